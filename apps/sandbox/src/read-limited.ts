import type { IncomingMessage } from 'node:http';

/**
 * The largest FHIR request body the sandbox takes (a write, a transaction, a resource to validate). Here,
 * in a module without the FHIR library, so that the API's proxies in front of the sandbox refuse a
 * larger one themselves, before sending any of it on.
 */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/**
 * The request's body, or undefined when it is larger than `limit` bytes: then reading stops keeping it
 * (the rest is drained, not stored), and the connection stays usable for the answer that says so.
 */
export function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.resolve(undefined);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}
