/**
 * The address to put in an href for a vendor-supplied URL, or undefined when it is not plain http(s):
 * the API validates https on input, but the page does not rely on that to keep `javascript:` out.
 */
export function externalHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** How a vendor URL reads as link text: host and path, without the scheme and a trailing slash. */
export function displayUrl(href: string): string {
  return href.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** Links that leave the showroom: a new tab that cannot reach back into this page. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
