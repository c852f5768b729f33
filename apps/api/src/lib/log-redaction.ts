import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values never reach a log line. Rejection reasons travel in the query string
 * (PATCH .../status?newStatus=REJECTED&reason=...), the API's public shape, and they are texts an admin
 * writes to a vendor: they belong in the audit trail, not in access logs. `key` is the secret of a mailed
 * password-reset or verification link (/realms/showroom/login-actions/action-token?key=...): whoever
 * reads the log must not be able to follow it.
 */
const REDACTED_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['reason', 'key']);
const REDACTED_NAMES = [...REDACTED_QUERY_PARAMETERS];

const decodeName = (name: string): string => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
};

/** The URL with the values of redacted query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  // Most addresses name none of them, not even percent-encoded: nothing to take apart.
  if (!url.includes('%', q) && !REDACTED_NAMES.some((name) => url.includes(name, q))) {
    return url;
  }
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = eq === -1 ? part : part.slice(0, eq);
      return REDACTED_QUERY_PARAMETERS.has(decodeName(name)) ? `${name}=[redacted]` : part;
    });
  return `${url.slice(0, q + 1)}${parts.join('&')}`;
}

/** Fastify's request serializer for pino, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
