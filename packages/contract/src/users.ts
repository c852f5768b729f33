import { z } from 'zod';
import { ROLES, type Role } from './common.ts';
import { EMAIL_MAX } from './constants.ts';

const NAME_MAX = 200;
const CLAIM_MAX = 2000;

/** The logged-in person as the header and menu show them (spec section 3). */
export const userProfileSchema = z.object({
  email: z.string().max(EMAIL_MAX),
  firstName: z.string().max(NAME_MAX),
  lastName: z.string().max(NAME_MAX),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

const rolesClaimSchema = z.object({ roles: z.array(z.string().max(200)).max(500).optional() });

/**
 * The token claims the product reads (spec section 3: expiry, issued-at, subject, session id, realm
 * roles, resource roles, nonce; plus the profile claims). Keycloak omits `realm_access` for a user
 * without realm roles and the embedded provider sends no `sid`, so those are optional. Unknown claims
 * are kept, since providers add many.
 */
export const identityClaimsSchema = z.looseObject({
  exp: z.number().int(),
  iat: z.number().int(),
  sub: z.string().max(255),
  sid: z.string().max(CLAIM_MAX).optional(),
  nonce: z.string().max(CLAIM_MAX).optional(),
  realm_access: rolesClaimSchema.optional(),
  resource_access: z.record(z.string().max(255), rolesClaimSchema).optional(),
  email: z.string().max(EMAIL_MAX).optional(),
  given_name: z.string().max(NAME_MAX).optional(),
  family_name: z.string().max(NAME_MAX).optional(),
});
export type IdentityClaims = z.infer<typeof identityClaimsSchema>;

const KNOWN_ROLES: ReadonlySet<string> = new Set(ROLES);
const isRole = (value: string): value is Role => KNOWN_ROLES.has(value);

/**
 * The product's roles come from the realm roles only (spec section 6); anything else there (Keycloak's
 * `offline_access`, `default-roles-*`) is not a role of ours. Order follows ROLES, without duplicates.
 */
export function rolesFromClaims(claims: {
  readonly realm_access?: { readonly roles?: readonly string[] | undefined } | undefined;
}): Role[] {
  const granted = new Set((claims.realm_access?.roles ?? []).filter(isRole));
  return ROLES.filter((r) => granted.has(r));
}

export function profileFromClaims(
  claims: Pick<IdentityClaims, 'email' | 'given_name' | 'family_name'>,
): UserProfile {
  return {
    email: claims.email ?? '',
    firstName: claims.given_name ?? '',
    lastName: claims.family_name ?? '',
  };
}

/**
 * The role check of the menu and the role directive (spec section 6): with `hasRoles` true the user
 * needs one of `roles`; with it false the check is inverted and the user must have none of them.
 */
export function matchesRoles(userRoles: readonly Role[], roles: readonly Role[], hasRoles = true): boolean {
  const hasOne = roles.some((r) => userRoles.includes(r));
  return hasRoles ? hasOne : !hasOne;
}
