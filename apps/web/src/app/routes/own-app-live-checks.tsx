import { checksOnDemand, type AppDetails } from '@showroom/contract';
import { LiveChecks } from '../../components/live-checks/live-checks.tsx';
import { AppBadge } from '../../features/app-badge/index.ts';
import { useMyVendor } from '../../features/vendor-profile/api/get-my-vendor.ts';

/**
 * 'Check now' and the check history on an app's page, and the app's badge to embed once it is public:
 * for admins always, for a vendor only on its own apps (its vendor record's id against the app's
 * vendor). A chunk of its own, loaded only for signed-in vendors and admins.
 */
export function OwnAppLiveChecks({ app, isAdmin }: { readonly app: AppDetails; readonly isAdmin: boolean }) {
  const vendorId = useMyVendor({ enabled: !isAdmin }).data?.id;
  const mayCheck = isAdmin || (vendorId !== undefined && app.vendor.id === vendorId);
  if (!mayCheck) return null;
  return (
    <>
      <LiveChecks
        appId={app.id}
        level={3}
        // The version shown when it is in review or published; a draft's preview: the published version.
        runnable={checksOnDemand(app.status) || app.hasPublished === true}
      />
      {/* The published version of a public app (not a preview of a draft): the badge names it. */}
      {app.status === 'ACTIVE' ? <AppBadge app={app} level={3} /> : null}
    </>
  );
}
