// Zod-free on purpose, like statuses.ts: route guards and the menu need these in the web's first chunk.
import type { Role } from './statuses.ts';

/**
 * The role check of the menu and the role directive: with `hasRoles` true the user
 * needs one of `roles`; with it false the check is inverted and the user must have none of them.
 */
export function matchesRoles(userRoles: readonly Role[], roles: readonly Role[], hasRoles = true): boolean {
  const hasOne = roles.some((r) => userRoles.includes(r));
  return hasRoles ? hasOne : !hasOne;
}
