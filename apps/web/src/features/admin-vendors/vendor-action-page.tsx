import { ADMIN_TEXTS, isAdminVendorAction, parseVendorActionParams, paths } from '@showroom/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAdminVendorAction } from './api/change-vendor-status.ts';

/**
 * admin/vendors/vendor-action?vendorId=..&status=approved|rejected&reason=..: with an integer vendorId
 * and a known status it performs the action at once (an empty reason is sent as absent), shows its
 * snackbar and replaces the address with the submitted-vendors list, success or failure. Without valid
 * parameters it only goes to the list (no message was ever given for that). Each visit runs once, also
 * under React's StrictMode, which runs effects twice.
 */
export function VendorActionPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { mutate } = useAdminVendorAction({
    onSettled: () => navigate(paths.adminVendors('submitted-vendors'), { replace: true }),
  });
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (handled.current === location.key) return;
    handled.current = location.key;
    const request = parseVendorActionParams(new URLSearchParams(location.search));
    if (request && isAdminVendorAction(request.action)) {
      mutate({ vendorId: request.vendorId, action: request.action, reason: request.reason });
    } else {
      void navigate(paths.adminVendors('submitted-vendors'), { replace: true });
    }
  }, [location.key, location.search, mutate, navigate]);

  return <p role="status">{ADMIN_TEXTS.working}</p>;
}
