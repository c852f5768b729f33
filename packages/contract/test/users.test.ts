import { describe, expect, it } from 'vitest';
import { identityClaimsSchema, matchesRoles, profileFromClaims, rolesFromClaims } from '../src/index.ts';

const claims = {
  exp: 1_900_000_000,
  iat: 1_899_999_700,
  sub: 'a7c1e0d2',
  sid: 'session-1',
  nonce: 'n-0S6_WzA2Mj',
  realm_access: { roles: ['offline_access', 'VENDOR', 'default-roles-showroom'] },
  resource_access: { account: { roles: ['manage-account'] } },
  email: 'vendor@showroom.test',
  given_name: 'Vera',
  family_name: 'Vendor',
  preferred_username: 'vendor',
};

describe('identity token claims', () => {
  it('parse a Keycloak-style token and keep unknown claims', () => {
    const parsed = identityClaimsSchema.parse(claims);
    expect(parsed.sub).toBe('a7c1e0d2');
    expect(parsed['preferred_username']).toBe('vendor');
  });

  it('accept a token without realm roles, session id or nonce (embedded provider, user without roles)', () => {
    expect(identityClaimsSchema.safeParse({ exp: 2, iat: 1, sub: 's' }).success).toBe(true);
  });

  it('require expiry, issued-at and subject', () => {
    expect(identityClaimsSchema.safeParse({ iat: 1, sub: 's' }).success).toBe(false);
    expect(identityClaimsSchema.safeParse({ exp: 2, sub: 's' }).success).toBe(false);
    expect(identityClaimsSchema.safeParse({ exp: 2, iat: 1 }).success).toBe(false);
  });
});

describe('rolesFromClaims', () => {
  it('keeps only the product roles from the realm roles', () => {
    expect(rolesFromClaims(claims)).toEqual(['VENDOR']);
  });

  it('returns both roles in a fixed order without duplicates', () => {
    expect(rolesFromClaims({ realm_access: { roles: ['ADMIN', 'VENDOR', 'ADMIN'] } })).toEqual([
      'VENDOR',
      'ADMIN',
    ]);
  });

  it('ignores resource roles and lower-case look-alikes', () => {
    expect(rolesFromClaims({ realm_access: { roles: ['admin', 'Vendor'] } })).toEqual([]);
  });

  it('gives no roles without realm_access', () => {
    expect(rolesFromClaims({})).toEqual([]);
    expect(rolesFromClaims({ realm_access: {} })).toEqual([]);
  });
});

describe('profileFromClaims', () => {
  it('reads e-mail and names', () => {
    expect(profileFromClaims(claims)).toEqual({
      email: 'vendor@showroom.test',
      firstName: 'Vera',
      lastName: 'Vendor',
    });
  });

  it('uses empty strings for missing claims', () => {
    expect(profileFromClaims({})).toEqual({ email: '', firstName: '', lastName: '' });
  });
});

describe('matchesRoles', () => {
  it('shows content to users with one of the roles', () => {
    expect(matchesRoles(['VENDOR'], ['VENDOR', 'ADMIN'])).toBe(true);
    expect(matchesRoles([], ['VENDOR'])).toBe(false);
  });

  it('inverts the check when the flag is off', () => {
    expect(matchesRoles(['ADMIN'], ['ADMIN'], false)).toBe(false);
    expect(matchesRoles(['VENDOR'], ['ADMIN'], false)).toBe(true);
    expect(matchesRoles([], ['ADMIN'], false)).toBe(true);
  });
});
