import {
  CERTIFICATION_LABELS,
  DEVICE_CLASS_LABELS,
  EVIDENCE_VIEW_TEXTS as T,
  HOSTING_LABELS,
  currentLocale,
  formatDate,
  isExpired,
  regionName,
  runsOnName,
  type AppEvidence,
  type Certification,
} from '@showroom/contract';
import { useId, type ReactNode } from 'react';
import { externalHref, NEW_TAB } from '../app-card/external-href.ts';
import { ExternalIcon } from '../app-card/icons.tsx';
import type { FactResults } from '../live-checks/fact-results.ts';
import { ClinicalEvidenceGroup } from './clinical-evidence.tsx';
import styles from './interoperability.module.css';
import own from './evidence-section.module.css';

function ExternalLink({ href, children }: { href: string | null | undefined; children: ReactNode }) {
  const safe = externalHref(href ?? null);
  if (!safe) return <>{children}</>;
  return (
    <a href={safe} {...NEW_TAB}>
      {children}
      <ExternalIcon className={styles.inlineIcon} />
    </a>
  );
}

/** 2024-03 → 03.2024; a full date as the product writes dates (dd.MM.yyyy). */
const sinceText = (since: string): string =>
  /^\d{4}-\d{2}$/.test(since) ? `${since.slice(5)}.${since.slice(0, 4)}` : formatDate(since);

function CertificationItem({ c, today }: { c: Certification; today: Date }) {
  const expired = isExpired(c.expiresOn, today);
  const title = [CERTIFICATION_LABELS[c.type], c.deviceClass ? DEVICE_CLASS_LABELS[c.deviceClass] : null]
    .filter(Boolean)
    .join(', ');
  return (
    <li className={own.item}>
      <span className={own.title}>{title}</span>
      {c.identifier ? (
        <span>
          {T.identifier}: {c.identifier}
        </span>
      ) : null}
      {c.issuer ? (
        <span>
          {T.issuer}: {c.issuer}
        </span>
      ) : null}
      {c.issuedOn ? (
        <span>
          {T.issued}: {formatDate(c.issuedOn)}
        </span>
      ) : null}
      {c.expiresOn ? (
        <span className={expired ? own.expired : undefined}>
          {expired ? T.expired(formatDate(c.expiresOn)) : T.validUntil(formatDate(c.expiresOn))}
        </span>
      ) : null}
      {c.url ? <ExternalLink href={c.url}>{T.record}</ExternalLink> : null}
    </li>
  );
}

/**
 * Where the app runs, who uses it, its certifications and data protection (issue 37), each part marked
 * as declared by the vendor. Part of the Interoperability chunk: it shows below that section, after the
 * page's first view. Expired certificates say so (against the visitor's clock).
 */
export function EvidenceSection({
  evidence,
  Heading,
  results,
}: {
  evidence: AppEvidence;
  Heading: 'h2' | 'h3';
  /** The live checks' results: the public registers' word on each study's DOI and trial id. */
  results?: FactResults;
}) {
  const headingId = useId();
  const Group = Heading === 'h2' ? 'h3' : 'h4';
  const today = new Date();
  const locale = currentLocale();
  const runsOn = evidence.runsOn ?? [];
  const usedBy = evidence.usedBy ?? [];
  const certifications = evidence.certifications ?? [];
  const dp = evidence.dataProtection;
  const declared = <p className={own.declared}>{T.declared}</p>;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {T.heading}
      </Heading>
      <div className={styles.groups}>
        {runsOn.length > 0 ? (
          <div className={styles.group}>
            <Group className={styles.groupHeading}>{T.runsOn}</Group>
            {declared}
            <ul className={own.list}>
              {runsOn.map((r) => {
                const name = runsOnName(r.system, r.name);
                return (
                  <li key={`${r.system}:${r.name ?? ''}`} className={own.item}>
                    <span className={own.title}>
                      {name}
                      {r.version ? ` (${T.version(r.version)})` : null}
                    </span>
                    {r.marketplaceUrl ? (
                      <ExternalLink href={r.marketplaceUrl}>{T.marketplace(name)}</ExternalLink>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}

        {usedBy.length > 0 ? (
          <div className={styles.group}>
            <Group className={styles.groupHeading}>{T.usedBy}</Group>
            {declared}
            <ul className={own.list}>
              {usedBy.map((s, i) => (
                <li key={`${s.organisation}:${i}`} className={own.item}>
                  <span className={own.title}>
                    {s.url ? <ExternalLink href={s.url}>{s.organisation}</ExternalLink> : s.organisation}
                  </span>
                  <span>
                    {regionName(s.country, locale)}, {T.since(sinceText(s.since))}
                  </span>
                  {s.quote ? <q className={own.quote}>{s.quote}</q> : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {certifications.length > 0 ? (
          <div className={styles.group}>
            <Group className={styles.groupHeading}>{T.certifications}</Group>
            {declared}
            <ul className={own.list}>
              {certifications.map((c, i) => (
                <CertificationItem key={`${c.type}:${c.identifier ?? ''}:${i}`} c={c} today={today} />
              ))}
            </ul>
          </div>
        ) : null}

        {dp ? (
          <div className={styles.group}>
            <Group className={styles.groupHeading}>{T.dataProtection}</Group>
            {declared}
            <dl className={styles.facts}>
              {dp.processingRegions.length > 0 ? (
                <div className={styles.fact}>
                  <dt>{T.processing}</dt>
                  <dd>{dp.processingRegions.map((r) => regionName(r, locale)).join(', ')}</dd>
                </div>
              ) : null}
              {dp.hosting ? (
                <div className={styles.fact}>
                  <dt>{T.hosting}</dt>
                  <dd>{HOSTING_LABELS[dp.hosting]}</dd>
                </div>
              ) : null}
              {typeof dp.gdprDpa === 'boolean' ? (
                <div className={styles.fact}>
                  <dt>{T.gdprDpa}</dt>
                  <dd>{dp.gdprDpa ? T.yes : T.no}</dd>
                </div>
              ) : null}
              {dp.privacyPolicyUrl ? (
                <div className={styles.fact}>
                  <dt>{T.privacyPolicy}</dt>
                  <dd>
                    <ExternalLink href={dp.privacyPolicyUrl}>{T.privacyPolicy}</ExternalLink>
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
        ) : null}

        {evidence.clinical ? (
          <ClinicalEvidenceGroup
            clinical={evidence.clinical}
            Group={Group}
            declared={declared}
            Link={ExternalLink}
            results={results}
          />
        ) : null}
      </div>
    </section>
  );
}
