/**
 * Who the caller is and what it may act as: the one home of role and identity rules in the API. Roles
 * and the profile come from the access token's claims through the contract's readers, the same ones the
 * web uses, so both sides agree on what a token grants.
 */
import {
  actorOf,
  profileFromClaims,
  rolesFromClaims,
  type Actor as MachineActor,
  type Role,
} from '@showroom/contract';

/** The caller, from a verified access token. */
export interface AuthUser {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Only the roles the product knows (VENDOR, ADMIN); other realm roles are dropped. */
  roles: Role[];
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The user a verified token's claims describe, or undefined without a subject. */
export function userFromClaims(claims: Record<string, unknown>): AuthUser | undefined {
  const sub = text(claims.sub);
  if (!sub) return undefined;
  const realmAccess = claims.realm_access as { roles?: unknown } | undefined;
  const roles = Array.isArray(realmAccess?.roles)
    ? realmAccess.roles.filter((r): r is string => typeof r === 'string')
    : [];
  return {
    sub,
    ...profileFromClaims({
      email: text(claims.email),
      given_name: text(claims.given_name),
      family_name: text(claims.family_name),
    }),
    roles: rolesFromClaims({ realm_access: { roles } }),
  };
}

export const isAdmin = (user: AuthUser | null | undefined): boolean =>
  !!user && actorOf(user.roles) === 'admin';

/** Admins and the owner (the IdP subject that registered the vendor) may see what is not public. */
export const isAdminOrOwner = (user: AuthUser | null | undefined, owner: string): boolean =>
  !!user && (isAdmin(user) || user.sub === owner);

/**
 * The parts of a status machine the caller may play on a subject owned by `owner`: admin on anything,
 * vendor on its own. Admin first, so an admin who also owns a vendor reviews as admin and submits as
 * its vendor. Empty: the caller has no business with the subject at all.
 */
export function actorsOn(user: AuthUser, owner: string): MachineActor[] {
  const actors: MachineActor[] = [];
  if (isAdmin(user)) actors.push('admin');
  if (user.roles.includes('VENDOR') && user.sub === owner) actors.push('vendor');
  return actors;
}

/** Who acted, as the audit trail and reasons record it: the subject and, where the token has one, the e-mail. */
export interface AuditActor {
  sub: string;
  email: string | null;
}

export const auditActorOf = (user: { sub: string; email: string }): AuditActor => ({
  sub: user.sub,
  email: user.email === '' ? null : user.email,
});
