// The vendor URL helpers live in the contract: the server's first view of an app page uses them too.
export { displayUrl, externalHref } from '@showroom/contract';

/** Links that leave the showroom: a new tab that cannot reach back into this page. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
