import { SANDBOX_FHIR_PATH, SANDBOX_PAGE } from '@showroom/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { CopyField } from '../../components/copy-field/copy-field.tsx';
import { withLocalePart } from '../../lib/locale.ts';
import { usePageTitle } from '../../components/page-title.tsx';
import styles from './sandbox-page.module.css';
import page from './static-page.module.css';
import { StaticPage } from './static-page.tsx';
import type { SandboxPatient } from '../../components/sandbox-launch/sandbox-patients.ts';

/** The patients' loader, shared with `Launch in sandbox`'s chunk: asked for with the patients. */
const loadPatients = (base: string) => async () =>
  (await import('../../components/sandbox-launch/sandbox-patients.ts')).loadPatients(base);

/** The section on launching SMART apps (issue 34): a chunk of its own, with its texts, after the first view. */
const SandboxLaunching = lazy(async () => ({
  default: (
    await withLocalePart(
      'sandboxLaunch',
      () => import('../../components/sandbox-launch/sandbox-launch.tsx'),
    )()
  ).SandboxLaunching,
}));

/**
 * How soon the patients are asked for again after the sandbox did not answer: as its Retry-After says
 * (sandbox-patients.ts puts it on the error; the API answers 503 with it while the sandbox restarts),
 * else in 10 s. So the page recovers by itself once the sandbox is back. (The Launch dialog asks again
 * when it is opened again.)
 */
const askAgain = ({ state }: { state: { status: string; error: unknown } }): number | false =>
  state.status === 'error' && ((state.error as { retryAfter?: number } | null)?.retryAfter ?? 10_000);

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={page.faq} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

function PatientTable({ patients }: { patients: readonly SandboxPatient[] }) {
  const t = SANDBOX_PAGE;
  return (
    // On a narrow screen the table scrolls within this box, which keyboard users reach with Tab.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1; axe scrollable-region-focusable)
    <section className={styles.tableWrap} tabIndex={0} aria-label={t.patientsHeading}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.age}</th>
            <th scope="col">{t.sex}</th>
            <th scope="col">{t.conditions}</th>
          </tr>
        </thead>
        <tbody>
          {patients.map((patient) => (
            <tr key={patient.id}>
              <th scope="row">{patient.name}</th>
              <td>
                {patient.age}
                {patient.deceased && ` (${t.deceased})`}
              </td>
              <td>{t.sexes[patient.sex]}</td>
              <td>{patient.conditions.length > 0 ? patient.conditions.join(', ') : t.noConditions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * /sandbox: the FHIR R4 sandbox's base URL (this site's origin, which passes it to the sandbox's
 * process), its patients as the sandbox itself answers them, a request to copy, and what it supports.
 */
export function SandboxPage() {
  const t = SANDBOX_PAGE;
  usePageTitle(t.title);
  const base = `${window.location.origin}${SANDBOX_FHIR_PATH}`;
  const patients = useQuery({
    queryKey: ['sandbox-patients', base],
    queryFn: loadPatients(base),
    refetchInterval: askAgain,
  });
  const first = patients.data?.[0]?.id ?? '{patient-id}';
  const example = `curl -H "Accept: application/fhir+json" "${base}/Observation?patient=${first}&_sort=-date&_count=10"`;
  return (
    <StaticPage title={t.title} intro={t.intro}>
      <Section heading={t.baseUrlHeading}>
        <CopyField
          label={t.baseUrlLabel}
          copyLabel={t.copy}
          value={base}
          rows={1}
          copiedText={t.copied}
          failedText={t.copyFailed}
        />
      </Section>
      <Section heading={t.patientsHeading}>
        <p>{t.patientsIntro}</p>
        {patients.isPending ? (
          <p role="status">{t.loading}</p>
        ) : patients.isError ? (
          <p role="alert">{t.unavailable}</p>
        ) : patients.data.length === 0 ? (
          <p>{t.noPatients}</p>
        ) : (
          <PatientTable patients={patients.data} />
        )}
      </Section>
      <Section heading={t.exampleHeading}>
        <p>{t.exampleIntro}</p>
        <CopyField
          label={t.exampleLabel}
          copyLabel={t.copyExample}
          value={example}
          rows={3}
          copiedText={t.copied}
          failedText={t.copyFailed}
        />
      </Section>
      <Section heading={t.supportsHeading}>
        <ul>
          {t.supports.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Suspense fallback={null}>
        <SandboxLaunching Section={Section} base={base} patient={patients.data?.[0]?.id} />
      </Suspense>
      <Section heading={t.notSupportedHeading}>
        <ul>
          {t.notSupported.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
    </StaticPage>
  );
}

/** The route table loads the page as its module's default export (route-table.tsx: ownPage). */
export default SandboxPage;
