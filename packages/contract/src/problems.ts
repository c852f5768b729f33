/**
 * The kinds of error the API answers with, each a problem details `type` (RFC 9457) that clients can
 * branch on without reading the human `detail`. URNs, not URLs: they name a kind and are never fetched.
 * The API documents them in OpenAPI (the problem schema's `type` enum, with these descriptions).
 */
export const PROBLEM_TYPE_PREFIX = 'urn:showroom:problem:';

export const PROBLEM_KINDS = {
  'invalid-request': {
    status: 400,
    description:
      "The request does not match the call's schema (path, query or body); `errors` names each field and what is wrong with it.",
  },
  'bad-request': {
    status: 400,
    description:
      'The request is well-formed but can not be used as sent: an upload that is not an accepted image, a cursor from another list, a malformed address.',
  },
  unauthorized: {
    status: 401,
    description: 'A login is needed, or the access token is invalid or has expired.',
  },
  forbidden: {
    status: 403,
    description:
      'The caller is logged in but may not do this: a role is missing, or the status machine never lets its role make this change.',
  },
  'not-found': {
    status: 404,
    description:
      'There is no such resource, or none the caller may see (another vendor’s apps and vendors read as missing).',
  },
  conflict: {
    status: 409,
    description:
      'Not possible in the current state: a status change from the current status, a missing precondition (an icon, complete information), or an edit made on an older row version.',
  },
  'payload-too-large': { status: 413, description: 'The body or an uploaded file is larger than allowed.' },
  'uri-too-long': { status: 414, description: 'The address is too long.' },
  'unsupported-media-type': {
    status: 415,
    description: 'The body has a content type this call does not accept.',
  },
  'too-many-requests': {
    status: 429,
    description:
      'Too many requests from this client in the current window; `Retry-After` says when to try again.',
  },
  'internal-error': {
    status: 500,
    description: 'An unexpected error on the server; it is logged, its details are not sent.',
  },
  unavailable: {
    status: 503,
    description: 'A service the API needs (the database, the identity provider) is not reachable right now.',
  },
} as const satisfies Record<string, { status: number; description: string }>;

export type ProblemKind = keyof typeof PROBLEM_KINDS;
export const PROBLEM_KIND_NAMES = Object.keys(PROBLEM_KINDS) as ProblemKind[];

export const problemType = (kind: ProblemKind): `${typeof PROBLEM_TYPE_PREFIX}${ProblemKind}` =>
  `${PROBLEM_TYPE_PREFIX}${kind}`;

export const PROBLEM_TYPES = PROBLEM_KIND_NAMES.map(problemType) as [
  ReturnType<typeof problemType>,
  ...ReturnType<typeof problemType>[],
];

/** The kind for a status that has no more specific one: the first kind with the status, else by class. */
export function problemKindOfStatus(status: number): ProblemKind {
  const exact = PROBLEM_KIND_NAMES.find((k) => k !== 'invalid-request' && PROBLEM_KINDS[k].status === status);
  if (exact) return exact;
  return status >= 500 ? 'internal-error' : 'bad-request';
}
