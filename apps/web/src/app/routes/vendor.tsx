import { MyAppsPage, type MyAppsVendor } from '../../features/my-apps/my-apps-page.tsx';
import { useMyVendor } from '../../features/vendor-profile/api/get-my-vendor.ts';
import { VendorProfilePage } from '../../features/vendor-profile/vendor-profile-page.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';

/** The vendor area (lazy chunk): register-vendor, my-vendor-info, my-apps. */
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
