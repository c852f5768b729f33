import {
  AUDIENCE_LABELS,
  INTEROP_VIEW_TEXTS as T,
  LICENSE_KIND_LABELS,
  PROFILE_VALUE_TEXTS,
  CHECK_TEXTS,
  CATEGORY_LABELS,
  DEVICE_CLASS_LABELS,
  INTEROPERABILITY_SECTION_ID,
  languageName,
  paths,
  PLATFORM_LABELS,
  PRICING_LABELS,
  PROPRIETARY,
  SMART_CLIENT_LABELS,
  SMART_LAUNCH_LABELS,
  STANDARD_LABELS,
  type AppDetails,
} from '@showroom/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { externalHref, NEW_TAB } from '../app-card/external-href.ts';
import { ExternalIcon } from '../app-card/icons.tsx';
import { factResultText } from '../live-checks/fact-result-text.ts';
import { appChecksQueryOptions } from '../live-checks/checks-query.ts';
import { factKey, latestFactResults, type FactResults } from '../live-checks/fact-results.ts';
import { withLocalePart } from '../../lib/locale.ts';
import { EvidenceSection } from './evidence-section.tsx';
import { RESULT_CLASS } from './result-class.ts';
import styles from './interoperability.module.css';

/** Try this CDS service (issue 36): a chunk of its own, asked for only where it shows. */
const CdsTrySection = lazy(
  withLocalePart('cdsTry', async () => ({
    default: (await import('../cds-try/cds-try-section.tsx')).CdsTrySection,
  })),
);

/**
 * `Launch in sandbox` (issue 34): a chunk of its own, loaded only for an app the sandbox can launch, with
 * its texts in the language on screen.
 */
const SandboxLaunch = lazy(
  withLocalePart('sandboxLaunch', () => import('../sandbox-launch/sandbox-launch.tsx')),
);

/** A FHIR package's page in the Simplifier registry (which mirrors packages.fhir.org). */
const igRegistryUrl = (packageId: string, version?: string | null): string =>
  `https://simplifier.net/packages/${encodeURIComponent(packageId)}${version ? `/${encodeURIComponent(version)}` : ''}`;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

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

/** One declared value that live checks can confirm: what it shows, and the key and value the checks name it by. */
interface CheckableValue {
  readonly value: string;
  readonly label?: ReactNode;
}

/** Declared values, each with its latest live check result beside it, linked to 'How we check'. */
function Checked({
  factName,
  values,
  results,
}: {
  factName: string;
  values: readonly CheckableValue[];
  results: FactResults;
}) {
  return (
    <ul className={styles.checked}>
      {values.map((v) => {
        const result = results.get(factKey(factName, v.value));
        return (
          <li key={v.value}>
            <span className={styles.checkedValue}>{v.label ?? v.value}</span>{' '}
            <Link
              className={`${styles.result} ${result ? RESULT_CLASS[result.fact.status] : styles.declared}`}
              to={paths.howWeCheck}
            >
              {factResultText(result)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

const plain = (values: readonly string[]): CheckableValue[] => values.map((value) => ({ value }));

const yesNo = (v: boolean | null | undefined) =>
  v === true ? PROFILE_VALUE_TEXTS.yes : v === false ? PROFILE_VALUE_TEXTS.no : undefined;

/**
 * What the vendor declared about the app's standards and classification, group by group. Beside each
 * value live checks can confirm stands its latest result (confirmed on a date, not confirmed with what
 * the server reports, or declared by the vendor), linked to 'How we check'. `liveChecks` is the 'Check
 * now' part for the app's vendor and admins.
 */
export function Interoperability({
  app,
  Heading,
  results: given,
  liveChecks,
  cdsTry = false,
}: {
  /**
   * The app: its profile, its id (its live checks' results show beside its facts, asked for when this
   * section loads) and its demo address (an app launchable into the sandbox gets `Launch in sandbox`).
   */
  app: Pick<AppDetails, 'id' | 'profile' | 'demoUrl' | 'evidence'>;
  Heading: 'h2' | 'h3';
  results?: FactResults;
  liveChecks?: ReactNode;
  /** Whether to offer `Try this CDS service` (a published app's page) when a discovery URL is declared. */
  cdsTry?: boolean;
}) {
  const { profile, id: appId, demoUrl } = app;
  const checks = useQuery({
    ...appChecksQueryOptions(appId),
    enabled: given === undefined,
  });
  const fetched = useMemo(() => latestFactResults(checks.data?.checks), [checks.data]);
  const results = given ?? fetched;
  const headingId = useId();
  const Group = Heading === 'h2' ? 'h3' : 'h4';
  const p = profile ?? undefined;
  const c = p?.classification ?? undefined;
  const declaredAnything =
    p !== undefined &&
    (p.standards.length > 0 || !!p.fhir || !!p.smart || !!p.cdsHooks || !!p.openehr || !!c);

  const section = (
    <section id={INTEROPERABILITY_SECTION_ID} className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {T.heading}
      </Heading>
      {!declaredAnything ? (
        <p className={styles.empty}>{T.empty}</p>
      ) : (
        <>
          <p className={styles.source}>
            {CHECK_TEXTS.intro} <Link to={paths.howWeCheck}>{CHECK_TEXTS.howWeCheckLink}</Link>
          </p>
          <div className={styles.groups}>
            <div className={styles.group}>
              <Group className={styles.groupHeading}>{T.standards}</Group>
              <p>
                {p.standards.length > 0
                  ? p.standards.map((s) => STANDARD_LABELS[s]).join(', ')
                  : T.notDeclared}
              </p>
            </div>

            {p.fhir ? (
              <div className={styles.group}>
                <Group className={styles.groupHeading}>HL7 FHIR</Group>
                <dl className={styles.facts}>
                  {p.fhir.versions.length > 0 ? (
                    <Fact term={T.versions}>
                      <Checked
                        factName="profile.fhir.versions"
                        values={plain(p.fhir.versions)}
                        results={results}
                      />
                    </Fact>
                  ) : null}
                  {p.fhir.resources.length > 0 ? (
                    <Fact term={T.resources}>
                      <Checked
                        factName="profile.fhir.resources"
                        values={plain(p.fhir.resources)}
                        results={results}
                      />
                    </Fact>
                  ) : null}
                  {p.fhir.implementationGuides.length > 0 ? (
                    <Fact term={T.implementationGuides}>
                      <Checked
                        factName="profile.fhir.implementationGuides"
                        values={p.fhir.implementationGuides.map((ig) => ({
                          value: ig.version ? `${ig.packageId} ${ig.version}` : ig.packageId,
                          label: (
                            <ExternalLink href={igRegistryUrl(ig.packageId, ig.version)}>
                              {ig.packageId}
                              {ig.version ? ` ${ig.version}` : ''}
                            </ExternalLink>
                          ),
                        }))}
                        results={results}
                      />
                    </Fact>
                  ) : null}
                  {p.fhir.sandboxUrl ? (
                    <Fact term={T.sandbox}>
                      <ExternalLink href={p.fhir.sandboxUrl}>{p.fhir.sandboxUrl}</ExternalLink>
                    </Fact>
                  ) : null}
                </dl>
              </div>
            ) : null}

            {p.smart ? (
              <div className={styles.group}>
                <Group className={styles.groupHeading}>SMART App Launch</Group>
                <dl className={styles.facts}>
                  {p.smart.launchTypes.length > 0 ? (
                    <Fact term={T.launch}>
                      <Checked
                        factName="profile.smart.launchTypes"
                        values={p.smart.launchTypes.map((l) => ({ value: l, label: SMART_LAUNCH_LABELS[l] }))}
                        results={results}
                      />
                    </Fact>
                  ) : null}
                  {p.smart.clientType ? (
                    <Fact term={T.client}>
                      <Checked
                        factName="profile.smart.clientType"
                        values={[
                          { value: p.smart.clientType, label: SMART_CLIENT_LABELS[p.smart.clientType] },
                        ]}
                        results={results}
                      />
                    </Fact>
                  ) : null}
                  {p.smart.scopes.length > 0 ? (
                    <Fact term={T.scopes}>
                      <Checked
                        factName="profile.smart.scopes"
                        values={p.smart.scopes.map((s) => ({ value: s, label: <code>{s}</code> }))}
                        results={results}
                      />
                    </Fact>
                  ) : null}
                  {p.smart.launchUrl ? (
                    <Fact term={T.launchUrl}>
                      <Checked
                        factName="profile.smart.launchUrl"
                        values={[{ value: p.smart.launchUrl, label: <code>{p.smart.launchUrl}</code> }]}
                        results={results}
                      />
                    </Fact>
                  ) : null}
                  {p.smart.redirectUris?.length ? (
                    <Fact term={T.redirectUris}>
                      <Checked
                        factName="profile.smart.redirectUris"
                        values={p.smart.redirectUris.map((u) => ({ value: u, label: <code>{u}</code> }))}
                        results={results}
                      />
                    </Fact>
                  ) : null}
                  {/* Not a declaration: shown once a live check has looked for the manifest. */}
                  {p.smart.launchUrl && results.has(factKey('profile.smart.manifest', 'published')) ? (
                    <Fact term={T.manifest}>
                      <Checked
                        factName="profile.smart.manifest"
                        values={[{ value: 'published', label: T.manifestPublished }]}
                        results={results}
                      />
                    </Fact>
                  ) : null}
                </dl>
                {/* The trigger only: the chunk decides whether the sandbox can launch it (a seeded SMART
                    demo, or a published app with a sandbox registration). */}
                {p.smart.launchTypes.includes('ehr') || p.smart.launchTypes.includes('standalone') ? (
                  <Suspense fallback={null}>
                    <SandboxLaunch appId={appId} demoUrl={demoUrl ?? null} profile={p} />
                  </Suspense>
                ) : null}
              </div>
            ) : null}

            {p.cdsHooks ? (
              <div className={styles.group}>
                <Group className={styles.groupHeading}>CDS Hooks</Group>
                <dl className={styles.facts}>
                  {p.cdsHooks.hooks.length > 0 ? (
                    <Fact term={T.hooks}>
                      <Checked
                        factName="profile.cdsHooks.hooks"
                        values={p.cdsHooks.hooks.map((h) => ({ value: h, label: <code>{h}</code> }))}
                        results={results}
                      />
                    </Fact>
                  ) : null}
                  {p.cdsHooks.discoveryUrl ? (
                    <Fact term={T.discovery}>
                      <ExternalLink href={p.cdsHooks.discoveryUrl}>{p.cdsHooks.discoveryUrl}</ExternalLink>
                    </Fact>
                  ) : null}
                </dl>
              </div>
            ) : null}

            {p.openehr ? (
              <div className={styles.group}>
                <Group className={styles.groupHeading}>openEHR</Group>
                <dl className={styles.facts}>
                  {p.openehr.restApiVersion ? (
                    <Fact term={T.restApi}>
                      <Checked
                        factName="profile.openehr.restApiVersion"
                        values={plain([p.openehr.restApiVersion])}
                        results={results}
                      />
                    </Fact>
                  ) : null}
                  {p.openehr.rmVersion ? <Fact term={T.referenceModel}>{p.openehr.rmVersion}</Fact> : null}
                  {p.openehr.templates.length > 0 ? (
                    <Fact term={T.templates}>
                      <Checked
                        factName="profile.openehr.templates"
                        values={p.openehr.templates.map((t) => ({
                          value: t.id,
                          label: <ExternalLink href={t.ckmUrl}>{t.id}</ExternalLink>,
                        }))}
                        results={results}
                      />
                    </Fact>
                  ) : null}
                  {p.openehr.cdrs.length > 0 ? (
                    <Fact term={T.testedWith}>{p.openehr.cdrs.join(', ')}</Fact>
                  ) : null}
                  {yesNo(p.openehr.usesAql) ? <Fact term={T.usesAql}>{yesNo(p.openehr.usesAql)}</Fact> : null}
                  {p.openehr.demoCdrUrl ? (
                    <Fact term={T.demoCdr}>
                      <ExternalLink href={p.openehr.demoCdrUrl}>{p.openehr.demoCdrUrl}</ExternalLink>
                    </Fact>
                  ) : null}
                </dl>
              </div>
            ) : null}

            {c ? (
              <div className={styles.group}>
                <Group className={styles.groupHeading}>{T.classification}</Group>
                <dl className={styles.facts}>
                  {c.categories.length > 0 ? (
                    <Fact term={T.categories}>{c.categories.map((v) => CATEGORY_LABELS[v]).join(', ')}</Fact>
                  ) : null}
                  {c.audiences.length > 0 ? (
                    <Fact term={T.audiences}>{c.audiences.map((v) => AUDIENCE_LABELS[v]).join(', ')}</Fact>
                  ) : null}
                  {c.platforms.length > 0 ? (
                    <Fact term={T.platforms}>{c.platforms.map((v) => PLATFORM_LABELS[v]).join(', ')}</Fact>
                  ) : null}
                  {c.languages.length > 0 ? (
                    <Fact term={T.languages}>{c.languages.map(languageName).join(', ')}</Fact>
                  ) : null}
                  {c.license ? (
                    <Fact term={T.license}>
                      {c.license === PROPRIETARY ? (
                        LICENSE_KIND_LABELS.proprietary
                      ) : (
                        <ExternalLink href={`https://spdx.org/licenses/${c.license}.html`}>
                          {c.license}
                        </ExternalLink>
                      )}
                    </Fact>
                  ) : null}
                  {c.pricing ? <Fact term={T.pricing}>{PRICING_LABELS[c.pricing]}</Fact> : null}
                  {c.deviceClasses.length > 0 ? (
                    <Fact term={T.deviceClasses}>
                      {c.deviceClasses.map((v) => DEVICE_CLASS_LABELS[v]).join(', ')}
                    </Fact>
                  ) : null}
                </dl>
              </div>
            ) : null}
          </div>
        </>
      )}
      {liveChecks}
    </section>
  );
  // The evidence (issue 37) rides in this chunk: no bytes of its own in the page's first load.
  const evidence = app.evidence ? (
    <EvidenceSection evidence={app.evidence} Heading={Heading} results={results} />
  ) : null;
  if (!cdsTry || appId === undefined || !p?.cdsHooks?.discoveryUrl)
    return (
      <>
        {section}
        {evidence}
      </>
    );
  return (
    <>
      {section}
      <Suspense fallback={null}>
        <CdsTrySection appId={appId} Heading={Heading} />
      </Suspense>
      {evidence}
    </>
  );
}
