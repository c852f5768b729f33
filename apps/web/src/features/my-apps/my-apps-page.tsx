import {
  cardStatus,
  MY_APPS_TEXTS,
  myAppsVendorMessage,
  paths,
  rejectionNotice,
  sendsToSupport,
  STATISTICS_DAYS,
  STATISTICS_TEXTS,
  UI_TEXTS,
  VENDOR_BANNER_TYPES,
  type AppRejection,
  vendorMayWriteApps,
  type VendorStatus,
} from '@showroom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { AppCard, AppCardGrid, AppCardGridItem } from '../../components/app-card/index.ts';
import { NoticeBox } from '../../components/form/notice-box.tsx';
import { SupportContact } from '../../components/support-contact.tsx';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { messageFor } from '../../lib/api-client.ts';
import { useRouteHandleValue } from '../../lib/route-handle.ts';
import { AppActionsMenu, type AppCardUpdate } from './app-actions-menu.tsx';
import { useVendorTotals } from './api/get-statistics.ts';
import { useVendorApps } from './api/get-vendor-apps.ts';
import { myAppsKeys } from './api/query-keys.ts';
import styles from './my-apps.module.css';

/** The signed-in user's vendor as the page needs it: undefined while loading, null when it cannot be loaded. */
export type MyAppsVendor = { readonly status: VendorStatus } | null | undefined;

/**
 * my-apps: the vendor's app cards with status ribbons and their actions, and the 'Add new app' tile;
 * instead a message when the vendor's status does not allow apps yet. A user whose vendor cannot be
 * loaded goes to /my-vendor-info.
 */
export function MyAppsPage({ vendor }: { readonly vendor: MyAppsVendor }) {
  const title = useRouteHandleValue('title');
  if (vendor === null) return <Navigate to={paths.myVendorInfo} replace />;
  const message = vendor ? myAppsVendorMessage(vendor.status) : undefined;
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {vendor === undefined ? <p role="status">{MY_APPS_TEXTS.loading}</p> : null}
      {vendor && message ? (
        <NoticeBox type={VENDOR_BANNER_TYPES[vendor.status]}>
          {sendsToSupport(vendor.status) ? (
            <>
              <p className={styles.message}>{message}</p>
              <SupportContact className={styles.message} />
            </>
          ) : (
            message
          )}
        </NoticeBox>
      ) : null}
      {vendor && !message ? <VendorAppList mayAddApps={vendorMayWriteApps(vendor.status)} /> : null}
    </div>
  );
}

/**
 * The cards, and `Add new app` for a vendor the API lets write apps; a vendor waiting for approval
 * reads why it cannot add one yet instead (the API would refuse the new app).
 */
function VendorAppList({ mayAddApps }: { readonly mayAddApps: boolean }) {
  const query = useVendorApps({ enabled: true });
  // The cards' totals come on their own: the list does not wait for them, nor fail with them.
  const totals = useVendorTotals({ enabled: true });
  const totalsOf = new Map(totals.data?.apps.map((t) => [t.appId, t]));
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const { error, errorUpdatedAt } = query;

  useEffect(() => {
    if (error) snackbar.show(messageFor(error, 'loadMyApps'));
  }, [error, errorUpdatedAt, snackbar]);

  const onUpdate = (_update: AppCardUpdate): void => {
    void queryClient.invalidateQueries({ queryKey: myAppsKeys.all });
  };

  return (
    <>
      {mayAddApps ? null : <NoticeBox type="info">{MY_APPS_TEXTS.addAfterApproval}</NoticeBox>}
      <AppCardGrid busy={query.isPending} label={MY_APPS_TEXTS.yourApps}>
        {(query.data ?? []).map((card) => (
          <AppCardGridItem key={card.id}>
            <AppCard
              card={card}
              status={cardStatus(card)}
              menu={<AppActionsMenu card={card} onUpdate={onUpdate} />}
              showPreview
              headingLevel={2}
            >
              {card.rejection ? <CardRejection rejection={card.rejection} /> : null}
              <CardTotals totals={totalsOf.get(card.id)} />
            </AppCard>
          </AppCardGridItem>
        ))}
        {mayAddApps ? (
          <AppCardGridItem>
            <Link to={paths.newApp} className={styles.addTile}>
              <span className={styles.plus} aria-hidden="true">
                <svg viewBox="0 0 20 20" width="24" height="24" focusable="false">
                  <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </span>
              {UI_TEXTS.addNewApp}
            </Link>
          </AppCardGridItem>
        ) : null}
      </AppCardGrid>
    </>
  );
}

/**
 * In a rejected card, at its full width: why, worded for what was rejected (issue 19): 'Your app was rejected: …', or
 * 'Your update was rejected: … Version 1.0.0 stays live.'.
 */
function CardRejection({ rejection }: { readonly rejection: AppRejection }) {
  const notice = rejectionNotice(rejection);
  return (
    <NoticeBox type="error" compact>
      <p className={styles.message}>
        <strong>{notice.lead}</strong> {notice.reason}
      </p>
      {notice.live ? <p className={styles.message}>{notice.live}</p> : null}
    </NoticeBox>
  );
}

/** In a card, above its buttons: the app's views and demo clicks of the last 90 days, once loaded. */
function CardTotals({ totals }: { readonly totals: { views: number; demoClicks: number } | undefined }) {
  if (!totals) return null;
  return (
    <p className={styles.totals}>
      {STATISTICS_TEXTS.cardLine(totals.views, totals.demoClicks, STATISTICS_DAYS)}
    </p>
  );
}
