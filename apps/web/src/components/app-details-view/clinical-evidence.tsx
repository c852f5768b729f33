import {
  CLINICAL_VIEW_TEXTS as C,
  paths,
  STUDY_DESIGN_LABELS,
  studyLinks,
  type ClinicalEvidence,
} from '@showroom/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { factResultText } from '../live-checks/fact-result-text.ts';
import { factKey, type FactResults } from '../live-checks/fact-results.ts';
import styles from './interoperability.module.css';
import { RESULT_CLASS } from './result-class.ts';
import own from './evidence-section.module.css';

/**
 * The clinical evidence (issue 37): intended use, indications with their ICD-10-CM names,
 * contraindications, studies (a DOI links to doi.org, an NCT id to ClinicalTrials.gov, a DRKS id to the
 * German register) and the outcome the vendor claims; marked as declared by the vendor. Rendered by the
 * evidence section, in its lazily loaded chunk.
 */
export function ClinicalEvidenceGroup({
  clinical,
  Group,
  declared,
  Link,
  results,
}: {
  readonly clinical: ClinicalEvidence;
  readonly Group: 'h3' | 'h4';
  readonly declared: ReactNode;
  readonly Link: (props: { href: string; children: ReactNode }) => ReactNode;
  /** The live checks' results (the public registers check, issue 37), when there are any. */
  readonly results?: FactResults | undefined;
}) {
  /** What a register said of an identifier, linked to How we check; nothing before a check looked. */
  const registered = (key: string, value: string) => {
    const result = results?.get(factKey(key, value));
    return result ? (
      <RouterLink className={`${styles.result} ${RESULT_CLASS[result.fact.status]}`} to={paths.howWeCheck}>
        {factResultText(result)}
      </RouterLink>
    ) : null;
  };
  const indications = clinical.indications ?? [];
  const contraindications = clinical.contraindications ?? [];
  const studies = clinical.studies ?? [];
  const fact = (label: string, value: ReactNode) => (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <div className={styles.group}>
      <Group className={styles.groupHeading}>{C.heading}</Group>
      {declared}
      <dl className={styles.facts}>
        {clinical.intendedUse
          ? fact(C.intendedUse, <span className={own.paragraph}>{clinical.intendedUse}</span>)
          : null}
        {indications.length > 0
          ? fact(
              C.indications,
              <ul className={own.list}>
                {indications.map((i) => (
                  <li key={i.code} className={own.item}>
                    <span>
                      <span className={own.title}>{i.code}</span> {i.display}
                    </span>
                  </li>
                ))}
              </ul>,
            )
          : null}
        {contraindications.length > 0
          ? fact(
              C.contraindications,
              <ul className={own.list}>
                {contraindications.map((c, i) => (
                  <li key={`${c}:${i}`}>{c}</li>
                ))}
              </ul>,
            )
          : null}
        {studies.length > 0
          ? fact(
              C.studies,
              <ul className={own.list}>
                {studies.map((s, i) => {
                  const links = studyLinks(s);
                  return (
                    <li key={`${s.title}:${i}`} className={own.item}>
                      <span className={own.title}>{s.title}</span>
                      <span>
                        {STUDY_DESIGN_LABELS[s.design]}, {s.year}
                      </span>
                      {links.doi && s.doi ? (
                        <span>
                          <Link href={links.doi}>{C.doi(s.doi)}</Link>{' '}
                          {registered('evidence.clinical.studies.doi', s.doi)}
                        </span>
                      ) : null}
                      {links.registry && s.registryId ? (
                        <span>
                          <Link href={links.registry}>{C.registry(s.registryId)}</Link>{' '}
                          {registered('evidence.clinical.studies.registryId', s.registryId)}
                        </span>
                      ) : null}
                      {s.url ? <Link href={s.url}>{C.publication}</Link> : null}
                    </li>
                  );
                })}
              </ul>,
            )
          : null}
        {clinical.outcome ? fact(C.outcome, <span className={own.paragraph}>{clinical.outcome}</span>) : null}
      </dl>
    </div>
  );
}
