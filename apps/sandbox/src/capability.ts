/**
 * `GET /metadata`: the CapabilityStatement, generated from what the server really does: the interactions
 * are those the router names for the routes the adapter passes to it (asked of the router itself), and
 * the search parameters per type are those indexed in core's schema (definitions.ts).
 */
import type { FhirRouter } from '@medplum/fhir-router';
import type {
  CapabilityStatement,
  CapabilityStatementRestResource,
  CapabilityStatementRestResourceInteraction,
  CapabilityStatementRestResourceSearchParam,
} from '@medplum/fhirtypes';
import { resourceTypes, searchParametersOf, type Definitions } from './definitions.ts';

/** The read-only routes the adapter hands to the router (sandbox.ts), as sample paths. */
const EXPOSED_ROUTES = ['Patient/x', 'Patient/x/_history/1', 'Patient/x/_history', 'Patient'];
/** A vendor's writable sandbox's routes besides (vendor/vendor-store.ts): create, update, patch, delete. */
const WRITE_ROUTES = [
  ['POST', 'Patient'],
  ['PUT', 'Patient/x'],
  ['PATCH', 'Patient/x'],
  ['DELETE', 'Patient/x'],
] as const;

export function buildCapabilityStatement(
  router: FhirRouter,
  definitions: Definitions,
  baseUrl: string,
  software: { name: string; version: string },
  writable = false,
): CapabilityStatement {
  const interactions: CapabilityStatementRestResourceInteraction['code'][] = [];
  const routes = [...EXPOSED_ROUTES.map((path) => ['GET', path] as const), ...(writable ? WRITE_ROUTES : [])];
  for (const [method, path] of routes) {
    const interaction = router.find(method, path)?.data?.interaction;
    if (interaction) interactions.push(interaction as CapabilityStatementRestResourceInteraction['code']);
  }
  const resource: CapabilityStatementRestResource[] = resourceTypes()
    .sort()
    .map((type) => ({
      type: type as CapabilityStatementRestResource['type'],
      profile: `http://hl7.org/fhir/StructureDefinition/${type}`,
      interaction: interactions.map((code) => ({ code })),
      versioning: 'versioned',
      readHistory: true,
      updateCreate: false,
      conditionalCreate: false,
      conditionalUpdate: false,
      conditionalDelete: 'not-supported',
      searchInclude: ['*'],
      searchRevInclude: ['*'],
      searchParam: searchParametersOf(type, definitions).map(
        (p): CapabilityStatementRestResourceSearchParam => ({
          name: p.code ?? '',
          ...(p.url ? { definition: p.url } : {}),
          type: p.type ?? 'string',
        }),
      ),
      operation: [
        { name: 'validate', definition: 'http://hl7.org/fhir/OperationDefinition/Resource-validate' },
      ],
    }));
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: new Date().toISOString(),
    kind: 'instance',
    software,
    implementation: {
      description: writable
        ? 'Showroom FHIR R4 sandbox of one vendor: the shared synthetic data and this vendor’s own changes (create, update, patch, delete, transaction). JSON only; no terminology service, no bulk export, no subscriptions.'
        : 'Showroom FHIR R4 sandbox: read-only synthetic data. JSON only; no terminology service, no bulk export, no subscriptions.',
      url: baseUrl,
    },
    fhirVersion: '4.0.1',
    format: ['json'],
    rest: [
      {
        mode: 'server',
        documentation:
          'Search results are paged: _count defaults to 20 and may be at most 1000 (Prefer: handling=lenient caps a larger one). Unknown search parameters are ignored (Prefer: handling=strict refuses them). $validate checks structure only, not terminology bindings.',
        resource,
        ...(writable ? { interaction: [{ code: 'transaction' as const }] } : {}),
      },
    ],
  };
}
