import type { IncomingMessage } from 'node:http';
import { IDP_MESSAGE_TEXTS } from '@showroom/contract';
import { hasControlCharacters } from './account-rules.ts';

const MAX_FORM_BYTES = 16 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The part of a Koa context a page needs (structural, so both the provider's and plain Koa contexts fit). */
export interface PageContext {
  status: number;
  type: string;
  body: unknown;
  set(field: string, value: string): void;
}

/** Sends one of the provider's pages with headers that keep it out of caches and frames. */
export function sendHtml(
  ctx: PageContext,
  status: number,
  body: string,
  contentSecurityPolicy: string,
): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Security-Policy', contentSecurityPolicy);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.body = body;
}

/** Reads an application/x-www-form-urlencoded body (the raw request has not been read by anyone yet). */
export async function readForm(req: IncomingMessage, messages = IDP_MESSAGE_TEXTS): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw new HttpError(415, messages.formType);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new HttpError(413, messages.formTooLarge);
    chunks.push(chunk);
  }
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  // PostgreSQL can not store NUL ("invalid byte sequence"), and no field of these forms (names, e-mail,
  // password) ever holds a control character: a form with one is refused before anything reads it.
  for (const [name, value] of form) {
    if (hasControlCharacters(name) || hasControlCharacters(value))
      throw new HttpError(400, messages.controlCharacters);
  }
  return form;
}
