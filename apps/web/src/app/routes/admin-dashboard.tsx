import { DashboardPage } from '../../features/admin-dashboard/dashboard-page.tsx';

/** /admin: the admin dashboard (its own lazy chunk: Chart.js loads with it, not with the admin lists). */
export function AdminDashboardRoute() {
  return <DashboardPage />;
}
