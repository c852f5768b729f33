// The operator's texts (imprint, privacy policy) from CONTENT_DIR, served as Markdown.
export { DEMO_CONTENT_WARNING, siteTextsRoutes } from './site-texts-routes.ts';
export { loadSiteTexts, SiteTextError, type SiteTexts } from './site-texts.ts';
