// Zod-free, like roles.ts; apart from it because only the sign-in code (the web loads it on demand) and
// the API read token claims, while the web's first chunk imports roles.ts for its route guards.
import { ROLES, type Role } from './statuses.ts';

const KNOWN_ROLES: ReadonlySet<string> = new Set(ROLES);
const isRole = (value: string): value is Role => KNOWN_ROLES.has(value);

/**
 * The product's roles come from the identity provider's realm roles only; anything else there
 * (Keycloak's `offline_access`, `default-roles-*`) is not a role of ours. Order follows ROLES, without
 * duplicates.
 */
export function rolesFromClaims(claims: {
  readonly realm_access?: { readonly roles?: readonly string[] | undefined } | undefined;
}): Role[] {
  const granted = new Set((claims.realm_access?.roles ?? []).filter(isRole));
  return ROLES.filter((r) => granted.has(r));
}

export function profileFromClaims(claims: {
  readonly email?: string | undefined;
  readonly given_name?: string | undefined;
  readonly family_name?: string | undefined;
}): { email: string; firstName: string; lastName: string } {
  return {
    email: claims.email ?? '',
    firstName: claims.given_name ?? '',
    lastName: claims.family_name ?? '',
  };
}
