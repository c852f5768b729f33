// The names of the systems an app runs on (issue 37): a module of its own, small, for the filter panel's
// Runs on options and the app page; the rest of the evidence's texts (evidence-texts.ts) stay out of the
// chunks that only need these names.
import type { RunsOnSystem } from './evidence-core.ts';
import { texts } from './i18n/locale.ts';

/** The systems' names: proper names, the same in every language (Other is translated: RUNS_ON_OTHER). */
export const RUNS_ON_NAMES: Record<Exclude<RunsOnSystem, 'other'>, string> = {
  epic: 'Epic',
  'oracle-health': 'Oracle Health (Cerner)',
  meditech: 'MEDITECH',
  athenahealth: 'athenahealth',
  veradigm: 'Veradigm (Allscripts)',
  eclinicalworks: 'eClinicalWorks',
  nextgen: 'NextGen Healthcare',
  'sap-ish-med': 'SAP / i.s.h.med',
  cgm: 'CGM (CompuGroup Medical)',
  'dedalus-orbis': 'Dedalus ORBIS',
  meierhofer: 'Meierhofer M-KIS',
  'dips-arena': 'DIPS Arena',
  cambio: 'Cambio COSMIC',
  ehrbase: 'EHRbase',
  better: 'Better Platform',
  'open-dental': 'Open Dental',
  openmrs: 'OpenMRS',
  'hapi-fhir': 'HAPI FHIR',
  'azure-health-data-services': 'Azure Health Data Services',
  'google-cloud-healthcare': 'Google Cloud Healthcare API',
  'aws-healthlake': 'AWS HealthLake',
};

export const RUNS_ON_OTHER = texts('RUNS_ON_OTHER', { label: 'Other' } as const);

/** A system's name on screen: its own name, or for Other the name the vendor gave (else "Other"). */
export function runsOnName(system: string, name?: string | null): string {
  if (system === 'other') return name ?? RUNS_ON_OTHER.label;
  return (RUNS_ON_NAMES as Record<string, string>)[system] ?? system;
}
