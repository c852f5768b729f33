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

/** Whether the signed-in user has the role: the app's own vendor sees its status banner, admins their actions. */
function useHasRole(role: 'VENDOR' | 'ADMIN'): boolean {
  const auth = useAuth();
  return auth.status === 'authenticated' && (auth.user?.roles.includes(role) ?? false);
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

/**
 * appdetails/:id, the spec's address, which stays as it is; apps/:address, the readable one
 * (/apps/{id}-{slug}), which becomes the app's own once the app has loaded; and appdetails/:id/preview.
 */
function AppRoute({ preview = false }: { readonly preview?: boolean }) {
  const { id, address } = useParams();
  const appId = address === undefined ? readId(id) : readAppAddress(address);
  const isVendor = useHasRole('VENDOR');
  const isAdmin = useHasRole('ADMIN');
  if (appId === undefined) return <Navigate to={paths.start} replace />;
  const ownBanner = vendorBanner(isVendor, preview ? 'preview' : 'details');
  return (
    <AppDetailsPage
      key={appId}
      appId={appId}
      version={preview ? 'preview' : 'published'}
      readableAddress={address !== undefined}
      banner={
        preview && isAdmin
          ? (app: AppDetails) => (
              <>
                {ownBanner(app)}
                <Suspense fallback={null}>
                  <AdminReviewPanel app={app} />
                </Suspense>
              </>
            )
          : ownBanner
      }
      liveChecks={liveChecks(isVendor, isAdmin)}
      {...(isAdmin ? { actions: adminActions } : {})}
    />
  );
}

export const AppDetailsRoute = () => <AppRoute />;
export const AppPreviewRoute = () => <AppRoute preview />;
