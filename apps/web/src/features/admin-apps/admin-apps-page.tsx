import {
  adminListEmptyText,
  ADMIN_APP_ACTION_TAB,
  ADMIN_APP_TABS,
  ADMIN_TEXTS,
  isAdminAppAction,
  parseAdminAppActionParams,
  paths,
  ribbonType,
  statusLabel,
  versionsStatus,
  type AdminAppTab,
  type AppCard as AppCardData,
} from '@showroom/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppCard, AppCardGrid, AppCardGridItem, AppCardSkeleton } from '../../components/app-card/index.ts';
import formStyles from '../../components/form/form.module.css';
import { NoticeBox } from '../../components/form/notice-box.tsx';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { TabLinks } from '../../components/tab-links/tab-links.tsx';
import { messageFor } from '../../lib/api-client.ts';
import { useRouteHandleValue } from '../../lib/route-handle.ts';
import styles from './admin-apps.module.css';
import { useAdminAppAction } from './api/change-app-status.ts';
import { useAdminApps } from './api/list-admin-apps.ts';

const ACTION_PARAMS = ['appid', 'status', 'reason'] as const;

/** The tabs as links, their labels read at render time (they follow the language). */
const appTabs = () => ADMIN_APP_TABS.map((tab) => ({ to: paths.adminApps(tab.path), label: tab.title }));

/**
 * admin/apps: the tab's title as the heading, the three tabs as links, and the tab's list of app cards
 * with Details and Preview. Opened with appid, status and reason, it first performs that action (see
 * useActionFromAddress).
 */
export function AdminAppsPage({ tab }: { readonly tab: AdminAppTab }) {
  const title = useRouteHandleValue('title');
  const acting = useActionFromAddress();
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <TabLinks label={ADMIN_TEXTS.appTabsLabel} tabs={appTabs()} />
      {acting ? <p role="status">{ADMIN_TEXTS.working}</p> : <AdminAppList tab={tab} />}
    </div>
  );
}

/**
 * admin/apps?appid=..&status=approved|rejected|activate|deactivate&reason=.. (on any of its tabs)
 * performs the action on open, shows its snackbar and replaces the address with the submitted-apps
 * tab, success or failure (spec section 2), so going back does not repeat it. Parameters that name no
 * action (a bad id, an unknown status) lead there too, without a call. Each address runs once: React's
 * StrictMode runs effects twice, and the location's key tells a repeat of this visit from a new one.
 */
function useActionFromAddress(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const mutation = useAdminAppAction({ replace: true });
  const { mutate } = mutation;
  const handled = useRef<string | null>(null);
  const params = new URLSearchParams(location.search);
  const hasParams = ACTION_PARAMS.some((name) => params.has(name));

  useEffect(() => {
    if (!hasParams || handled.current === location.key) return;
    handled.current = location.key;
    const request = parseAdminAppActionParams(new URLSearchParams(location.search));
    if (request && isAdminAppAction(request.action)) {
      mutate({ appId: request.appId, action: request.action, reason: request.reason });
    } else {
      void navigate(paths.adminApps(ADMIN_APP_ACTION_TAB), { replace: true });
    }
  }, [hasParams, location.key, location.search, mutate, navigate]);

  return hasParams || mutation.isPending;
}

function AdminAppList({ tab }: { readonly tab: AdminAppTab }) {
  const query = useAdminApps(tab);
  const snackbar = useSnackbar();
  const { error, errorUpdatedAt } = query;
  const config = ADMIN_APP_TABS.find((t) => t.path === tab) ?? ADMIN_APP_TABS[0];

  useEffect(() => {
    if (error) snackbar.show(messageFor(error, 'loadApps'));
  }, [error, errorUpdatedAt, snackbar]);

  if (query.isPending) {
    return (
      <AppCardGrid busy label={config.title}>
        <AppCardSkeleton />
        <AppCardSkeleton />
        <AppCardSkeleton />
        <AppCardSkeleton />
      </AppCardGrid>
    );
  }
  if (!query.data) {
    return (
      <NoticeBox type="error">
        <p>{messageFor(query.error, 'loadApps').text}</p>
        <button type="button" className={formStyles.button} onClick={() => void query.refetch()}>
          {ADMIN_TEXTS.retry}
        </button>
      </NoticeBox>
    );
  }
  const cards = query.data.pages.flatMap((page) => page.apps);
  if (cards.length === 0) return <p className={styles.empty}>{adminListEmptyText(tab)}</p>;
  return (
    <>
      <AppCardGrid label={config.title} busy={query.isFetchingNextPage}>
        {cards.map((card, index) => (
          <AppCardGridItem key={card.id}>
            <AppCard
              card={card}
              status={adminCardStatus(tab, card)}
              showPreview
              headingLevel={2}
              eagerIcon={index < 4}
            />
          </AppCardGridItem>
        ))}
      </AppCardGrid>
      {query.hasNextPage ? (
        <p className={styles.more}>
          <button
            type="button"
            className={formStyles.button}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {ADMIN_TEXTS.showMore}
          </button>
        </p>
      ) : null}
    </>
  );
}

/**
 * Review lists carry the card's status ('In review', 'Update in review', 'Deactivated'); the catalogue
 * none. An update has the spec's update label, and the live marker beside it where the API names the
 * published app's status as ACTIVE.
 */
function adminCardStatus(tab: AdminAppTab, card: AppCardData) {
  if (tab === 'approved-apps') return undefined;
  const status = card.originApp
    ? versionsStatus(card.originApp.status ?? 'unknown', card.status)
    : { label: statusLabel(card.status), liveMarker: undefined };
  return { ...status, ribbon: ribbonType(card.status) };
}
