import { matchesRoles, visibleMenuItems, type MenuItem, type Role } from '@showroom/contract';
import { UserMenu } from '../../components/layout/user-menu.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useHasVendor } from '../../features/vendor-profile/api/get-my-vendor.ts';

/**
 * The menu items for the signed-in user. Whether the user has a vendor record is asked of the API
 * (GET /vendors/my-vendor) only for users with the VENDOR role; until the answer is known only the
 * items that do not depend on it are shown.
 */
function menuItemsFor(roles: readonly Role[], hasVendor: boolean | undefined): MenuItem[] {
  if (hasVendor !== undefined) return visibleMenuItems({ roles, hasVendor });
  const either = new Set(visibleMenuItems({ roles, hasVendor: false }).map((item) => item.route));
  return visibleMenuItems({ roles, hasVendor: true }).filter((item) => either.has(item.route));
}

/** Loaded only once someone is signed in (it brings the API's vendor schema with it). */
export default function AccountMenu() {
  const auth = useAuth();
  const roles = auth.user?.roles ?? [];
  const isVendor = matchesRoles(roles, ['VENDOR']);
  const hasVendor = useHasVendor({ enabled: auth.status === 'authenticated' && isVendor });
  return <UserMenu menuItems={menuItemsFor(roles, isVendor ? hasVendor : false)} />;
}
