/**
 * Readable addresses of app pages: `/apps/{id}-{slug}`, the slug made from the app's name (app-slug.ts).
 * The id alone decides which app a page shows; the slug only reads well (in a shared link, a search
 * result) and may be outdated after a rename, so a wrong one still shows the app and the page names the
 * right one as canonical. `/appdetails/{id}` (the spec's address) keeps working beside it.
 *
 * Zod-free, and not part of `paths`: only the app page and the server use it, and `paths` ships whole
 * with the first page. Apart from the slug, which the app page needs only after it has rendered.
 */
import { readId } from './ids.ts';

/**
 * The app id of a readable address's last segment ('12-vital-signs-board', '12', '12-old-name'): the
 * id before the first hyphen. Undefined when it is not one ('vital-signs', '12abc', '0-x'): such an
 * address is not an app page.
 */
export const readAppAddress = (segment: string | null | undefined): number | undefined =>
  readId(segment?.split('-', 1)[0]);
