import { readId } from '@showroom/contract';
import { useParams } from 'react-router';
import { VendorNotFound, VendorPage } from '../../features/vendor-page/vendor-page.tsx';

/**
 * vendors/:id (a lazy chunk of its own, so the start page's JavaScript does not grow): an approved
 * vendor's page. An id that is not one is as unknown as a vendor the showroom does not list.
 */
export function VendorPageRoute() {
  const { id } = useParams();
  const vendorId = readId(id);
  if (vendorId === undefined) return <VendorNotFound />;
  return <VendorPage key={vendorId} vendorId={vendorId} />;
}
