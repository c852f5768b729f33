import type { EndpointAccess } from '@showroom/contract';
import { API_AUDIENCE } from '@showroom/idp';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { Env } from '../env.ts';
import { ForbiddenError, ServiceUnavailableError, UnauthorizedError } from '../lib/errors.ts';
import { userFromClaims, type AuthUser } from '../lib/identity.ts';
import { recordUserLocale } from '../db/user-locales.ts';
import { localeOfHeader } from '../lib/problem-language.ts';

export interface AuthPluginOptions {
  env: Env;
  /** Verification keys; tests pass a local JWKS of their own key set. */
  jwks?: JWTVerifyGetKey | undefined;
  /** The embedded IdP, whose public keys are read in-process instead of over HTTP. */
  idp?: { publicJwks(): JSONWebKeySet } | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Verifies the bearer token if one is sent: the user, null without a token; throws 401 for a bad one. */
    authenticate(request: FastifyRequest): Promise<AuthUser | null>;
  }
}

const INVALID_TOKEN = 'The access token is invalid or has expired.';

function keySource(opts: AuthPluginOptions): JWTVerifyGetKey {
  if (opts.jwks) return opts.jwks;
  if (opts.idp) return createLocalJWKSet(opts.idp.publicJwks());
  // jose caches the key set and refetches it when a token names an unknown kid (key rotation).
  return createRemoteJWKSet(new URL(`${opts.env.idp.issuer}/protocol/openid-connect/certs`));
}

export const authPlugin = fp<AuthPluginOptions>(
  (app, opts, done) => {
    const getKey = keySource(opts);
    const { issuer, clientId } = opts.env.idp;

    async function verify(token: string): Promise<AuthUser> {
      let payload: JWTPayload;
      try {
        // A few seconds of leeway: the IdP (Keycloak) may run on another machine with its own clock.
        ({ payload } = await jwtVerify(token, getKey, { issuer, algorithms: ['RS256'], clockTolerance: 5 }));
      } catch (err) {
        // An unreachable key set is our outage, not the caller's bad token.
        if (err instanceof joseErrors.JWKSTimeout || !(err instanceof joseErrors.JOSEError)) {
          app.log.error({ err }, 'cannot load the identity provider keys');
          throw new ServiceUnavailableError(
            'The identity provider is not reachable. Please try again later.',
          );
        }
        throw new UnauthorizedError(INVALID_TOKEN);
      }
      // Tokens for other clients of the same realm, and ID tokens (typ 'ID' at Keycloak), are not access tokens for us.
      if (payload.azp !== clientId) throw new UnauthorizedError(INVALID_TOKEN);
      if (payload.typ !== undefined && payload.typ !== 'Bearer') throw new UnauthorizedError(INVALID_TOKEN);
      // Every issuer must name this API: the embedded IdP always does, Keycloak through the realm's
      // audience mapper (deploy/keycloak). A token for another client or API of the realm is not ours.
      const aud = payload.aud === undefined ? [] : Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (!aud.includes(API_AUDIENCE)) throw new UnauthorizedError(INVALID_TOKEN);
      const user = userFromClaims(payload);
      if (!user) throw new UnauthorizedError(INVALID_TOKEN);
      return user;
    }

    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (header === undefined) return null;
      const match = /^Bearer\s+([A-Za-z0-9\-_.]+)\s*$/i.exec(header);
      if (!match?.[1]) throw new UnauthorizedError(INVALID_TOKEN);
      const user = await verify(match[1]);
      return user;
    });
    done();
  },
  { name: 'showroom-auth', fastify: '5.x', dependencies: ['showroom-errors'] },
);

/**
 * Records the language a signed-in caller uses (the web names it in Accept-Language), for the mails the
 * API sends them; a failure only costs the record, never the call.
 */
async function recordLocale(request: FastifyRequest, sub: string): Promise<void> {
  const locale = localeOfHeader(request.headers['accept-language']);
  if (!locale) return;
  try {
    await recordUserLocale(request.server.db, sub, locale);
  } catch (err) {
    request.log.warn({ err }, "cannot record the caller's language");
  }
}

/**
 * The route-level access check for an endpoint table row. It runs as the route's first hook, so a
 * caller who may not call the route learns nothing from body validation and sends no upload in vain.
 */
export function accessHook(access: EndpointAccess) {
  return async function checkAccess(request: FastifyRequest): Promise<void> {
    request.user = await request.server.authenticate(request);
    if (request.user) await recordLocale(request, request.user.sub);
    if (access.kind === 'public') return;
    if (!request.user) throw new UnauthorizedError();
    if (access.kind === 'roles' && !access.roles.some((r) => request.user?.roles.includes(r))) {
      throw new ForbiddenError('You do not have the role this requires.');
    }
  };
}
