import { z } from 'zod';
import { EMAIL_MAX } from './constants.ts';

const NAME_MAX = 200;
const CLAIM_MAX = 2000;

const rolesClaimSchema = z.object({ roles: z.array(z.string().max(200)).max(500).optional() });

/**
 * The token claims the product reads (expiry, issued-at, subject, session id, realm roles, resource
 * roles, nonce; plus the profile claims). Keycloak omits `realm_access` for a user
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

export { profileFromClaims, rolesFromClaims } from './claims.ts';
export { matchesRoles } from './roles.ts';
