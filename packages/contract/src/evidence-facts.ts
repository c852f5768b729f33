// An app version's evidence as labelled text, field by field (issue 37): Compare's rows and the admin's
// change view compare versions with it, as profileFacts (interop-facts.ts) does for the profile. Zod-free
// (types only); Compare loads it in a chunk of its own, after its first view.
import { formatDate } from './constants.ts';
import { isExpired } from './evidence-core.ts';
import type { AppEvidence } from './evidence.ts';
import {
  CERTIFICATION_LABELS,
  EVIDENCE_VIEW_TEXTS,
  HOSTING_LABELS,
  STUDY_DESIGN_LABELS,
} from './evidence-texts.ts';
import { DEVICE_CLASS_LABELS } from './interop-labels.ts';
import { runsOnName } from './runs-on-names.ts';
import { texts } from './i18n/locale.ts';

/** What each field of the evidence is called (Compare's rows, the admin's change view). */
export const EVIDENCE_FACT_LABELS = texts('EVIDENCE_FACT_LABELS', {
  runsOn: 'Runs on',
  usedBy: 'Used by',
  certifications: 'Certifications',
  'dataProtection.processingRegions': 'Data processed in',
  'dataProtection.hosting': 'Hosting',
  'dataProtection.gdprDpa': 'GDPR data processing agreement',
  'dataProtection.privacyPolicyUrl': 'Privacy policy',
  'clinical.intendedUse': 'Intended use',
  'clinical.indications': 'Indications (ICD-10-CM)',
  'clinical.contraindications': 'Contraindications',
  'clinical.studies': 'Studies',
  'clinical.outcome': 'Outcome claimed',
} as const);

export interface EvidenceFact {
  readonly key: `evidence.${keyof typeof EVIDENCE_FACT_LABELS}`;
  readonly label: string;
  /** Empty when not declared. */
  readonly value: string;
}

/**
 * Every field of the evidence as labelled text, always in the same order and all of them. With `today`,
 * a certificate says whether it is still valid (Compare); without, only its dates (the change view).
 */
export function evidenceFacts(evidence: AppEvidence | null | undefined, today?: Date): EvidenceFact[] {
  const e = evidence ?? {};
  const dp = e.dataProtection;
  const clinical = e.clinical;
  const L = EVIDENCE_FACT_LABELS;
  const T = EVIDENCE_VIEW_TEXTS;
  const certificate = (c: NonNullable<AppEvidence['certifications']>[number]): string => {
    const parts = [
      c.deviceClass
        ? `${CERTIFICATION_LABELS[c.type]}, ${DEVICE_CLASS_LABELS[c.deviceClass]}`
        : CERTIFICATION_LABELS[c.type],
      c.identifier,
      c.issuer,
    ].filter(Boolean);
    const until = c.expiresOn
      ? today && isExpired(c.expiresOn, today)
        ? T.expired(formatDate(c.expiresOn))
        : T.validUntil(formatDate(c.expiresOn))
      : '';
    return until ? `${parts.join(', ')} (${until})` : parts.join(', ');
  };
  const facts: [keyof typeof L, string][] = [
    [
      'runsOn',
      (e.runsOn ?? [])
        .map((r) =>
          r.version ? `${runsOnName(r.system, r.name)} ${r.version}` : runsOnName(r.system, r.name),
        )
        .join(', '),
    ],
    ['usedBy', (e.usedBy ?? []).map((s) => `${s.organisation} (${s.country})`).join(', ')],
    ['certifications', (e.certifications ?? []).map(certificate).join('; ')],
    ['dataProtection.processingRegions', (dp?.processingRegions ?? []).join(', ')],
    ['dataProtection.hosting', dp?.hosting ? HOSTING_LABELS[dp.hosting] : ''],
    ['dataProtection.gdprDpa', dp?.gdprDpa === true ? T.yes : dp?.gdprDpa === false ? T.no : ''],
    ['dataProtection.privacyPolicyUrl', dp?.privacyPolicyUrl ?? ''],
    ['clinical.intendedUse', clinical?.intendedUse ?? ''],
    [
      'clinical.indications',
      (clinical?.indications ?? []).map((i) => (i.display ? `${i.code} ${i.display}` : i.code)).join('; '),
    ],
    ['clinical.contraindications', (clinical?.contraindications ?? []).join('; ')],
    [
      'clinical.studies',
      (clinical?.studies ?? [])
        .map((s) => {
          const about = [STUDY_DESIGN_LABELS[s.design], String(s.year), s.doi && `doi:${s.doi}`, s.registryId]
            .filter(Boolean)
            .join(', ');
          return `${s.title} (${about})`;
        })
        .join('; '),
    ],
    ['clinical.outcome', clinical?.outcome ?? ''],
  ];
  return facts.map(([key, value]) => ({ key: `evidence.${key}`, label: L[key], value }));
}
