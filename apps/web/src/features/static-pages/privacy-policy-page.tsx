import { SiteTextPage } from './site-text-page.tsx';

/** The privacy policy: the operator's text from CONTENT_DIR (privacy.md). */
export function PrivacyPolicyPage() {
  return <SiteTextPage name="privacy" intro="Which personal data we collect, why, and what we do not do." />;
}
