import type { AppDetails, VendorBannerPage } from '@showroom/contract';
import { VendorAppBanner } from '../../features/my-apps/vendor-app-banner.tsx';
import { useMyVendor } from '../../features/vendor-profile/api/get-my-vendor.ts';

/**
 * The status banner, for the app's own vendor only: asks for the signed-in vendor's record and
 * compares its id with the app's vendor. A chunk of its own (with the banner and the status rules),
 * which the details route loads only for signed-in vendors.
 */
export function OwnAppBanner({ app, page }: { readonly app: AppDetails; readonly page: VendorBannerPage }) {
  const vendorId = useMyVendor({ enabled: true }).data?.id;
  return vendorId !== undefined && app.vendor.id === vendorId ? (
    <VendorAppBanner app={app} page={page} />
  ) : null;
}
