import { paths, readAppAddress, readId, type AppDetails, type VendorBannerPage } from '@showroom/contract';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { AppDetailsPage } from '../../features/app-details/app-details-page.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import type { AppPageExtra } from './app-page-extras.tsx';
import { withLocalePart } from '../../lib/locale.ts';

/**
 * appdetails/:id, its readable address apps/:address (/apps/{id}-{slug}) and appdetails/:id/preview
 * (lazy chunk; the description's markdown renderer is one of its own). A missing or non-numeric id, or
 * an address that is no app's, goes to the start page (as an unknown path does). Banners and actions for the app's
 * vendor and for admins are composed here through AppDetailsPage's `banner` and `actions` slots.
 * The vendor's status banner and the admin's review actions, change view and history are chunks of
 * their own, loaded only for signed-in vendors and admins: an anonymous visit loads neither.
 */
/** The vendor's and the admin's additions: one import for all (app-page-extras.tsx). */
const Extras = lazy(withLocalePart('account', () => import('./app-page-extras.tsx')));

/** One of the additions, loaded on demand. */
const extra = (props: AppPageExtra & { readonly app: AppDetails }) => (
  <Suspense fallback={null}>
    <Extras {...props} />
  </Suspense>
);

/** Whether the signed-in user has the role: the app's own vendor sees its status banner, admins their actions. */
function useHasRole(role: 'VENDOR' | 'ADMIN'): boolean {
  const auth = useAuth();
  return auth.status === 'authenticated' && (auth.user?.roles.includes(role) ?? false);
}

const vendorBanner = (isVendor: boolean, page: VendorBannerPage) => (app: AppDetails) =>
  isVendor ? extra({ part: 'banner', page, app }) : null;

/** 'Check now' and the history: the app's own vendor and admins; nothing (and no chunk) for anyone else. */
const liveChecks = (isVendor: boolean, isAdmin: boolean) =>
  isVendor || isAdmin ? (app: AppDetails) => extra({ part: 'live-checks', isAdmin, app }) : undefined;

const adminActions = (app: AppDetails) => extra({ part: 'review-actions', app });

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
                {extra({ part: 'review-panel', app })}
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
