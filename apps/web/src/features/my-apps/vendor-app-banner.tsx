import {
  paths,
  rejectionNotice,
  VENDOR_BANNER_TEXTS,
  vendorBannerView,
  type AppDetails,
  type VendorBannerPage,
} from '@showroom/contract';
import { Link } from 'react-router';
import styles from './vendor-app-banner.module.css';

/**
 * The status banner the app's own vendor sees on its detail page and preview: the status label in its
 * ribbon colour (with the live marker beside it while a newer version is in progress), with Edit, View
 * preview and View published as the contract's vendorBannerView allows, and why the app or its update
 * was rejected (issue 19). The route composes it into the details view's banner slot.
 */
export function VendorAppBanner({
  app,
  page,
}: {
  readonly app: AppDetails;
  readonly page: VendorBannerPage;
}) {
  const view = vendorBannerView(page, app);
  const rejection = app.rejection ? rejectionNotice(app.rejection) : undefined;
  return (
    <section
      className={`${styles.banner} ${styles[view.ribbon]}`}
      aria-label={VENDOR_BANNER_TEXTS.banner}
      data-ribbon={view.ribbon}
    >
      <p className={styles.status}>
        <span className={styles.caption}>{VENDOR_BANNER_TEXTS.status}</span> <strong>{view.label}</strong>
        {view.liveMarker ? (
          <>
            {' '}
            <span className={styles.live}>{view.liveMarker}</span>
          </>
        ) : null}
      </p>
      <div className={styles.actions}>
        {view.edit ? (
          <Link className={styles.button} to={paths.editApp(app.id, 'info')}>
            {VENDOR_BANNER_TEXTS.edit}
          </Link>
        ) : null}
        {view.viewPreview ? (
          <Link className={styles.button} to={paths.appPreview(app.id)}>
            {VENDOR_BANNER_TEXTS.viewPreview}
          </Link>
        ) : null}
        {view.viewPublished ? (
          <Link className={styles.button} to={paths.appDetails(app.id)}>
            {VENDOR_BANNER_TEXTS.viewPublished}
          </Link>
        ) : null}
      </div>
      {rejection ? (
        <div className={styles.rejection}>
          <p className={styles.status}>
            <strong>{rejection.lead}</strong> {rejection.reason}
          </p>
          {rejection.live ? <p className={styles.status}>{rejection.live}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
