import { randomUUID } from 'node:crypto';
import type { Role } from '@showroom/contract';
import {
  base64url,
  createLocalJWKSet,
  generateKeyPair,
  importJWK,
  SignJWT,
  type CryptoKey,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { inject } from 'vitest';

/** The issuer of the test environment's embedded IdP (PUBLIC_URL http://localhost:8080). */
const TEST_ISSUER = 'http://localhost:8080/realms/showroom';
const TEST_CLIENT_ID = 'showroom-web';

const { privateJwk, publicJwk } = inject('signingKey');
const signingKey = await importJWK(privateJwk, 'RS256');

/** What the API trusts in tests: the public half of the run's test key pair. */
export const testJwks: JWTVerifyGetKey = createLocalJWKSet({ keys: [publicJwk] });

export interface TokenClaims {
  sub?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  roles?: Role[] | string[];
  issuer?: string;
  azp?: string;
  aud?: string | string[] | null;
  typ?: string | null;
  /** Seconds from now; negative for a token that has expired. */
  expiresIn?: number;
  /** Seconds from now; positive for a token that is not valid yet. */
  notBefore?: number;
  extra?: JWTPayload;
}

/** An access token shaped like the embedded IdP's (and Keycloak's), signed with the test key. */
export async function tokenFor(
  claims: TokenClaims = {},
  key: CryptoKey | Uint8Array = signingKey,
  kid = publicJwk.kid,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const sub = claims.sub ?? randomUUID();
  const payload: JWTPayload = {
    azp: claims.azp ?? TEST_CLIENT_ID,
    scope: 'openid profile email',
    email: claims.email ?? `${sub}@example.test`,
    given_name: claims.firstName ?? 'Test',
    family_name: claims.lastName ?? 'User',
    realm_access: { roles: claims.roles ?? [] },
    ...(claims.typ === null ? {} : { typ: claims.typ ?? 'Bearer' }),
    ...(claims.aud === null ? {} : { aud: claims.aud ?? 'showroom-api' }),
    ...claims.extra,
  };
  const jwt = new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', ...(kid ? { kid } : {}) })
    .setSubject(sub)
    .setIssuer(claims.issuer ?? TEST_ISSUER)
    .setJti(randomUUID())
    .setIssuedAt(now + Math.min(0, claims.expiresIn ?? 0) - 60)
    .setExpirationTime(now + (claims.expiresIn ?? 300));
  if (claims.notBefore !== undefined) jwt.setNotBefore(now + claims.notBefore);
  return jwt.sign(key);
}

export const bearer = (token: string): { authorization: string } => ({ authorization: `Bearer ${token}` });

/** Tokens the API must refuse, by what is wrong with them. */
export const badTokens = {
  expired: () => tokenFor({ expiresIn: -3600 }),
  notYetValid: () => tokenFor({ notBefore: 3600 }),
  wrongIssuer: () => tokenFor({ issuer: 'http://localhost:8080/realms/other' }),
  wrongAzp: () => tokenFor({ azp: 'another-client' }),
  wrongAudience: () => tokenFor({ aud: 'account' }),
  idToken: () => tokenFor({ typ: 'ID' }),
  async wrongKey() {
    // Same kid as the trusted key, but another key: the signature cannot verify.
    const { privateKey } = await generateKeyPair('RS256');
    return tokenFor({}, privateKey);
  },
  async algNone() {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const [, payload] = (await tokenFor()).split('.');
    return `${header}.${payload}.`;
  },
  async hs256WithPublicKey() {
    // The classic key-confusion attack: HMAC "signed" with the RSA public key's bytes.
    const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ azp: TEST_CLIENT_ID, aud: 'showroom-api', typ: 'Bearer' })
      .setProtectedHeader({ alg: 'HS256', kid: publicJwk.kid })
      .setSubject(randomUUID())
      .setIssuer(TEST_ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(secret);
  },
  async tampered() {
    // A valid token whose payload was changed afterwards (an ADMIN role added).
    const [header, payload, signature] = (await tokenFor({ roles: ['VENDOR'] })).split('.');
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload ?? ''))) as JWTPayload;
    claims.realm_access = { roles: ['VENDOR', 'ADMIN'] };
    return `${header}.${base64url.encode(JSON.stringify(claims))}.${signature}`;
  },
  garbage: () => Promise.resolve('not-a-jwt'),
};
