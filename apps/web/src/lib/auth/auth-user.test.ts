import { describe, expect, it } from 'vitest';
import { toAuthUser } from './auth-user.ts';

const jwt = (claims: object): string =>
  [
    'e30',
    btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'),
    'sig',
  ].join('.');

describe('toAuthUser', () => {
  it('reads e-mail, names, initials and realm roles from the ID token claims', () => {
    const user = toAuthUser({
      profile: {
        sub: 'u1',
        iss: 'x',
        aud: 'showroom-web',
        exp: 0,
        iat: 0,
        email: 'jane@showroom.test',
        given_name: ' jane',
        family_name: 'doe',
        realm_access: { roles: ['offline_access', 'VENDOR', 'default-roles-showroom'] },
      },
      access_token: jwt({}),
    });
    expect(user).toEqual({
      email: 'jane@showroom.test',
      firstName: ' jane',
      lastName: 'doe',
      initials: 'JD',
      roles: ['VENDOR'],
    });
  });

  it('falls back to the access token for roles when the ID token carries none', () => {
    const user = toAuthUser({
      profile: { sub: 'u1', iss: 'x', aud: 'showroom-web', exp: 0, iat: 0, email: 'a@b.test' },
      access_token: jwt({ realm_access: { roles: ['ADMIN'] } }),
    });
    expect(user.roles).toEqual(['ADMIN']);
    expect(user.initials).toBe('');
  });
});
