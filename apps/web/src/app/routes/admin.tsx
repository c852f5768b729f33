import { Placeholder } from '../../components/placeholder.tsx';

/** The admin area (lazy chunk): admin/apps/* and admin/vendors/*. */
export function AdminAppsTabRoute() {
  return <Placeholder />;
}

export function AdminVendorsTabRoute() {
  return <Placeholder />;
}

export function VendorActionRoute() {
  return <Placeholder />;
}
