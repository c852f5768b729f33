import { paths, readAppAddress, readId, type AppDetails, type VendorBannerPage } from '@showroom/contract';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { AppDetailsPage } from '../../features/app-details/app-details-page.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';

/**
 * appdetails/:id, its readable address apps/:address (/apps/{id}-{slug}) and appdetails/:id/preview
 * (lazy chunk; the description's markdown renderer is one of its own). A missing or non-numeric id, or
 * an address that is no app's, goes to the start page (as an unknown path does). Banners and actions for the app's
 * vendor and for admins are composed here through AppDetailsPage's `banner` and `actions` slots.
 * The vendor's status banner and the admin's review actions, change view and history are chunks of
 * their own, loaded only for signed-in vendors and admins: an anonymous visit loads neither.
 */
const OwnAppBanner = lazy(async () => ({ default: (await import('./own-app-banner.tsx')).OwnAppBanner }));
/** One import site for both: the bundle lists the review chunk's files to preload once, not twice. */
const loadReview = () => import('../../features/admin-apps/review/index.ts');
const AdminReviewActions = lazy(async () => ({ default: (await loadReview()).AdminReviewActions }));
const AdminReviewPanel = lazy(async () => ({ default: (await loadReview()).AdminReviewPanel }));

const OwnAppLiveChecks = lazy(async () => ({
  default: (await import('./own-app-live-checks.tsx')).OwnAppLiveChecks,
}));

/** Whether the signed-in user is a vendor: the app's own vendor sees its status banner. */
function useIsVendor(): boolean {
  const auth = useAuth();
  return auth.status === 'authenticated' && (auth.user?.roles.includes('VENDOR') ?? false);
}

function useIsAdmin(): boolean {
  const auth = useAuth();
  return auth.status === 'authenticated' && (auth.user?.roles.includes('ADMIN') ?? false);
}

const vendorBanner = (isVendor: boolean, page: VendorBannerPage) => (app: AppDetails) =>
  isVendor ? (
    <Suspense fallback={null}>
      <OwnAppBanner app={app} page={page} />
    </Suspense>
  ) : null;

/** 'Check now' and the history: the app's own vendor and admins; nothing (and no chunk) for anyone else. */
const liveChecks = (isVendor: boolean, isAdmin: boolean) =>
  isVendor || isAdmin
    ? (app: AppDetails) => (
        <Suspense fallback={null}>
          <OwnAppLiveChecks app={app} isAdmin={isAdmin} />
        </Suspense>
      )
    : undefined;

const adminActions = (app: AppDetails) => (
  <Suspense fallback={null}>
    <AdminReviewActions app={app} />
  </Suspense>
);

/** An app's published page, at either of its addresses. */
function PublishedAppPage({
  appId,
  canonicalPath,
}: {
  readonly appId: number | undefined;
  readonly canonicalPath?: (app: AppDetails) => Promise<string>;
}) {
  const isVendor = useIsVendor();
  const isAdmin = useIsAdmin();
  if (appId === undefined) return <Navigate to={paths.start} replace />;
  return (
    <AppDetailsPage
      key={appId}
      appId={appId}
      banner={vendorBanner(isVendor, 'details')}
      liveChecks={liveChecks(isVendor, isAdmin)}
      {...(canonicalPath ? { canonicalPath } : {})}
      {...(isAdmin ? { actions: adminActions } : {})}
    />
  );
}

/** appdetails/:id, the spec's address: it stays as it is. */
export function AppDetailsRoute() {
  return <PublishedAppPage appId={readId(useParams().id)} />;
}

/**
 * The readable address of the app as it is now: an outdated or wrong slug is replaced by it. The slug's
 * rules are a chunk of their own, asked for once the app is on screen (the page does not wait for them).
 */
const readableAddress = async (app: AppDetails): Promise<string> =>
  (await import('./app-slug.ts')).appPagePath(app.id, app.name);

/** apps/:address: the same page; the address becomes the app's readable one without a new history entry. */
export function ReadableAppRoute() {
  return <PublishedAppPage appId={readAppAddress(useParams().address)} canonicalPath={readableAddress} />;
}

export function AppPreviewRoute() {
  const { id } = useParams();
  const appId = readId(id);
  const isVendor = useIsVendor();
  const isAdmin = useIsAdmin();
  if (appId === undefined) return <Navigate to={paths.start} replace />;
  const ownBanner = vendorBanner(isVendor, 'preview');
  const banner = isAdmin
    ? (app: AppDetails) => (
        <>
          {ownBanner(app)}
          <Suspense fallback={null}>
            <AdminReviewPanel app={app} />
          </Suspense>
        </>
      )
    : ownBanner;
  return (
    <AppDetailsPage
      key={appId}
      appId={appId}
      version="preview"
      banner={banner}
      liveChecks={liveChecks(isVendor, isAdmin)}
      {...(isAdmin ? { actions: adminActions } : {})}
    />
  );
}
