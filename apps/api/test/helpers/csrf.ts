import { randomBytes } from 'node:crypto';

/**
 * The double-submit pair a browser sends on unsafe calls: the XSRF-TOKEN cookie and the same value in
 * X-XSRF-TOKEN. The server only checks that they match, so any random value will do.
 */
export function csrfHeaders(token = randomBytes(16).toString('hex')): {
  cookie: string;
  'x-xsrf-token': string;
} {
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
}
