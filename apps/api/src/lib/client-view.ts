/**
 * What Fastify reads of a request behind the proxies TRUST_PROXY names (its request.ip, request.host and
 * request.protocol, as fastify/lib/request.js computes them), for what is answered before Fastify: the
 * front door's answers and their log lines.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

export interface ClientView {
  /** The client's address: the right-most X-Forwarded-For entry not sent by a trusted proxy. */
  ip(req: IncomingMessage): string | undefined;
  /** X-Forwarded-Host from a trusted proxy, else Host. */
  host(req: IncomingMessage): string;
  /** Whether the client reached the proxy over TLS (X-Forwarded-Proto from a trusted proxy). */
  https(req: IncomingMessage): boolean;
}

/** The last entry of a header given more than once ('a, b' → 'b'), as Fastify reads it. */
const lastEntry = (value: string): string => {
  const comma = value.lastIndexOf(',');
  return comma === -1 ? value.trim() : value.slice(comma + 1).trim();
};

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

export function clientView(trustProxy: false | readonly string[]): ClientView {
  if (trustProxy === false) {
    return {
      ip: (req) => req.socket.remoteAddress,
      host: (req) => req.headers.host ?? '',
      https: () => false,
    };
  }
  const trust = proxyAddr.compile([...trustProxy]);
  // Whether the connection's peer is a trusted proxy, decided once per connection.
  const trustedPeers = new WeakMap<Socket, boolean>();
  const fromProxy = (req: IncomingMessage): boolean => {
    const { socket } = req;
    let trusted = trustedPeers.get(socket);
    if (trusted === undefined) {
      trusted = socket.remoteAddress !== undefined && trust(socket.remoteAddress, 0);
      trustedPeers.set(socket, trusted);
    }
    return trusted;
  };
  return {
    ip: (req) => proxyAddr(req, trust),
    host: (req) => {
      const forwarded = header(req, 'x-forwarded-host');
      return forwarded && fromProxy(req) ? lastEntry(forwarded) : (req.headers.host ?? '');
    },
    https: (req) => {
      const forwarded = header(req, 'x-forwarded-proto');
      return (
        forwarded !== undefined && forwarded !== '' && fromProxy(req) && lastEntry(forwarded) === 'https'
      );
    },
  };
}
