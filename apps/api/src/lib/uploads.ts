import '@fastify/multipart';
import { API_ERROR_TEXTS, MAX_CONCURRENT_UPLOADS } from '@showroom/contract';
import type { FastifyRequest } from 'fastify';
import { BadRequestError, TooManyRequestsError } from './errors.ts';

/**
 * Uploads in progress per user in this process (issue 32): a client that sends bodies slowly holds at
 * most MAX_CONCURRENT_UPLOADS of them (and REQUEST_TIMEOUT_MS cuts each); more are refused with 429.
 */
const inProgress = new Map<string, number>();

/** Uploads of a user (its `sub`) in progress in this process (tests wait for slow uploads to start). */
export const uploadsInProgress = (sub: string): number => inProgress.get(`user:${sub}`) ?? 0;

/**
 * The multipart plugin's own refusals carry a 4xx status and a code (too large, too many files); busboy's
 * framing errors ("Multipart: Boundary not found", "Unexpected end of form", "Malformed part header")
 * carry neither and would otherwise be a 500. A request the server cannot read is the client's error.
 */
function asClientError(err: unknown): unknown {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return err;
  return new BadRequestError(API_ERROR_TEXTS.malformedMultipart);
}

/**
 * Reads the files of a multipart upload into memory, for an endpoint row's `multipart` declaration.
 * The multipart plugin bounds each file (413 over MAX_UPLOAD_BYTES) and the file count per request;
 * this adds the field name and the endpoint's own count, with sentences a person can act on. Every
 * part is read to the end before anything is refused, so the request is never left half consumed.
 * The bytes are untrusted: media-processing sniffs and checks them.
 */
export async function readUploadedFiles(
  request: FastifyRequest,
  multipart: { readonly field: string; readonly maxFiles: number },
): Promise<[Buffer, ...Buffer[]]> {
  const { field, maxFiles } = multipart;
  if (!request.isMultipart()) {
    throw new BadRequestError(
      `The upload must be sent as multipart/form-data with the file in the form field "${field}".`,
    );
  }
  // Uploads need a signed-in user (the endpoint's access rule runs first); the address otherwise.
  const uploader = request.user ? `user:${request.user.sub}` : `ip:${request.ip}`;
  const running = inProgress.get(uploader) ?? 0;
  if (running >= MAX_CONCURRENT_UPLOADS) {
    throw new TooManyRequestsError(API_ERROR_TEXTS.uploadsInProgress, 1);
  }
  inProgress.set(uploader, running + 1);
  const files: Buffer[] = [];
  const wrongFields = new Set<string>();
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === field) files.push(bytes);
      else wrongFields.add(part.fieldname);
    }
  } catch (err) {
    throw asClientError(err);
  } finally {
    const left = (inProgress.get(uploader) ?? 1) - 1;
    if (left > 0) inProgress.set(uploader, left);
    else inProgress.delete(uploader);
  }
  const [wrong] = wrongFields;
  if (wrong !== undefined) {
    throw new BadRequestError(`Send the file in the form field "${field}", not "${wrong}".`);
  }
  const [first, ...rest] = files;
  if (first === undefined) {
    throw new BadRequestError(`No file was uploaded. Send it in the form field "${field}".`);
  }
  if (files.length > maxFiles) {
    throw new BadRequestError(
      maxFiles === 1 ? 'Upload one file at a time.' : `At most ${maxFiles} files can be uploaded at once.`,
    );
  }
  return [first, ...rest];
}
