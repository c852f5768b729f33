import multipart from '@fastify/multipart';
import { MAX_SCREENSHOTS_PER_UPLOAD, MAX_UPLOAD_BYTES } from '@showroom/contract';
import fp from 'fastify-plugin';

/**
 * Uploads (icons, screenshots) are read into memory, so the limits bound memory per request: at most
 * MAX_UPLOAD_BYTES per file and MAX_SCREENSHOTS_PER_UPLOAD files. A larger file is cut off by busboy,
 * and the error handler answers 413 with a readable sentence.
 */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: MAX_SCREENSHOTS_PER_UPLOAD,
  fields: 10,
  fieldSize: 10_000,
  parts: 20,
} as const;

/** What one part's framing may add: its boundary line and headers (name, filename, type), generously. */
const PART_FRAMING_BYTES = 1024;

/**
 * The largest multipart body the API reads whole: every file at its limit, every field at its limit, and
 * each part's framing. A proxy in front (deploy/nginx/*.conf's client_max_body_size) must let it through;
 * deploy/deploy-files.test.ts compares the two.
 */
export const MAX_MULTIPART_BODY_BYTES =
  MULTIPART_LIMITS.files * MULTIPART_LIMITS.fileSize +
  MULTIPART_LIMITS.fields * MULTIPART_LIMITS.fieldSize +
  MULTIPART_LIMITS.parts * PART_FRAMING_BYTES;

export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, { limits: { ...MULTIPART_LIMITS } });
  },
  { name: 'showroom-multipart', fastify: '5.x', dependencies: ['showroom-errors'] },
);
