/**
 * The sandbox's patients as the sandbox itself answers them (name, age, sex, main conditions): the
 * /sandbox page's table and the app page's `Launch in sandbox` dialog read them the same way.
 */
import type { SANDBOX_PAGE } from '@showroom/contract';
import { personName } from '@showroom/contract/fhir-person-name';

export interface SandboxPatient {
  readonly id: string;
  readonly name: string;
  /** The age today, or at death for a patient who died (then `deceased`). */
  readonly age: number | undefined;
  readonly deceased: boolean;
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
  readonly deceasedBoolean?: boolean;
  readonly deceasedDateTime?: string;
}
interface FhirCondition {
  readonly subject?: { readonly reference?: string };
  readonly code?: { readonly text?: string; readonly coding?: readonly { readonly display?: string }[] };
}

/** How many conditions a row names. */
const MAIN_CONDITIONS = 3;

async function fhir<R>(base: string, query: string): Promise<FhirBundle<R>> {
  const response = await fetch(`${base}/${query}`, { headers: { accept: 'application/fhir+json' } });
  if (!response.ok) {
    // While the sandbox restarts, the API answers 503 with Retry-After (seconds): the views ask again then.
    const seconds = Number(response.headers.get('retry-after'));
    throw Object.assign(new Error(`The sandbox answered ${response.status}.`), {
      retryAfter: seconds > 0 ? seconds * 1000 : undefined,
    });
  }
  return (await response.json()) as FhirBundle<R>;
}

/** A FHIR date's (or date-time's) year, month and day as written, without a time zone's shift. */
const ymd = (date: string | undefined) =>
  /^(\d{4})-(\d{2})-(\d{2})/
    .exec(date ?? '')
    ?.slice(1)
    .map(Number) as [number, number, number] | undefined;

/** The age on a day (today, or the day of death) of someone born on birthDate. */
function ageOn(birthDate: string | undefined, on: readonly [number, number, number] | undefined) {
  const born = ymd(birthDate);
  if (!born || !on) return undefined;
  return on[0] - born[0] - (on[1] > born[1] || (on[1] === born[1] && on[2] >= born[2]) ? 0 : 1);
}

/**
 * A condition's name without SNOMED CT's semantic tag, or undefined for a finding or a situation: Synthea
 * records social circumstances (employment, education, a criminal record) as conditions too, and a
 * patient's main conditions are the diagnoses (its older codes carry no tag: "Prediabetes").
 */
function conditionName(condition: FhirCondition): string | undefined {
  const names = [condition.code?.text, ...(condition.code?.coding ?? []).map((c) => c.display)];
  if (names.some((n) => /\((finding|situation)\)\s*$/.test(n ?? ''))) return undefined;
  return names.find(Boolean)?.replace(/\s*\([^()]*\)\s*$/, '');
}

export async function loadPatients(base: string): Promise<SandboxPatient[]> {
  const [patients, conditions] = await Promise.all([
    fhir<FhirPatient>(base, 'Patient?_count=100&_sort=family&_elements=name,gender,birthDate,deceased'),
    fhir<FhirCondition>(base, 'Condition?clinical-status=active&_count=1000&_elements=subject,code'),
  ]);
  const byPatient = new Map<string, string[]>();
  for (const entry of conditions.entry ?? []) {
    const reference = entry.resource?.subject?.reference;
    const named = entry.resource ? conditionName(entry.resource) : undefined;
    if (!reference || !named) continue;
    const list = byPatient.get(reference) ?? [];
    if (!list.includes(named)) list.push(named);
    byPatient.set(reference, list);
  }
  const now = new Date();
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()] as const;
  return (patients.entry ?? []).flatMap(({ resource }) => {
    if (!resource?.id) return [];
    const sex = resource.gender;
    const died = resource.deceasedDateTime;
    return [
      {
        id: resource.id,
        name: personName(resource.name?.[0]) || resource.id,
        // A patient who died is as old as at death (a date-time with a day); with no date, no age.
        age: ageOn(resource.birthDate, died ? ymd(died) : resource.deceasedBoolean ? undefined : today),
        deceased: died !== undefined || resource.deceasedBoolean === true,
        sex: sex === 'female' || sex === 'male' || sex === 'other' ? sex : 'unknown',
        conditions: (byPatient.get(`Patient/${resource.id}`) ?? []).slice(0, MAIN_CONDITIONS),
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
    return [{ id: resource.id, name: personName(resource.name?.[0], true) || resource.id }];
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
