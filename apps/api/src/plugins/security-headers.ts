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
export function cspDirectives(env: Env): Record<string, string[]> {
  const https = env.publicUrl.startsWith('https:');
  const keycloak = env.idp.kind === 'keycloak' ? originOf(env.idp.url) : undefined;
  const idpOrigin = keycloak ?? originOf(env.publicUrl);
  // The tracking script (spec section 7) is loaded from, and reports to, its own origin.
  const tracking = env.tracking.enabled && env.tracking.script ? originOf(env.tracking.script) : undefined;
  return {
    'default-src': ["'self'"],
    'script-src': uniq(["'self'", tracking]),
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': uniq(["'self'", keycloak, tracking]),
    // Keycloak's check-session iframe (spec section 6's 5-second session check).
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

const HSTS = 'max-age=31536000; includeSubDomains';

export const securityHeadersPlugin = fp<{ env: Env }>(
  (app, { env }, done) => {
    const https = env.publicUrl.startsWith('https:');
    // helmet's middleware built once: @fastify/helmet rebuilds it (and re-parses the CSP) on every
    // request, which cost a tenth of the catalogue's throughput. The headers are the same.
    const headers = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(env) },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Set below, per request: only a response that reaches the browser over TLS may carry it.
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', (request, reply, next) => {
      headers(request.raw, reply.raw, (err?: unknown) => next(err instanceof Error ? err : undefined));
    });
    // Over plain HTTP, HSTS is ignored by browsers and would only confuse a later switch to TLS. Behind a
    // TLS-terminating proxy (TRUST_PROXY), request.protocol is X-Forwarded-Proto's. On the raw response,
    // so the IdP's hijacked responses carry it too.
    app.addHook('onRequest', (request, reply, next) => {
      if (https || request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
      next();
    });
    done();
  },
  { name: 'showroom-security-headers', fastify: '5.x' },
);
