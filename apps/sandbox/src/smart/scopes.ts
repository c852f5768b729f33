/**
 * SMART App Launch scopes (2.x, with the 1.0 forms accepted): `patient/Observation.rs`,
 * `user/*.read`, `system/Patient.cruds`… A request is allowed when one granted scope names its resource
 * type (or `*`) and its interaction (read for a read, search for a search; v1 `read` and `*` grant both).
 * Scopes with query restrictions (`patient/Observation.rs?category=…`) grant nothing here: the sandbox
 * does not apply them, so it does not pretend to.
 */
type ScopeContext = 'patient' | 'user' | 'system';
export type Interaction = 'read' | 'search';

interface ResourceScope {
  readonly context: ScopeContext;
  /** A resource type or `*`. */
  readonly type: string;
  readonly read: boolean;
  readonly search: boolean;
}

const SCOPE = /^(patient|user|system)\/(\*|[A-Z][A-Za-z]+)\.(read|write|\*|c?r?u?d?s?)$/;

/** A scope as a resource scope, or undefined for anything else (openid, launch, granular scopes…). */
function parseResourceScope(scope: string): ResourceScope | undefined {
  const match = SCOPE.exec(scope);
  if (!match) return undefined;
  const [, context, type, permission] = match as unknown as [string, ScopeContext, string, string];
  if (permission === '') return undefined;
  if (permission === 'read' || permission === '*') return { context, type, read: true, search: true };
  if (permission === 'write') return { context, type, read: false, search: false };
  return { context, type, read: permission.includes('r'), search: permission.includes('s') };
}

export function isResourceScope(scope: string): boolean {
  return parseResourceScope(scope) !== undefined;
}

/**
 * What a set of granted scopes allows for one type and interaction: 'all' (a user or system scope),
 * 'patient' (only the patient context's compartment) or 'none'.
 */
export function allowed(
  scopes: readonly string[],
  type: string,
  interaction: Interaction,
): 'all' | 'patient' | 'none' {
  let best: 'all' | 'patient' | 'none' = 'none';
  for (const raw of scopes) {
    const scope = parseResourceScope(raw);
    if (!scope || (scope.type !== '*' && scope.type !== type) || !scope[interaction]) continue;
    if (scope.context !== 'patient') return 'all';
    best = 'patient';
  }
  return best;
}
