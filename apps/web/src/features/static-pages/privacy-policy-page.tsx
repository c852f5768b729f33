import { SITE_TEXT_UI_TEXTS } from '@showroom/contract';
import { SiteTextPage } from './site-text-page.tsx';

/** The privacy policy: the operator's text from CONTENT_DIR (privacy.md). */
export function PrivacyPolicyPage() {
  return <SiteTextPage name="privacy" intro={SITE_TEXT_UI_TEXTS.privacyIntro} />;
}
