import { APP_DETAILS_TEXTS, LOAD_APP_FAILURE, paths, type AppDetails } from '@showroom/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AppDetailsSkeleton, AppDetailsView } from '../../components/app-details-view/index.ts';
import { CompareToggle } from '../../components/compare/compare-toggle.tsx';
import { usePageTitle } from '../../components/page-title.tsx';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { messageForFailure } from '../../lib/api-client-core.ts';
import { countAppEvent } from '../../lib/tracking.ts';
import { usePainted } from '../../lib/use-painted.ts';
import { appQueryOptions } from './api/get-app.ts';
import { appPreviewQueryOptions } from './api/get-app-preview.ts';
import type { AppVersionChoice } from './api/query-keys.ts';

/** The readable address's correction: the slug's rules are a chunk of their own (readable-address.tsx). */
const ReadableAddress = lazy(async () => ({
  default: (await import('./readable-address.tsx')).ReadableAddress,
}));

export interface AppDetailsPageProps {
  readonly appId: number;
  /** 'published' (appdetails/{id}) or 'preview': the version in progress or in review (appdetails/{id}/preview). */
  readonly version?: AppVersionChoice;
  /** Composed by the route: the vendor's status banner, the admin's review bar. */
  readonly banner?: (app: AppDetails) => ReactNode;
  /** Composed by the route: buttons beside Demo (Edit, View preview, Approve, ...). */
  readonly actions?: (app: AppDetails) => ReactNode;
  /** Composed by the route: 'Check now' and the check history for the app's vendor and admins. */
  readonly liveChecks?: (app: AppDetails) => ReactNode;
  /**
   * Shown at the readable address (/apps/{id}-{slug}): once the app has loaded, an outdated or wrong
   * slug is replaced by the right one, without a new history entry.
   */
  readonly readableAddress?: boolean;
}

/**
 * appdetails/{id} and its preview: loads the app and shows it. The document title becomes the app's
 * name (the route's 'App Details' until then). A failure shows its snackbar ('The app could
 * not be found.' for 404, else 'There was an error loading the app. Status: …') and goes to the start page.
 */
export function AppDetailsPage({
  appId,
  version = 'published',
  banner,
  actions,
  liveChecks,
  readableAddress = false,
}: AppDetailsPageProps) {
  const painted = usePainted();
  const query = useQuery(
    version === 'preview'
      ? appPreviewQueryOptions(appId)
      : {
          ...appQueryOptions(appId),
          // Details the page came with show at once; the call that revalidates them waits until they
          // are on screen, so that it does not hold up the first paint. Without them it starts at once.
          enabled: (q) => painted || q.state.data === undefined,
        },
  );
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const published = version === 'published';
  usePageTitle(published ? query.data?.name : undefined);

  // One view per visit of the page (the page is keyed by the app); previews are not counted.
  useEffect(() => {
    if (published) countAppEvent(appId, 'view');
  }, [appId, published]);

  useEffect(() => {
    if (!query.isError) return;
    // The page's own failure rule, not messageFor: that brings every failure text of the catalogue.
    snackbar.show(messageForFailure(query.error, LOAD_APP_FAILURE));
    void navigate(paths.start, { replace: true });
  }, [query.isError, query.error, snackbar, navigate]);

  if (!query.data) {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {APP_DETAILS_TEXTS.loading}
        </p>
        <AppDetailsSkeleton />
      </div>
    );
  }

  const app = query.data;
  return (
    <>
      {readableAddress ? (
        <Suspense fallback={null}>
          <ReadableAddress app={app} />
        </Suspense>
      ) : null}
      <AppDetailsView
        app={app}
        banner={banner?.(app)}
        actions={
          <>
            {published ? <CompareToggle id={app.id} name={app.name} /> : null}
            {actions?.(app)}
          </>
        }
        liveChecks={liveChecks?.(app)}
        onDemo={published ? () => countAppEvent(app.id, 'demo') : undefined}
      />
    </>
  );
}
