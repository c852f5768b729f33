/*
 * Public registers (issue 37): whether the studies a vendor names exist where their identifiers say.
 * A DOI is asked of doi.org's handle API (GET /api/handles/{doi}: `responseCode` 1 when the handle
 * exists, 100 and HTTP 404 when it does not), a ClinicalTrials.gov id of its API (GET
 * /api/v2/studies/{NCT id}: the study, or 404). DRKS has no public API: its ids stay "declared by the
 * vendor". Both are plain public https reads through the safe client, like every other live check.
 */
import type { CheckedFact } from '@showroom/contract';

/** Where the registers are asked (tests point them at a server of their own). */
export interface RegisterBases {
  readonly doi: string;
  readonly clinicalTrials: string;
}

export const PUBLIC_REGISTERS: RegisterBases = {
  doi: 'https://doi.org',
  clinicalTrials: 'https://clinicaltrials.gov',
};

/** At most this many identifiers are looked up per run (the evidence allows 20 studies). */
export const REGISTER_LOOKUPS_MAX = 40;

/** The facts' keys: a declared study's DOI and its registry id. */
export const STUDY_DOI_FACT = 'evidence.clinical.studies.doi';
export const STUDY_REGISTRY_FACT = 'evidence.clinical.studies.registryId';

export interface RegisterLookup {
  readonly key: typeof STUDY_DOI_FACT | typeof STUDY_REGISTRY_FACT;
  /** The identifier as declared (a DOI without doi.org, NCT01234567). */
  readonly value: string;
  readonly url: string;
  /** What an answer says: the identifier is there, is not, or the answer does not tell. */
  readonly read: (status: number, json: unknown) => 'found' | 'missing' | 'unclear';
  /** The register's name, for the fact's reported text. */
  readonly register: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A DOI as a path below /api/handles/: each of its parts escaped, the slashes between them kept. */
const doiPath = (doi: string): string => doi.split('/').map(encodeURIComponent).join('/');

/** The identifiers a version's evidence names in its studies, each to look up once. */
export function registerLookups(
  studies: readonly { readonly doi?: string | null; readonly registryId?: string | null }[],
  bases: RegisterBases,
): RegisterLookup[] {
  const lookups = new Map<string, RegisterLookup>();
  for (const study of studies) {
    if (study.doi) {
      const doi = study.doi;
      lookups.set(`doi:${doi.toLowerCase()}`, {
        key: STUDY_DOI_FACT,
        value: doi,
        url: `${bases.doi.replace(/\/+$/, '')}/api/handles/${doiPath(doi)}`,
        register: 'doi.org',
        read: (status, json) => {
          const code = isRecord(json) ? json.responseCode : undefined;
          if (status === 200 && code === 1) return 'found';
          if (status === 404 || code === 100) return 'missing';
          return 'unclear';
        },
      });
    }
    const id = study.registryId;
    if (id && /^NCT\d{8}$/.test(id)) {
      lookups.set(`nct:${id}`, {
        key: STUDY_REGISTRY_FACT,
        value: id,
        url: `${bases.clinicalTrials.replace(/\/+$/, '')}/api/v2/studies/${id}`,
        register: 'ClinicalTrials.gov',
        read: (status, json) => {
          if (status === 404) return 'missing';
          const module =
            isRecord(json) && isRecord(json.protocolSection)
              ? json.protocolSection.identificationModule
              : undefined;
          if (status === 200 && isRecord(module) && module.nctId === id) return 'found';
          return 'unclear';
        },
      });
    }
  }
  return [...lookups.values()].slice(0, REGISTER_LOOKUPS_MAX);
}

/** One lookup's fact: confirmed, contradicted by the register, or not checkable (it did not tell). */
export function registerFact(
  lookup: RegisterLookup,
  answer: { status: number; json: unknown } | { error: string },
): CheckedFact {
  const base = { key: lookup.key, value: lookup.value };
  if ('error' in answer) return { ...base, status: 'not-checkable', reported: answer.error };
  switch (lookup.read(answer.status, answer.json)) {
    case 'found':
      return { ...base, status: 'confirmed' };
    case 'missing':
      return {
        ...base,
        status: 'not-confirmed',
        reported: `${lookup.register} does not know ${lookup.value}`,
      };
    case 'unclear':
      return {
        ...base,
        status: 'not-checkable',
        reported: `${lookup.register} answered with HTTP status ${answer.status}`,
      };
  }
}
