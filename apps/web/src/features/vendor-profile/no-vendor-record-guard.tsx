import { ERROR_TEXTS, paths, VENDOR_PROFILE_TEXTS as T } from '@showroom/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { NoticePage } from '../../components/notice-page.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useMyVendor } from './api/get-my-vendor.ts';

/**
 * register-vendor's "separate check" (routes decision): a signed-in user without a vendor record.
 * Someone who already has one is sent to my-vendor-info. The login part is the access guard's.
 */
export function NoVendorRecordGuard({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const query = useMyVendor({ enabled: auth.status === 'authenticated' });
  if (query.isPending) return <p role="status">{T.loading}</p>;
  if (query.isError) {
    return (
      <NoticePage title={T.loadFailedTitle}>
        <p>{isApiError(query.error) && query.error.status === 0 ? ERROR_TEXTS.network : T.tryAgainLater}</p>
      </NoticePage>
    );
  }
  if (query.data !== null) return <Navigate to={paths.myVendorInfo} replace />;
  return children;
}
