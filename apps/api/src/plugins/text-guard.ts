import fp from 'fastify-plugin';
import { BadRequestError } from '../lib/errors.ts';

const NUL_TEXT = 'Text must not contain NUL characters (\\u0000).';

/** Bounded: a body is at most bodyLimit bytes, so the walk is too; depth is capped against deep nesting. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * PostgreSQL cannot store U+0000 in text (it fails with "invalid byte sequence"), which would surface
 * as a 500. Such input is refused up front, for every route, with a readable 400.
 */
export const textGuardPlugin = fp(
  (app, _opts, done) => {
    app.addHook('preValidation', (request, _reply, next) => {
      if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
        return next(new BadRequestError(NUL_TEXT));
      }
      next();
    });
    done();
  },
  { name: 'showroom-text-guard', fastify: '5.x', dependencies: ['showroom-errors'] },
);
