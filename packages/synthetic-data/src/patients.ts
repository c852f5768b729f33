import type { Condition, Patient, Resource } from '@medplum/fhirtypes';

export interface SyntheticPatientSummary {
  id: string;
  /** The official name, given names first (Synthea's names carry digits: they are plainly made up). */
  name: string;
  birthDate: string;
  /** Patient.gender: `male`, `female`, `other` or `unknown`. */
  sex: string;
  deceasedDateTime?: string;
  /** Up to five conditions (no findings or situations) active at the patient's last record, newest first (SNOMED CT code and text). */
  mainConditions: { code: string; display: string }[];
}

const MAIN_CONDITIONS = 5;
/** Synthea records social circumstances and history as Conditions too ("Full-time employment (finding)"). */
const NOT_A_CONDITION = /\((finding|situation)\)$/;

function nameOf(patient: Patient): string {
  const name = patient.name?.find((n) => n.use === 'official') ?? patient.name?.[0];
  return [...(name?.given ?? []), name?.family ?? ''].filter(Boolean).join(' ');
}

/** The patients of a loaded set, for the /sandbox page, ordered by name. */
export function summarisePatients(resources: readonly Resource[]): SyntheticPatientSummary[] {
  const conditions = new Map<string, Condition[]>();
  for (const resource of resources) {
    if (resource.resourceType !== 'Condition') continue;
    const subject = resource.subject.reference ?? '';
    conditions.set(subject, [...(conditions.get(subject) ?? []), resource]);
  }
  return resources
    .filter((r): r is Patient => r.resourceType === 'Patient')
    .map((patient) => {
      const active = (conditions.get(`Patient/${patient.id}`) ?? [])
        .filter(
          (c) =>
            c.clinicalStatus?.coding?.some((coding) => coding.code === 'active') &&
            !NOT_A_CONDITION.test(c.code?.coding?.[0]?.display ?? ''),
        )
        .sort((a, b) => (b.onsetDateTime ?? '').localeCompare(a.onsetDateTime ?? ''));
      const main = new Map<string, string>();
      for (const condition of active) {
        const coding = condition.code?.coding?.[0];
        if (coding?.code && !main.has(coding.code)) {
          main.set(coding.code, (coding.display ?? '').replace(/\s*\(disorder\)$/, ''));
        }
      }
      return {
        id: patient.id ?? '',
        name: nameOf(patient),
        birthDate: patient.birthDate ?? '',
        sex: patient.gender ?? 'unknown',
        ...(patient.deceasedDateTime ? { deceasedDateTime: patient.deceasedDateTime } : {}),
        mainConditions: [...main].slice(0, MAIN_CONDITIONS).map(([code, display]) => ({ code, display })),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
