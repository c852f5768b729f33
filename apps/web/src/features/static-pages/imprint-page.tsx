import { SITE_TEXT_UI_TEXTS } from '@showroom/contract';
import { SiteTextPage } from './site-text-page.tsx';

/** The imprint: the operator's text from CONTENT_DIR (imprint.md). */
export function ImprintPage() {
  return <SiteTextPage name="imprint" intro={SITE_TEXT_UI_TEXTS.imprintIntro} />;
}

/** The route table loads the page as its module's default export (route-table.tsx: ownPage). */
export default ImprintPage;
