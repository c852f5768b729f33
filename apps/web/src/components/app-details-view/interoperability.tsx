import {
  AUDIENCE_LABELS,
  CATEGORY_LABELS,
  DEVICE_CLASS_LABELS,
  languageName,
  PLATFORM_LABELS,
  PRICING_LABELS,
  PROPRIETARY,
  SMART_CLIENT_LABELS,
  SMART_LAUNCH_LABELS,
  STANDARD_LABELS,
  type InteropProfile,
} from '@showroom/contract';
import { useId, type ReactNode } from 'react';
import { externalHref, NEW_TAB } from '../app-card/external-href.ts';
import { ExternalIcon } from '../app-card/icons.tsx';
import styles from './interoperability.module.css';

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

function List({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className={styles.chips}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
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

const yesNo = (v: boolean | null | undefined) => (v === true ? 'Yes' : v === false ? 'No' : undefined);

/**
 * What the vendor declared about the app's standards and classification, group by group; every fact is
 * marked as declared by the vendor (live checks will confirm them against the vendor's servers).
 */
export function Interoperability({
  profile,
  Heading,
}: {
  profile: InteropProfile | null | undefined;
  Heading: 'h2' | 'h3';
}) {
  const headingId = useId();
  const Group = Heading === 'h2' ? 'h3' : 'h4';
  const p = profile ?? undefined;
  const c = p?.classification ?? undefined;
  const declaredAnything =
    p !== undefined &&
    (p.standards.length > 0 || !!p.fhir || !!p.smart || !!p.cdsHooks || !!p.openehr || !!c);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        Interoperability
      </Heading>
      {!declaredAnything ? (
        <p className={styles.empty}>The vendor has not declared which standards this app uses.</p>
      ) : (
        <>
          <p className={styles.source}>Declared by the vendor</p>
          <div className={styles.groups}>
            <div className={styles.group}>
              <Group className={styles.groupHeading}>Standards</Group>
              <p>
                {p.standards.length > 0
                  ? p.standards.map((s) => STANDARD_LABELS[s]).join(', ')
                  : 'Not declared'}
              </p>
            </div>

            {p.fhir ? (
              <div className={styles.group}>
                <Group className={styles.groupHeading}>HL7 FHIR</Group>
                <dl className={styles.facts}>
                  {p.fhir.versions.length > 0 ? (
                    <Fact term="Versions">{p.fhir.versions.join(', ')}</Fact>
                  ) : null}
                  {p.fhir.resources.length > 0 ? (
                    <Fact term="Resources">
                      <List items={p.fhir.resources} />
                    </Fact>
                  ) : null}
                  {p.fhir.implementationGuides.length > 0 ? (
                    <Fact term="Implementation guides">
                      <List
                        items={p.fhir.implementationGuides.map((ig) => (
                          <ExternalLink key={ig.packageId} href={igRegistryUrl(ig.packageId, ig.version)}>
                            {ig.packageId}
                            {ig.version ? ` ${ig.version}` : ''}
                          </ExternalLink>
                        ))}
                      />
                    </Fact>
                  ) : null}
                  {p.fhir.sandboxUrl ? (
                    <Fact term="Sandbox">
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
                    <Fact term="Launch">
                      {p.smart.launchTypes.map((l) => SMART_LAUNCH_LABELS[l]).join(', ')}
                    </Fact>
                  ) : null}
                  {p.smart.clientType ? (
                    <Fact term="Client">{SMART_CLIENT_LABELS[p.smart.clientType]}</Fact>
                  ) : null}
                  {p.smart.scopes.length > 0 ? (
                    <Fact term="Scopes">
                      <List
                        items={p.smart.scopes.map((s) => (
                          <code key={s}>{s}</code>
                        ))}
                      />
                    </Fact>
                  ) : null}
                </dl>
              </div>
            ) : null}

            {p.cdsHooks ? (
              <div className={styles.group}>
                <Group className={styles.groupHeading}>CDS Hooks</Group>
                <dl className={styles.facts}>
                  {p.cdsHooks.hooks.length > 0 ? (
                    <Fact term="Hooks">
                      <List
                        items={p.cdsHooks.hooks.map((h) => (
                          <code key={h}>{h}</code>
                        ))}
                      />
                    </Fact>
                  ) : null}
                  {p.cdsHooks.discoveryUrl ? (
                    <Fact term="Discovery">
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
                  {p.openehr.restApiVersion ? <Fact term="REST API">{p.openehr.restApiVersion}</Fact> : null}
                  {p.openehr.rmVersion ? <Fact term="Reference Model">{p.openehr.rmVersion}</Fact> : null}
                  {p.openehr.templates.length > 0 ? (
                    <Fact term="Templates">
                      <List
                        items={p.openehr.templates.map((t) => (
                          <ExternalLink key={t.id} href={t.ckmUrl}>
                            {t.id}
                          </ExternalLink>
                        ))}
                      />
                    </Fact>
                  ) : null}
                  {p.openehr.cdrs.length > 0 ? (
                    <Fact term="Tested with">{p.openehr.cdrs.join(', ')}</Fact>
                  ) : null}
                  {yesNo(p.openehr.usesAql) ? <Fact term="Uses AQL">{yesNo(p.openehr.usesAql)}</Fact> : null}
                  {p.openehr.demoCdrUrl ? (
                    <Fact term="Demo CDR">
                      <ExternalLink href={p.openehr.demoCdrUrl}>{p.openehr.demoCdrUrl}</ExternalLink>
                    </Fact>
                  ) : null}
                </dl>
              </div>
            ) : null}

            {c ? (
              <div className={styles.group}>
                <Group className={styles.groupHeading}>Classification</Group>
                <dl className={styles.facts}>
                  {c.categories.length > 0 ? (
                    <Fact term="Categories">{c.categories.map((v) => CATEGORY_LABELS[v]).join(', ')}</Fact>
                  ) : null}
                  {c.audiences.length > 0 ? (
                    <Fact term="For">{c.audiences.map((v) => AUDIENCE_LABELS[v]).join(', ')}</Fact>
                  ) : null}
                  {c.platforms.length > 0 ? (
                    <Fact term="Platforms">{c.platforms.map((v) => PLATFORM_LABELS[v]).join(', ')}</Fact>
                  ) : null}
                  {c.languages.length > 0 ? (
                    <Fact term="Languages">{c.languages.map(languageName).join(', ')}</Fact>
                  ) : null}
                  {c.license ? (
                    <Fact term="Licence">
                      {c.license === PROPRIETARY ? (
                        'Proprietary'
                      ) : (
                        <ExternalLink href={`https://spdx.org/licenses/${c.license}.html`}>
                          {c.license}
                        </ExternalLink>
                      )}
                    </Fact>
                  ) : null}
                  {c.pricing ? <Fact term="Pricing">{PRICING_LABELS[c.pricing]}</Fact> : null}
                  {c.deviceClasses.length > 0 ? (
                    <Fact term="Medical device">
                      {c.deviceClasses.map((v) => DEVICE_CLASS_LABELS[v]).join(', ')}
                    </Fact>
                  ) : null}
                </dl>
              </div>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
