import multipart from '@fastify/multipart';
import { MAX_SCREENSHOTS_PER_UPLOAD, MAX_UPLOAD_BYTES } from '@showroom/contract';
import fp from 'fastify-plugin';

/**
 * Uploads (icons, screenshots) are read into memory, so the limits bound memory per request: at most
 * MAX_UPLOAD_BYTES per file and MAX_SCREENSHOTS_PER_UPLOAD files. A larger file is cut off by busboy,
 * and the error handler answers 413 with a readable sentence.
 */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: MAX_SCREENSHOTS_PER_UPLOAD,
        fields: 10,
        fieldSize: 10_000,
        parts: 20,
      },
    });
  },
  { name: 'showroom-multipart', fastify: '5.x', dependencies: ['showroom-errors'] },
);
