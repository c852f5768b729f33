import { Placeholder } from '../../components/placeholder.tsx';

/** The vendor area (lazy chunk): register-vendor, my-vendor-info, my-apps. */
export function RegisterVendorRoute() {
  return <Placeholder />;
}

export function MyVendorInfoRoute() {
  return <Placeholder />;
}

export function MyAppsRoute() {
  return <Placeholder />;
}
