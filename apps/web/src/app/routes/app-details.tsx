import { paths, readAppAddress, readId, type AppDetails } from '@showroom/contract';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { AppDetailsPage } from '../../features/app-details/app-details-page.tsx';
import { withLocalePart } from '../../lib/locale.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import type { AppPageSlot } from './app-page-extras.tsx';

/**
 * appdetails/:id, its readable address apps/:address (/apps/{id}-{slug}) and appdetails/:id/preview
 * (lazy chunk; the description's markdown renderer is one of its own). A missing or non-numeric id, or
 * an address that is no app's, goes to the start page (as an unknown path does). Banners and actions for the app's
 * vendor and for admins are composed here through AppDetailsPage's `banner` and `actions` slots.
 * The vendor's status banner and the admin's review actions, change view and history are chunks of
 * their own, loaded only for signed-in vendors and admins: an anonymous visit loads neither.
 */
/**
 * The vendor's and the admin's additions: one import for all (app-page-extras.tsx), with the vendor's
 * and admins' texts in the language on screen.
 */
const Extras = lazy(withLocalePart('account', () => import('./app-page-extras.tsx')));

/**
 * appdetails/:id, the spec's address, which stays as it is; apps/:address, the readable one
 * (/apps/{id}-{slug}), which becomes the app's own once the app has loaded; and appdetails/:id/preview.
 * A signed-in user's roles go to the additions, which decide what each slot shows (issue 18 moved
 * those decisions there, out of the chunk every visitor loads); a visitor gets no slot and no chunk.
 */
function AppRoute({ preview = false }: { readonly preview?: boolean }) {
  const { id, address } = useParams();
  const appId = address === undefined ? readId(id) : readAppAddress(address);
  const auth = useAuth();
  const roles = auth.status === 'authenticated' ? auth.user?.roles : undefined;
  if (appId === undefined) return <Navigate to={paths.start} replace />;
  const slot = (part: AppPageSlot) =>
    roles?.length
      ? (app: AppDetails) => (
          <Suspense fallback={null}>
            <Extras part={part} app={app} preview={preview} roles={roles} />
          </Suspense>
        )
      : undefined;
  return (
    <AppDetailsPage
      key={appId}
      appId={appId}
      version={preview ? 'preview' : 'published'}
      readableAddress={address !== undefined}
      banner={slot('banner')}
      liveChecks={slot('live-checks')}
      actions={slot('actions')}
    />
  );
}

export const AppDetailsRoute = () => <AppRoute />;
export const AppPreviewRoute = () => <AppRoute preview />;
