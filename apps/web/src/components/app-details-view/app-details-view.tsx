import {
  APP_DETAILS_TEXTS,
  APP_PAGE_TEXTS,
  CARD_CHECK_TEXTS,
  CATALOGUE_TEXTS,
  INTEROPERABILITY_SECTION_ID,
  cardBadges,
  formatDate,
  isVerified,
  paths,
  type AppDetails,
} from '@showroom/contract';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { withLocalePart } from '../../lib/locale.ts';
import { usePainted } from '../../lib/use-painted.ts';
import { displayUrl, externalHref, NEW_TAB } from '../app-card/external-href.ts';
import { ExternalIcon, PlaceholderImageIcon } from '../app-card/icons.tsx';
import buttons from '../../styles/buttons.module.css';
import styles from './app-details-view.module.css';
import { ScreenshotCarousel } from './screenshot-carousel.tsx';

/**
 * The markdown renderer is most of the page's own JavaScript (react-markdown and its parser), and the
 * description sits below the name and the screenshots: a chunk of its own, asked for only once the
 * rest of the page is on screen (and only for a description), so it neither delays nor competes with
 * the page's first paint.
 */
const Markdown = lazy(async () => ({ default: (await import('../markdown/markdown.tsx')).Markdown }));

/**
 * The Interoperability section closes the page, below the description and the developer: a chunk of
 * its own with its labels and the live checks' texts, asked for as the page renders, so the first view
 * (name, vendor, icon, short description, screenshots) neither waits for it nor carries its bytes;
 * in German, its part of the catalogue comes with it (the first view waits only for its own texts).
 */
const Interoperability = lazy(
  withLocalePart('interop', async () => ({
    default: (await import('./interoperability.tsx')).Interoperability,
  })),
);

const APP_ICON_SIZE = 112;
const VENDOR_ICON_SIZE = 56;

export interface AppDetailsViewProps {
  /** The version to show: the published one, or the one in progress (preview). */
  readonly app: AppDetails;
  /** Above everything: the vendor's status banner, the admin's review bar. */
  readonly banner?: ReactNode;
  /** Beside Demo in the header: Edit, View preview, View published, Approve, ... */
  readonly actions?: ReactNode;
  /** 1 where the app's name is the page's heading; 2 inside a page with its own h1 (the editor's preview step). */
  readonly headingLevel?: 1 | 2;
  /** In the Interoperability section: 'Check now' and the check history (the app's vendor, admins). */
  readonly liveChecks?: ReactNode;
  /** A click on Demo (the published page counts it; previews do not). */
  readonly onDemo?: (() => void) | undefined;
}

/**
 * An app's page: icon, name, version, last update, repository and Demo; the screenshots; the
 * description as markdown; and the developer: icon, name, description, website and a 'Contact Vendor'
 * mail link. The vendor's name (under the app's, and the developer's) links to the vendor's page. Used by the public details page and by the vendor's and admin's previews.
 */
export function AppDetailsView({
  app,
  banner,
  actions,
  headingLevel = 1,
  liveChecks,
  onDemo,
}: AppDetailsViewProps) {
  const nameId = useId();
  const Title = `h${headingLevel}` as const;
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  const demoHref = externalHref(app.demoUrl);
  const repoHref = externalHref(app.repoUrl);
  const websiteHref = externalHref(app.vendor.website);
  const vendorPage = paths.vendorPage(app.vendor.id);
  const demoHintId = useId();
  const painted = usePainted();
  // The profile in brief near the top (integrators come for it); the full section closes the page.
  const badges = cardBadges(app.interop);

  return (
    <article className={styles.view} aria-labelledby={nameId}>
      {banner ? <div className={styles.banner}>{banner}</div> : null}

      <header className={styles.hero}>
        {app.icon ? (
          <img
            className={styles.appIcon}
            src={app.icon}
            alt=""
            width={APP_ICON_SIZE}
            height={APP_ICON_SIZE}
            decoding="async"
            fetchPriority="high"
          />
        ) : (
          <span className={`${styles.appIcon} ${styles.placeholderIcon}`} data-testid="app-icon-placeholder">
            <PlaceholderImageIcon size={56} />
          </span>
        )}
        <div className={styles.heroText}>
          <Title id={nameId} className={styles.name}>
            {app.name}
          </Title>
          <p className={styles.byline}>
            {APP_PAGE_TEXTS.by} <Link to={vendorPage}>{app.vendor.name}</Link>
          </p>
          {app.descriptionShort ? <p className={styles.lead}>{app.descriptionShort}</p> : null}
          <dl className={styles.facts}>
            {app.version ? (
              <div className={styles.fact}>
                <dt>{APP_PAGE_TEXTS.version}</dt>
                <dd>{app.version}</dd>
              </div>
            ) : null}
            <div className={styles.fact}>
              <dt>{APP_PAGE_TEXTS.lastUpdated}</dt>
              <dd>
                <time dateTime={app.updatedAt}>{formatDate(app.updatedAt)}</time>
              </dd>
            </div>
            {badges.length > 0 ? (
              <div className={styles.fact}>
                <dt>{CATALOGUE_TEXTS.standards}</dt>
                <dd className={styles.standards}>
                  {badges.map((badge) => (
                    <span key={badge} className={styles.badge}>
                      {badge}
                    </span>
                  ))}
                  {isVerified(app.checks) ? (
                    <span className={styles.verified}>{CARD_CHECK_TEXTS.verified}</span>
                  ) : null}
                  <a href={`#${INTEROPERABILITY_SECTION_ID}`}>{APP_PAGE_TEXTS.interopDetails}</a>
                </dd>
              </div>
            ) : null}
            {repoHref ? (
              <div className={styles.fact}>
                <dt>{APP_PAGE_TEXTS.repository}</dt>
                <dd>
                  <a href={repoHref} {...NEW_TAB}>
                    {displayUrl(repoHref)}
                    <ExternalIcon className={styles.inlineIcon} />
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
        {demoHref || actions ? (
          <div className={styles.heroActions}>
            {demoHref ? (
              <a
                className={`${buttons.button} ${buttons.primary}`}
                href={demoHref}
                {...NEW_TAB}
                aria-describedby={demoHintId}
                onClick={onDemo}
              >
                {APP_PAGE_TEXTS.demo}
                <ExternalIcon />
                <span id={demoHintId} hidden>
                  {APP_PAGE_TEXTS.demoHint}
                </span>
              </a>
            ) : null}
            {app.checks?.demoUnavailable ? (
              <span className={styles.demoDown}>
                {app.checks.demoFailedAt
                  ? CARD_CHECK_TEXTS.demoFailed(app.checks.demoFailedAt)
                  : CARD_CHECK_TEXTS.demoUnavailable}
              </span>
            ) : null}
            {actions}
          </div>
        ) : null}
      </header>

      {app.screenshots.length > 0 ? (
        <section className={styles.screenshots}>
          <Section className="visually-hidden">{APP_PAGE_TEXTS.screenshots}</Section>
          <ScreenshotCarousel screenshots={app.screenshots} appName={app.name} />
        </section>
      ) : null}

      <div className={styles.columns}>
        <section className={styles.about}>
          <Section className={styles.sectionHeading}>{APP_DETAILS_TEXTS.about}</Section>
          {painted && app.description.trim() ? (
            <Suspense fallback={null}>
              <Markdown>{app.description}</Markdown>
            </Suspense>
          ) : null}
        </section>

        <section className={styles.developer}>
          <Section className={styles.sectionHeading}>{APP_DETAILS_TEXTS.developer}</Section>
          <div className={styles.vendorHead}>
            {app.vendor.imageUrl ? (
              <img
                className={styles.vendorIcon}
                src={app.vendor.imageUrl}
                alt=""
                width={VENDOR_ICON_SIZE}
                height={VENDOR_ICON_SIZE}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span
                className={`${styles.vendorIcon} ${styles.placeholderIcon}`}
                data-testid="vendor-icon-placeholder"
              >
                <PlaceholderImageIcon size={28} />
              </span>
            )}
            <p className={styles.vendorName}>
              <Link to={vendorPage}>{app.vendor.name}</Link>
            </p>
          </div>
          {app.vendor.description ? (
            <p className={styles.vendorDescription}>{app.vendor.description}</p>
          ) : null}
          {websiteHref ? (
            <p className={styles.website}>
              <a href={websiteHref} {...NEW_TAB}>
                {displayUrl(websiteHref)}
                <ExternalIcon className={styles.inlineIcon} />
              </a>
            </p>
          ) : null}
          <a className={buttons.button} href={`mailto:${app.vendor.email}`}>
            {APP_DETAILS_TEXTS.contactVendor}
          </a>
        </section>
      </div>

      <Suspense fallback={null}>
        <Interoperability
          app={app}
          Heading={Section}
          liveChecks={liveChecks}
          cdsTry={app.status === 'ACTIVE'}
        />
      </Suspense>
    </article>
  );
}

/** The page's shape while the app loads; the caller marks the region aria-busy. */
export function AppDetailsSkeleton() {
  return (
    <div className={styles.view} aria-hidden="true" data-testid="app-details-skeleton">
      <div className={styles.hero}>
        <span className={`${styles.appIcon} ${styles.bone}`} />
        <div className={styles.heroText}>
          <span className={`${styles.bone} ${styles.boneTitle}`} />
          <span className={`${styles.bone} ${styles.boneLine}`} />
          <span className={`${styles.bone} ${styles.boneLine}`} />
        </div>
      </div>
      <div className={styles.boneShots}>
        <span className={styles.bone} />
        <span className={styles.bone} />
        <span className={styles.bone} />
      </div>
    </div>
  );
}
