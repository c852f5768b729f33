import {
  API_ERROR_TEXTS,
  MAX_SCREENSHOTS_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
  type Problem,
} from '@showroom/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, ServiceUnavailableError, TooManyRequestsError, type FieldError } from '../lib/errors.ts';
import { problem, sendProblem as sendEnglishProblem } from '../lib/problem.ts';
import { localeOfHeader, translateText } from '../lib/problem-language.ts';

const T = API_ERROR_TEXTS;
const megabytes = (bytes: number): number => Math.round(bytes / (1024 * 1024));

/** Readable sentences for the client errors whose built-in messages are terse. */
const CLIENT_ERROR_TEXT: Record<string, () => string> = {
  FST_REQ_FILE_TOO_LARGE: () => T.fileTooLarge(megabytes(MAX_UPLOAD_BYTES)),
  FST_FILES_LIMIT: () => T.tooManyFiles(MAX_SCREENSHOTS_PER_UPLOAD),
  FST_PARTS_LIMIT: () => T.tooManyParts,
  FST_FIELDS_LIMIT: () => T.tooManyFields,
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => T.notMultipart,
  FST_ERR_CTP_BODY_TOO_LARGE: () => T.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => T.mediaType,
  FST_ERR_CTP_EMPTY_JSON_BODY: () => T.emptyJson,
  FST_ERR_CTP_INVALID_JSON_BODY: () => T.invalidJson,
};

/**
 * Sends a problem in the caller's language: German details for an Accept-Language that prefers German
 * (problem-language.ts). Every problem varies by Accept-Language; successful answers never do.
 */
function sendProblem(request: FastifyRequest, reply: FastifyReply, body: Problem): FastifyReply {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
  const locale = localeOfHeader(request.headers['accept-language']) ?? 'en';
  if (locale === 'en') return sendEnglishProblem(reply, body);
  return sendEnglishProblem(reply, {
    ...body,
    ...(body.detail === undefined ? {} : { detail: translateText(body.detail, locale) }),
    ...(body.errors
      ? {
          errors: body.errors.map((e) =>
            typeof e.message === 'string' ? { ...e, message: translateText(e.message, locale) } : e,
          ),
        }
      : {}),
  });
}

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
        if (
          (error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError) &&
          error.retryAfterS !== undefined
        ) {
          reply.header('retry-after', String(error.retryAfterS));
        }
        const locale = localeOfHeader(request.headers['accept-language']) ?? 'en';
        const detail = (locale === 'en' ? undefined : error.detailIn(locale)) ?? error.detail;
        return sendProblem(request, reply, problem(error.status, detail, error.errors));
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: FieldError[] = error.validation.map((v) => ({
          path: toPath(v.instancePath),
          message: v.message ?? T.invalidValue,
        }));
        return sendProblem(
          request,
          reply,
          problem(400, errors[0]?.message ?? T.invalidRequest, errors, 'invalid-request'),
        );
      }

      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
        return sendProblem(request, reply, problem(500, T.unexpected));
      }

      // Fastify's own client errors (malformed JSON, unsupported media type, body too large) and
      // errors that carry a 4xx status (the media module's refused uploads) have safe, readable messages.
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return sendProblem(
          request,
          reply,
          problem(status, CLIENT_ERROR_TEXT[error.code]?.() ?? error.message),
        );
      }

      request.log.error({ err: error }, 'unhandled error');
      return sendProblem(request, reply, problem(status >= 500 && status < 600 ? status : 500, T.unexpected));
    });
    done();
  },
  { name: 'showroom-errors', fastify: '5.x' },
);
