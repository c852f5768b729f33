import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../../src/lib/fastify.ts';

/** An answer over real HTTP (what `inject` cannot show: the front door answers before Fastify). */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function get(
  app: App,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
