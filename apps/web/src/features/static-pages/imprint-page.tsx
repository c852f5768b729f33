import { PRODUCT_NAME } from '@showroom/contract';
import { SiteTextPage } from './site-text-page.tsx';

/** The imprint: the operator's text from CONTENT_DIR (imprint.md). */
export function ImprintPage() {
  return <SiteTextPage name="imprint" intro={`Who publishes ${PRODUCT_NAME} and how to reach us.`} />;
}
