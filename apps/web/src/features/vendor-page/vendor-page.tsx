import {
  LOAD_VENDOR_FAILURE,
  paths,
  PUBLIC_VENDOR_TEXTS as T,
  vendorIconAlt,
  type PublicVendor,
} from '@showroom/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import {
  AppCard,
  AppCardGrid,
  AppCardGridItem,
  displayUrl,
  externalHref,
  NEW_TAB,
} from '../../components/app-card/index.ts';
import { ExternalIcon } from '../../components/app-card/icons.tsx';
import { NoticePage } from '../../components/notice-page.tsx';
import { usePageTitle } from '../../components/page-title.tsx';
import { isApiError, messageForFailure } from '../../lib/api-client-core.ts';
import buttons from '../../styles/buttons.module.css';
import { publicVendorQueryOptions } from './api/get-public-vendor.ts';
import styles from './vendor-page.module.css';

/** The markdown renderer is a chunk of its own (as on the app page), asked for once the page renders. */
const Markdown = lazy(async () => ({
  default: (await import('../../components/markdown/markdown.tsx')).Markdown,
}));

const LOGO_SIZE = 96;
/** Cards whose icons load at once: the first row on wide screens, as in the catalogue. */
const EAGER_ICONS = 4;

/**
 * vendors/{id}: an approved vendor's page. Its name is the page's heading and title, beside its logo,
 * with its website (a new tab); then its description (Markdown without raw HTML) and its published
 * apps as the catalogue's cards. A vendor that is unknown or not approved (404) gets the not-found page; another
 * failure says so and offers to try again.
 */
export function VendorPage({ vendorId }: { readonly vendorId: number }) {
  const query = useQuery(publicVendorQueryOptions(vendorId));
  const notFound = isApiError(query.error) && query.error.status === 404;
  usePageTitle(query.data?.vendor.name ?? (notFound ? T.notFoundTitle : undefined));

  if (notFound) return <VendorNotFound />;
  if (query.isError && !query.data) {
    return (
      <NoticePage title={T.loadFailed}>
        <p>{messageForFailure(query.error, LOAD_VENDOR_FAILURE).text}</p>
        <p>
          <button type="button" className={buttons.button} onClick={() => void query.refetch()}>
            {T.retry}
          </button>
        </p>
      </NoticePage>
    );
  }
  if (!query.data) {
    return (
      <div aria-busy="true" className={styles.page}>
        <p className="visually-hidden" role="status">
          {T.loading}
        </p>
      </div>
    );
  }
  return <VendorProfileView page={query.data} />;
}

/** A vendor the showroom does not list (unknown, or not approved), or an address that is no vendor's. */
export function VendorNotFound() {
  usePageTitle(T.notFoundTitle);
  return (
    <NoticePage title={T.notFoundTitle}>
      <p>{T.notFound}</p>
      <p>
        <Link to={paths.apps}>{T.browseApps}</Link>
      </p>
    </NoticePage>
  );
}

function VendorProfileView({ page: { vendor, apps } }: { readonly page: PublicVendor }) {
  const nameId = useId();
  const appsId = useId();
  const websiteHref = externalHref(vendor.website);
  return (
    <article className={styles.page} aria-labelledby={nameId}>
      <header className={styles.head}>
        {vendor.imageUrl ? (
          <img
            className={styles.logo}
            src={vendor.imageUrl}
            alt={vendorIconAlt(vendor.name)}
            width={LOGO_SIZE}
            height={LOGO_SIZE}
            fetchPriority="high"
          />
        ) : null}
        <div className={styles.titles}>
          <h1 id={nameId} className={styles.name}>
            {vendor.name}
          </h1>
          {websiteHref ? (
            <a className={styles.website} href={websiteHref} {...NEW_TAB}>
              {displayUrl(websiteHref)}
              <ExternalIcon />
            </a>
          ) : null}
        </div>
      </header>

      {vendor.description.trim() ? (
        <section className={styles.about}>
          <h2 className={styles.sectionHeading}>{T.about}</h2>
          <Suspense fallback={null}>
            <Markdown>{vendor.description}</Markdown>
          </Suspense>
        </section>
      ) : null}

      <section aria-labelledby={appsId}>
        <h2 id={appsId} className={styles.sectionHeading}>
          {T.apps}
        </h2>
        {apps.length > 0 ? (
          <AppCardGrid>
            {apps.map((card, index) => (
              <AppCardGridItem key={card.id}>
                <AppCard card={card} linkVendor={false} eagerIcon={index < EAGER_ICONS} compare />
              </AppCardGridItem>
            ))}
          </AppCardGrid>
        ) : (
          <p className={styles.empty}>{T.noApps}</p>
        )}
      </section>
    </article>
  );
}
