import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import fp from 'fastify-plugin';
import type { Env } from '../env.ts';

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

const uniq = (values: (string | undefined)[]): string[] => [
  ...new Set(values.filter((v): v is string => !!v)),
];

/** The CSP for everything the process serves: SPA, API, the embedded IdP's pages. */
function cspDirectives(env: Env): Record<string, string[]> {
  const https = env.publicUrl.startsWith('https:');
  const keycloak = env.idp.kind === 'keycloak' ? originOf(env.idp.url) : undefined;
  const idpOrigin = keycloak ?? originOf(env.publicUrl);
  // The optional tracking script of the runtime configuration is loaded from, and reports to, its own origin.
  const tracking = env.tracking.enabled && env.tracking.script ? originOf(env.tracking.script) : undefined;
  return {
    'default-src': ["'self'"],
    'script-src': uniq(["'self'", tracking]),
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': uniq(["'self'", keycloak, tracking]),
    // Keycloak's check-session iframe (the web checks the session every 5 seconds).
    'frame-src': uniq(["'self'", keycloak]),
    // 'self', not 'none': oidc-client-ts's silent sign-in renders our own callback page in a same-origin iframe.
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Chromium applies form-action to the redirects after a submit: the IdP's login form ends on the
    // SPA's /callback, which in development is the Vite origin.
    'form-action': uniq(["'self'", idpOrigin, env.devWebOrigin]),
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Header names and values, as `[name, value]` pairs. */
export type HeaderList = readonly (readonly [string, string])[];

/**
 * helmet's headers for this configuration, recorded once: with a static CSP (no nonces) they are the
 * same on every response, so they need not be computed per request. helmet only calls setHeader and
 * removeHeader on the response; a recorder stands in for it.
 */
function securityHeaders(env: Env): HeaderList {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(env) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Set per request (below): only a response that reaches the browser over TLS may carry it.
    strictTransportSecurity: false,
  });
  const recorded = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      recorded.set(name, String(value)),
    removeHeader: (name: string) => recorded.delete(name),
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error('helmet refused its configuration');
  return [...recorded];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every response carries (HSTS aside, which depends on the request). */
    securityHeaders: HeaderList;
  }
}

export const securityHeadersPlugin = fp<{ env: Env }>(
  (app, { env }, done) => {
    const https = env.publicUrl.startsWith('https:');
    // Computed once: @fastify/helmet rebuilt helmet's middleware (and re-parsed the CSP) on every
    // request, which cost a tenth of the catalogue's throughput. The headers are the same.
    const headers = securityHeaders(env);
    app.decorate('securityHeaders', headers);
    // On the raw response, so the IdP's hijacked responses carry them too. Over plain HTTP, HSTS is
    // ignored by browsers and would only confuse a later switch to TLS. Behind a TLS-terminating proxy
    // (TRUST_PROXY), request.protocol is X-Forwarded-Proto's.
    app.addHook('onRequest', (request, reply, next) => {
      const res = reply.raw;
      for (const [name, value] of headers) res.setHeader(name, value);
      if (https || request.protocol === 'https') res.setHeader('strict-transport-security', HSTS);
      next();
    });
    done();
  },
  { name: 'showroom-security-headers', fastify: '5.x' },
);
