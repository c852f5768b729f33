import {
  CLINICAL_VIEW_TEXTS as C,
  STUDY_DESIGN_LABELS,
  studyLinks,
  type ClinicalEvidence,
} from '@showroom/contract';
import type { ReactNode } from 'react';
import styles from './interoperability.module.css';
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
}: {
  readonly clinical: ClinicalEvidence;
  readonly Group: 'h3' | 'h4';
  readonly declared: ReactNode;
  readonly Link: (props: { href: string; children: ReactNode }) => ReactNode;
}) {
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
                      {links.doi && s.doi ? <Link href={links.doi}>{C.doi(s.doi)}</Link> : null}
                      {links.registry && s.registryId ? (
                        <Link href={links.registry}>{C.registry(s.registryId)}</Link>
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
