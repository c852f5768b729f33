/**
 * The sandbox's patients as the sandbox itself answers them (name, age, sex, main conditions): the
 * /sandbox page's table and the app page's `Launch in sandbox` dialog read them the same way.
 */
import type { SANDBOX_PAGE } from '@showroom/contract';

export interface SandboxPatient {
  readonly id: string;
  readonly name: string;
  readonly age: number | undefined;
  readonly sex: keyof typeof SANDBOX_PAGE.sexes;
  readonly conditions: readonly string[];
}

interface FhirBundle<R> {
  readonly entry?: readonly { readonly resource?: R }[];
}
interface FhirPatient {
  readonly id?: string;
  readonly name?: readonly {
    readonly given?: readonly string[];
    readonly family?: string;
    readonly text?: string;
  }[];
  readonly gender?: string;
  readonly birthDate?: string;
}
interface FhirCondition {
  readonly subject?: { readonly reference?: string };
  readonly code?: { readonly text?: string; readonly coding?: readonly { readonly display?: string }[] };
}

/** How many conditions a row names. */
const MAIN_CONDITIONS = 3;

async function fhir<R>(base: string, query: string): Promise<FhirBundle<R>> {
  const response = await fetch(`${base}/${query}`, { headers: { accept: 'application/fhir+json' } });
  if (!response.ok) throw new Error(`The sandbox answered ${response.status}.`);
  return (await response.json()) as FhirBundle<R>;
}

function ageOn(birthDate: string | undefined, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birthdayPassed =
    today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return today.getFullYear() - year - (birthdayPassed ? 0 : 1);
}

/**
 * A condition's name without SNOMED CT's semantic tag; disorders before findings and situations (Synthea
 * records social circumstances, such as employment, as conditions too).
 */
function conditionName(condition: FhirCondition): { name: string; disorder: boolean } | undefined {
  const text = condition.code?.text ?? condition.code?.coding?.find((c) => c.display)?.display;
  if (!text) return undefined;
  return { name: text.replace(/\s*\([^()]*\)\s*$/, ''), disorder: /\((disorder|disease)\)\s*$/.test(text) };
}

export async function loadPatients(base: string): Promise<SandboxPatient[]> {
  const [patients, conditions] = await Promise.all([
    fhir<FhirPatient>(base, 'Patient?_count=100&_sort=family&_elements=name,gender,birthDate'),
    fhir<FhirCondition>(base, 'Condition?clinical-status=active&_count=1000&_elements=subject,code'),
  ]);
  const byPatient = new Map<string, { name: string; disorder: boolean }[]>();
  for (const entry of conditions.entry ?? []) {
    const reference = entry.resource?.subject?.reference;
    const named = entry.resource ? conditionName(entry.resource) : undefined;
    if (!reference || !named) continue;
    const list = byPatient.get(reference) ?? [];
    if (!list.some((c) => c.name === named.name)) list.push(named);
    byPatient.set(reference, list);
  }
  const today = new Date();
  return (patients.entry ?? []).flatMap(({ resource }) => {
    if (!resource?.id) return [];
    const name = resource.name?.[0];
    const sex = resource.gender;
    const found = byPatient.get(`Patient/${resource.id}`) ?? [];
    return [
      {
        id: resource.id,
        // Synthea's names carry digits (Adrian111): a made-up person's tag, kept out of the table.
        name: (name?.text ?? [...(name?.given ?? []), name?.family ?? ''].join(' '))
          .replace(/\d+/g, '')
          .trim(),
        age: ageOn(resource.birthDate, today),
        sex: sex === 'female' || sex === 'male' || sex === 'other' ? sex : 'unknown',
        conditions: [...found.filter((c) => c.disorder), ...found.filter((c) => !c.disorder)]
          .slice(0, MAIN_CONDITIONS)
          .map((c) => c.name),
      },
    ];
  });
}

/** A practitioner of the sandbox, as the `Launch in sandbox` dialog offers it (the launch's user). */
export interface SandboxPractitioner {
  readonly id: string;
  readonly name: string;
}

/** An encounter of a patient, as the dialog offers it: its start day, its type and class. */
export interface SandboxEncounter {
  readonly id: string;
  /** The start of the encounter's period (an ISO date-time), if it has one. */
  readonly start: string | undefined;
  /** The encounter's type without SNOMED CT's semantic tag, e.g. "Encounter for check up". */
  readonly type: string | undefined;
  /** The encounter's class code (v3 ActCode), e.g. AMB, EMER, IMP. */
  readonly class: string | undefined;
}

interface FhirPractitioner {
  readonly id?: string;
  readonly name?: readonly {
    readonly prefix?: readonly string[];
    readonly given?: readonly string[];
    readonly family?: string;
    readonly text?: string;
  }[];
}
interface FhirEncounter {
  readonly id?: string;
  readonly period?: { readonly start?: string };
  readonly class?: { readonly code?: string; readonly display?: string };
  readonly type?: readonly {
    readonly text?: string;
    readonly coding?: readonly { readonly display?: string }[];
  }[];
}

/** How many of a patient's encounters the dialog offers: the newest. */
export const RECENT_ENCOUNTERS = 10;

/** The sandbox's practitioners, by family name (the dialog's optional `Practitioner`). */
export async function loadPractitioners(base: string): Promise<SandboxPractitioner[]> {
  const bundle = await fhir<FhirPractitioner>(base, 'Practitioner?_count=100&_sort=family&_elements=name');
  return (bundle.entry ?? []).flatMap(({ resource }) => {
    if (!resource?.id) return [];
    const name = resource.name?.[0];
    const text =
      name?.text ?? [...(name?.prefix ?? []), ...(name?.given ?? []), name?.family ?? ''].join(' ');
    // Synthea's digits (Irvin970) are a made-up person's tag, as in the patients' names.
    return [{ id: resource.id, name: text.replace(/\d+/g, '').replace(/\s+/g, ' ').trim() || resource.id }];
  });
}

/** A patient's most recent encounters, newest first (the dialog's optional `Encounter`). */
export async function loadEncounters(base: string, patient: string): Promise<SandboxEncounter[]> {
  const bundle = await fhir<FhirEncounter>(
    base,
    `Encounter?patient=${encodeURIComponent(`Patient/${patient}`)}&_sort=-date&_count=${RECENT_ENCOUNTERS}&_elements=period,type,class`,
  );
  return (bundle.entry ?? []).flatMap(({ resource }) => {
    if (!resource?.id) return [];
    const type = resource.type?.[0];
    const typeText = type?.text ?? type?.coding?.find((c) => c.display)?.display;
    return [
      {
        id: resource.id,
        start: resource.period?.start,
        type: typeText?.replace(/\s*\([^()]*\)\s*$/, ''),
        class: resource.class?.code ?? resource.class?.display,
      },
    ];
  });
}
