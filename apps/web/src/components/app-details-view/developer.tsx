import { APP_DETAILS_TEXTS, paths, type AppDetails } from '@showroom/contract';
import { Link } from 'react-router';
import { displayUrl, externalHref, NEW_TAB } from '../app-card/external-href.ts';
import { ExternalIcon, PlaceholderImageIcon } from '../app-card/icons.tsx';
import buttons from '../../styles/buttons.module.css';
import styles from './app-details-view.module.css';

const VENDOR_ICON_SIZE = 56;

/** An app's developer: icon, name (to the vendor's page), description, website in a new tab, Contact Vendor. */
export function Developer({
  vendor,
  Heading,
}: {
  readonly vendor: AppDetails['vendor'];
  readonly Heading: 'h2' | 'h3';
}) {
  const websiteHref = externalHref(vendor.website);
  return (
    <section className={styles.developer}>
      <Heading className={styles.sectionHeading}>{APP_DETAILS_TEXTS.developer}</Heading>
      <div className={styles.vendorHead}>
        {vendor.imageUrl ? (
          <img
            className={styles.vendorIcon}
            src={vendor.imageUrl}
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
          <Link to={paths.vendorPage(vendor.id)}>{vendor.name}</Link>
        </p>
      </div>
      {vendor.description ? <p className={styles.vendorDescription}>{vendor.description}</p> : null}
      {websiteHref ? (
        <p className={styles.website}>
          <a href={websiteHref} {...NEW_TAB}>
            {displayUrl(websiteHref)}
            <ExternalIcon className={styles.inlineIcon} />
          </a>
        </p>
      ) : null}
      <a className={buttons.button} href={`mailto:${vendor.email}`}>
        {APP_DETAILS_TEXTS.contactVendor}
      </a>
    </section>
  );
}
