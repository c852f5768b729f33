import { evidenceFacts, type AppDetails, type CompareRow } from '@showroom/contract';
import type { ComponentType } from 'react';

/**
 * Compare's rows for the apps' evidence (issue 37: runs on, used by, certifications, data protection):
 * a chunk of its own, loaded as the table renders, so the page's first load carries none of its texts.
 * Certificates say whether they are still valid today.
 */
export function EvidenceRows({
  apps,
  hideIdentical,
  Row,
}: {
  readonly apps: readonly AppDetails[];
  readonly hideIdentical: boolean;
  readonly Row: ComponentType<{ readonly row: CompareRow }>;
}) {
  const today = new Date();
  const facts = apps.map((app) => evidenceFacts(app.evidence, today));
  const rows: CompareRow[] = (facts[0] ?? []).map((fact, i) => {
    const values = facts.map((f) => f[i]?.value ?? '');
    return { key: fact.key, label: fact.label, values, differs: new Set(values).size > 1 };
  });
  // Rows nobody declared say nothing; identical ones hide with the others'.
  const shown = rows.filter((row) => row.values.some(Boolean) && (!hideIdentical || row.differs));
  return (
    <>
      {shown.map((row) => (
        <Row key={row.key} row={row} />
      ))}
    </>
  );
}
