import {
  APP_PAGE_TEXTS,
  CARD_DESCRIPTION_LINES,
  CATALOGUE_TEXTS,
  DEMO_CLICK_EVENT,
  cardBadges,
  CARD_CHECK_TEXTS,
  cardCheckNotes,
  cardView,
  paths,
  type AppCard as AppCardData,
  type RibbonType,
} from '@showroom/contract';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useConfig } from '../../lib/config.ts';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import { countAppEvent, trackEvent } from '../../lib/tracking.ts';
import buttons from '../../styles/buttons.module.css';
import styles from './app-card.module.css';
import { externalHref, NEW_TAB } from './external-href.ts';

const CARD_ICON_SIZE = 64;

interface AppCardStatus {
  readonly label: string;
  readonly ribbon: RibbonType;
  /** The live marker beside the label (the contract's APP_LIVE_MARKER_TEXTS). */
  readonly liveMarker?: string | undefined;
}

export interface AppCardProps {
  /** The list item; the card shows the version the contract's `cardView` picks (in progress first). */
  readonly card: AppCardData;
  /** The status ribbon of vendor views, e.g. the contract's `cardStatus(card)`. None on the public catalogue. */
  readonly status?: AppCardStatus | undefined;
  /** A context menu at the card's top right (the vendor's 'App actions'). */
  readonly menu?: ReactNode;
  /** Details (to appdetails/{id}); shown unless false. */
  readonly showDetails?: boolean;
  /** Preview (to appdetails/{id}/preview): vendor views and admin lists only. */
  readonly showPreview?: boolean;
  /** Heading level of the app's name, one below the list's heading. */
  readonly headingLevel?: 2 | 3 | 4;
  /** Icons of the first row load at once; the others when they come near the viewport. */
  readonly eagerIcon?: boolean;
  /** The Compare toggle: public catalogue cards only (the catalogue, vendor pages). */
  readonly compare?: boolean;
  /** The vendor's name links to its page (/vendors/{id}); not on that page itself. */
  readonly linkVendor?: boolean;
  /**
   * What a view adds inside the card, at its full width above the buttons (My apps: why the app was
   * rejected, its views and demo clicks).
   */
  readonly children?: ReactNode;
}

/**
 * One app in a grid: icon or placeholder, name, vendor (a link to its page), the short description clamped to three lines,
 * the standards it declares as badges (a list named 'Standards': FHIR R4, openEHR, SMART, CDS Hooks),
 * and Details / Preview / Demo. Demo opens the demo in a new tab, is counted (countAppEvent: the
 * server counts published apps only) and, when tracking is enabled, records 'demo-click' with the
 * app's id and demo URL.
 */
export function AppCard({
  card,
  status,
  menu,
  showDetails = true,
  showPreview = false,
  headingLevel = 3,
  eagerIcon = false,
  compare = false,
  linkVendor = true,
  children,
}: AppCardProps) {
  const config = useConfig();
  const view = cardView(card);
  const nameId = useId();
  const newTabId = useId();
  const Heading = `h${headingLevel}` as const;
  const demoHref = externalHref(view.demoUrl);
  const badges = cardBadges(card.interop);
  const checkNotes = cardCheckNotes(card.checks);

  const onDemoClick = (): void => {
    if (!demoHref) return;
    trackEvent(config, DEMO_CLICK_EVENT, { appId: card.id, demoUrl: demoHref });
    countAppEvent(card.id, 'demo');
  };

  return (
    <article className={styles.card} aria-labelledby={nameId} data-ribbon={status?.ribbon}>
      {status ? (
        <div className={styles.ribbons}>
          <p className={`${styles.ribbon} ${styles[status.ribbon]}`}>
            <span className="visually-hidden">{`${CATALOGUE_TEXTS.cardStatus} `}</span>
            {status.label}
          </p>
          {status.liveMarker ? (
            <p className={`${styles.ribbon} ${styles.live}`}>{status.liveMarker}</p>
          ) : null}
        </div>
      ) : null}
      <div className={styles.head}>
        {view.icon ? (
          <img
            className={styles.icon}
            src={view.icon}
            alt=""
            width={CARD_ICON_SIZE}
            height={CARD_ICON_SIZE}
            loading={eagerIcon ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={`${styles.icon} ${styles.placeholderIcon}`} data-testid="app-icon-placeholder" />
        )}
        <div className={styles.titles}>
          <Heading id={nameId} className={styles.name}>
            {view.name}
          </Heading>
          <p className={styles.vendor}>
            {linkVendor ? (
              <Link to={paths.vendorPage(card.vendor.id)}>{card.vendor.name}</Link>
            ) : (
              card.vendor.name
            )}
            {view.referenceSites ? <span> · {CATALOGUE_TEXTS.usedBySites(view.referenceSites)}</span> : null}
          </p>
        </div>
        {menu ? <div className={styles.menu}>{menu}</div> : null}
      </div>
      <p
        className={`${styles.description} ${styles.clamp}`}
        style={{ '--clamp-lines': CARD_DESCRIPTION_LINES } as CSSProperties}
      >
        {view.descriptionShort}
      </p>
      {badges.length > 0 ? (
        // eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- Safari drops the role of an unstyled list
        <ul role="list" className={styles.badges} aria-label={CATALOGUE_TEXTS.standards}>
          {badges.map((badge) => (
            <li key={badge} className={styles.badge}>
              {badge}
            </li>
          ))}
        </ul>
      ) : null}
      {checkNotes.length > 0 ? (
        // eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- Safari drops the role of an unstyled list
        <ul role="list" className={styles.checkNotes} aria-label={CARD_CHECK_TEXTS.checks}>
          {checkNotes.map((note) => (
            <li
              key={note}
              className={
                note === CARD_CHECK_TEXTS.verified
                  ? styles.verified
                  : note === CARD_CHECK_TEXTS.demoUnavailable
                    ? styles.unavailable
                    : styles.checked
              }
            >
              {note}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
      <div className={styles.actions}>
        {showDetails ? (
          <Link
            className={`${buttons.button} ${buttons.small} ${buttons.primary}`}
            to={paths.appDetails(card.id)}
            aria-describedby={nameId}
          >
            {CATALOGUE_TEXTS.details}
          </Link>
        ) : null}
        {showPreview ? (
          <Link
            className={`${buttons.button} ${buttons.small}`}
            to={paths.appPreview(card.id)}
            aria-describedby={nameId}
          >
            {CATALOGUE_TEXTS.preview}
          </Link>
        ) : null}
        {demoHref ? (
          <a
            className={`${buttons.button} ${buttons.small} ${styles.external}`}
            href={demoHref}
            {...NEW_TAB}
            aria-describedby={`${nameId} ${newTabId}`}
            onClick={onDemoClick}
          >
            {APP_PAGE_TEXTS.demo}
            <span id={newTabId} hidden>
              {CATALOGUE_TEXTS.opensInNewTab}
            </span>
          </a>
        ) : null}
        {compare ? <CompareToggle id={card.id} name={view.name} describedBy={nameId} small /> : null}
      </div>
    </article>
  );
}
