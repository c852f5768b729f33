import { ADMIN_APP_TABS, ADMIN_VENDOR_TABS, type AdminAppTab, type AdminVendorTab } from '@showroom/contract';
import { useLocation } from 'react-router';
import { AdminAppsPage } from '../../features/admin-apps/admin-apps-page.tsx';
import { DashboardPage } from '../../features/admin-dashboard/dashboard-page.tsx';
import { AdminVendorsPage } from '../../features/admin-vendors/admin-vendors-page.tsx';
import { VendorActionPage } from '../../features/admin-vendors/vendor-action-page.tsx';

/**
 * The admin area (lazy chunk): the dashboard (/admin; Chart.js is a chunk of its own, loaded by the
 * first chart), admin/apps/* and admin/vendors/*. Which list a tab shows is chosen by
 * the route's last segment (submitted, deactivated, approved), as the contract's tab tables name them.
 */
function useLastSegment(): string {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
}

const isAppTab = (segment: string): segment is AdminAppTab => ADMIN_APP_TABS.some((t) => t.path === segment);
const isVendorTab = (segment: string): segment is AdminVendorTab =>
  ADMIN_VENDOR_TABS.some((t) => t.path === segment);

export function AdminAppsTabRoute() {
  const segment = useLastSegment();
  const tab = isAppTab(segment) ? segment : ADMIN_APP_TABS[0].path;
  // Keyed by tab: each list is its own screen, and a tab change starts from its own state.
  return <AdminAppsPage key={tab} tab={tab} />;
}

export function AdminVendorsTabRoute() {
  const segment = useLastSegment();
  const tab = isVendorTab(segment) ? segment : ADMIN_VENDOR_TABS[0].path;
  return <AdminVendorsPage key={tab} tab={tab} />;
}

export function VendorActionRoute() {
  return <VendorActionPage />;
}

export function AdminDashboardRoute() {
  return <DashboardPage />;
}
