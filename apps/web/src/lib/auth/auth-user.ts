/**
 * The signed-in person from the tokens: profile and realm roles from the ID token, roles from the
 * access token when the ID token carries none (Keycloak adds realm roles to the ID token only with a
 * mapper). Used by the lazily loaded OIDC session only.
 */
import { initialsOf, profileFromClaims, rolesFromClaims } from '@showroom/contract';
import type { User } from 'oidc-client-ts';
import type { AuthUser } from './auth-context.ts';

/** Claims of a JWT's payload, or {} when it is not a readable JWT (no signature check: display only). */
function jwtClaims(token: string | undefined): Record<string, unknown> {
  const payload = token?.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const stringClaim = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function toAuthUser(user: Pick<User, 'profile' | 'access_token'>): AuthUser {
  const claims = user.profile as Record<string, unknown>;
  const profile = profileFromClaims({
    email: stringClaim(claims.email),
    given_name: stringClaim(claims.given_name),
    family_name: stringClaim(claims.family_name),
  });
  const idTokenRoles = rolesFromClaims(claims);
  const roles = idTokenRoles.length > 0 ? idTokenRoles : rolesFromClaims(jwtClaims(user.access_token));
  return { ...profile, initials: initialsOf(profile.firstName, profile.lastName), roles };
}
