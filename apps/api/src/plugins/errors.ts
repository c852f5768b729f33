import { MAX_SCREENSHOTS_PER_UPLOAD, MAX_UPLOAD_BYTES } from '@showroom/contract';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, TooManyRequestsError, type FieldError } from '../lib/errors.ts';
import { problem, sendProblem } from '../lib/problem.ts';

const mb = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Readable sentences for the client errors whose built-in messages are terse. */
const CLIENT_ERROR_TEXT: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: `The file is larger than ${mb(MAX_UPLOAD_BYTES)}.`,
  FST_FILES_LIMIT: `At most ${MAX_SCREENSHOTS_PER_UPLOAD} files can be uploaded at once.`,
  FST_PARTS_LIMIT: 'The upload has too many parts.',
  FST_FIELDS_LIMIT: 'The upload has too many fields.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The upload must be sent as multipart/form-data.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body has a content type this call does not accept.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but its content type says JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

const toPath = (instancePath: string): string =>
  instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');

/**
 * The one error handler: every error becomes RFC 9457 problem details. A 400's `detail` is the first
 * validation message (the contract's wording, which the web shows as is); 5xx details are logged, never sent.
 */
export const errorsPlugin = fp(
  (app, _opts, done) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.status >= 500) request.log.error({ err: error }, error.detail);
        if (error.status === 401) reply.header('www-authenticate', 'Bearer realm="showroom"');
        if (error instanceof TooManyRequestsError && error.retryAfterS !== undefined) {
          reply.header('retry-after', String(error.retryAfterS));
        }
        return sendProblem(reply, problem(error.status, error.detail, error.errors));
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: FieldError[] = error.validation.map((v) => ({
          path: toPath(v.instancePath),
          message: v.message ?? 'Invalid value.',
        }));
        return sendProblem(
          reply,
          problem(400, errors[0]?.message ?? 'The request is not valid.', errors, 'invalid-request'),
        );
      }

      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return sendProblem(reply, problem(500, 'An unexpected error occurred.'));
      }

      // Fastify's own client errors (malformed JSON, unsupported media type, body too large) and
      // errors that carry a 4xx status (the media module's refused uploads) have safe, readable messages.
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return sendProblem(reply, problem(status, CLIENT_ERROR_TEXT[error.code] ?? error.message));
      }

      request.log.error({ err: error }, 'unhandled error');
      return sendProblem(
        reply,
        problem(status >= 500 && status < 600 ? status : 500, 'An unexpected error occurred.'),
      );
    });
    done();
  },
  { name: 'showroom-errors', fastify: '5.x' },
);
