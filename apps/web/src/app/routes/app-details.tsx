import { paths, readId, type AppDetails } from '@showroom/contract';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { AppDetailsPage } from '../../features/app-details/app-details-page.tsx';
import { VendorAppBanner } from '../../features/my-apps/vendor-app-banner.tsx';
import { useMyVendor } from '../../features/vendor-profile/api/get-my-vendor.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';

/**
 * appdetails/:id and appdetails/:id/preview (lazy chunk, with react-markdown). A missing or
 * non-numeric id goes to the start page. Banners and actions for the app's vendor and for admins are
 * composed here through AppDetailsPage's `banner` and `actions` slots. The admin's review actions,
 * change view and history are a chunk of their own, loaded only for admins.
 */
const AdminReviewActions = lazy(async () => ({
  default: (await import('../../features/admin-apps/review/index.ts')).AdminReviewActions,
}));
const AdminReviewPanel = lazy(async () => ({
  default: (await import('../../features/admin-apps/review/index.ts')).AdminReviewPanel,
}));

/** The signed-in user's vendor id when they are a vendor: the app's own vendor sees its status banner. */
function useOwnVendorId(): number | undefined {
  const auth = useAuth();
  const isVendor = auth.status === 'authenticated' && (auth.user?.roles.includes('VENDOR') ?? false);
  return useMyVendor({ enabled: isVendor }).data?.id ?? undefined;
}

function useIsAdmin(): boolean {
  const auth = useAuth();
  return auth.status === 'authenticated' && (auth.user?.roles.includes('ADMIN') ?? false);
}

const vendorBanner = (vendorId: number | undefined, page: 'details' | 'preview') => (app: AppDetails) =>
  vendorId !== undefined && app.vendor.id === vendorId ? <VendorAppBanner app={app} page={page} /> : null;

const adminActions = (app: AppDetails) => (
  <Suspense fallback={null}>
    <AdminReviewActions app={app} />
  </Suspense>
);

export function AppDetailsRoute() {
  const { id } = useParams();
  const appId = readId(id);
  const vendorId = useOwnVendorId();
  const isAdmin = useIsAdmin();
  if (appId === undefined) return <Navigate to={paths.start} replace />;
  return (
    <AppDetailsPage
      key={appId}
      appId={appId}
      banner={vendorBanner(vendorId, 'details')}
      {...(isAdmin ? { actions: adminActions } : {})}
    />
  );
}

export function AppPreviewRoute() {
  const { id } = useParams();
  const appId = readId(id);
  const vendorId = useOwnVendorId();
  const isAdmin = useIsAdmin();
  if (appId === undefined) return <Navigate to={paths.start} replace />;
  const ownBanner = vendorBanner(vendorId, 'preview');
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
      {...(isAdmin ? { actions: adminActions } : {})}
    />
  );
}
