import type { Identifier, Resource } from '@medplum/fhirtypes';

/** A relative literal reference, as the sandbox serves them: `Type/id`. */
export const RELATIVE_REFERENCE = /^([A-Z][A-Za-z]+)\/([A-Za-z0-9\-.]{1,64})$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every object inside `resource` that is a Reference: it has a string `reference`, or (a logical reference)
 * a single `identifier` object rather than a resource's list of identifiers.
 */
export function referencesIn(resource: Resource): JsonObject[] {
  const found: JsonObject[] = [];
  const walk = (value: Json, depth: number): void => {
    if (Array.isArray(value)) for (const item of value) walk(item, depth);
    else if (isObject(value)) {
      if (depth > 0 && (typeof value.reference === 'string' || isObject(value.identifier))) found.push(value);
      for (const item of Object.values(value)) walk(item, depth + 1);
    }
  };
  walk(resource as unknown as Json, 0);
  return found;
}

const identifierKey = (system: string | undefined, value: string | undefined): string =>
  `${system ?? ''}|${value ?? ''}`;

/**
 * Synthea's bulk export refers to practitioners, organizations and locations by identifier: conditional
 * references (`Practitioner?identifier=system|value`) and logical ones (`{ identifier: {…} }`), and may use
 * `urn:uuid:id`. The sandbox needs literal ones, so each becomes `Type/id` of the resource in the set that
 * holds that identifier (the identifier and display stay beside it). Returns what could not be resolved.
 */
export function normaliseReferences(resources: Resource[]): string[] {
  const byIdentifier = new Map<string, string[]>();
  const byId = new Map<string, string[]>();
  for (const resource of resources) {
    const literal = `${resource.resourceType}/${resource.id}`;
    byId.set(resource.id ?? '', [...(byId.get(resource.id ?? '') ?? []), literal]);
    const identifiers = (resource as { identifier?: Identifier[] }).identifier ?? [];
    for (const identifier of identifiers) {
      const key = identifierKey(identifier.system, identifier.value);
      byIdentifier.set(key, [...new Set([...(byIdentifier.get(key) ?? []), literal])]);
    }
  }
  const unresolved: string[] = [];
  const resolve = (candidates: string[] | undefined, type: string | undefined): string | undefined => {
    const matching = (candidates ?? []).filter((c) => !type || c.startsWith(`${type}/`));
    return matching.length === 1 ? matching[0] : undefined;
  };
  for (const resource of resources) {
    for (const ref of referencesIn(resource)) {
      const reference = typeof ref.reference === 'string' ? ref.reference : undefined;
      if (reference && RELATIVE_REFERENCE.test(reference)) continue;
      let resolved: string | undefined;
      const conditional = reference && /^([A-Z][A-Za-z]+)\?identifier=([^|]*)\|(.+)$/.exec(reference);
      if (conditional) {
        const [, type, system, value] = conditional;
        resolved = resolve(byIdentifier.get(identifierKey(system, value)), type);
      } else if (reference?.startsWith('urn:uuid:')) {
        resolved = resolve(byId.get(reference.slice('urn:uuid:'.length)), undefined);
      } else if (!reference && isObject(ref.identifier)) {
        const { system, value } = ref.identifier;
        const type = typeof ref.type === 'string' ? ref.type : undefined;
        resolved = resolve(
          byIdentifier.get(identifierKey(system as string | undefined, value as string | undefined)),
          type,
        );
      }
      if (resolved) ref.reference = resolved;
      else unresolved.push(`${resource.resourceType}/${resource.id}: ${reference ?? JSON.stringify(ref)}`);
    }
  }
  return unresolved;
}
