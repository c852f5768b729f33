import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from './errors.ts';

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
  const files: Buffer[] = [];
  const wrongFields = new Set<string>();
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const bytes = await part.toBuffer();
    if (part.fieldname === field) files.push(bytes);
    else wrongFields.add(part.fieldname);
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
