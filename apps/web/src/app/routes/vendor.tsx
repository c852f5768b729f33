import { paths, readId } from '@showroom/contract';
import { Navigate, useParams } from 'react-router';
import { MyAppsPage, type MyAppsVendor } from '../../features/my-apps/my-apps-page.tsx';
import { AppStatisticsPage } from '../../features/my-apps/statistics/app-statistics-page.tsx';
import { MySandboxPage } from '../../features/my-sandbox/my-sandbox-page.tsx';
import { useMyVendor } from '../../features/vendor-profile/api/get-my-vendor.ts';
import { VendorProfilePage } from '../../features/vendor-profile/vendor-profile-page.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';

/** The vendor area (lazy chunk): register-vendor, my-vendor-info, my-apps, an app's statistics, my-sandbox. */
export function RegisterVendorRoute() {
  return <VendorProfilePage />;
}

export function MyVendorInfoRoute() {
  return <VendorProfilePage />;
}

/** my-apps reads the vendor's status from the vendor profile's query (features do not import each other). */
export function MyAppsRoute() {
  const auth = useAuth();
  const query = useMyVendor({ enabled: auth.status === 'authenticated' });
  const vendor: MyAppsVendor = query.isPending ? undefined : query.isError ? null : query.data;
  return <MyAppsPage vendor={vendor} />;
}

/** my-apps/:id/statistics; an id that is not a number goes to My apps. */
export function AppStatisticsRoute() {
  const appId = readId(useParams().id);
  if (appId === undefined) return <Navigate to={paths.myApps} replace />;
  return <AppStatisticsPage key={appId} appId={appId} />;
}

/**
 * my-sandbox (issue 33): the vendor's own writable FHIR sandbox. Whether the user has a vendor comes
 * from the vendor profile's query (the menu's, one request): without one there are no apps to list.
 */
export function MySandboxRoute() {
  const auth = useAuth();
  const query = useMyVendor({ enabled: auth.status === 'authenticated' });
  const hasVendor = query.isPending ? undefined : query.isError ? null : query.data !== null;
  return <MySandboxPage hasVendor={hasVendor} />;
}
