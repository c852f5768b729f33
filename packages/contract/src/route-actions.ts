/**
 * The admin action routes (they act as they open, then show a list): the parameters admin/apps and
 * admin/vendors/vendor-action are opened with. Apart from routes.ts because only the admin chunk needs
 * them, not the web's first page.
 */
import { readId } from './ids.ts';
import type { AppAction, VendorAction } from './status-machine.ts';

/** `status` values of the admin/apps action parameters and the action each performs. */
const ADMIN_APP_ROUTE_ACTIONS = {
  approved: 'approve',
  rejected: 'reject',
  activate: 'activate',
  deactivate: 'deactivate',
} as const satisfies Record<string, AppAction>;
export type AdminAppRouteStatus = keyof typeof ADMIN_APP_ROUTE_ACTIONS;

/** `status` values of the vendor-action route: only approve and reject. */
const VENDOR_ACTION_ROUTE_ACTIONS = {
  approved: 'approve',
  rejected: 'reject',
} as const satisfies Record<string, VendorAction>;
export type VendorActionRouteStatus = keyof typeof VENDOR_ACTION_ROUTE_ACTIONS;

/** Anything with URLSearchParams' `get`, so this works with the browser's and Node's without either's types. */
export interface SearchParamsLike {
  get(name: string): string | null;
}

/** "An empty reason is sent as absent." */
const readReason = (value: string | null): string | undefined => (value?.trim() ? value : undefined);

const own = <T extends object>(table: T, key: string | null): key is Extract<keyof T, string> =>
  key !== null && Object.prototype.hasOwnProperty.call(table, key);

/**
 * The vendor-action route runs only with an integer vendorId and a known status (approved or rejected);
 * otherwise nothing happens (undefined), and the page goes to the submitted-vendors list either way.
 */
export function parseVendorActionParams(
  params: SearchParamsLike,
): { vendorId: number; action: VendorAction; reason?: string } | undefined {
  const vendorId = readId(params.get('vendorId'));
  const status = params.get('status');
  if (vendorId === undefined || !own(VENDOR_ACTION_ROUTE_ACTIONS, status)) return undefined;
  const reason = readReason(params.get('reason'));
  return {
    vendorId,
    action: VENDOR_ACTION_ROUTE_ACTIONS[status],
    ...(reason !== undefined ? { reason } : {}),
  };
}

/** admin/apps opened with appid, status and reason performs that action, then shows submitted-apps. */
export function parseAdminAppActionParams(
  params: SearchParamsLike,
): { appId: number; action: AppAction; reason?: string } | undefined {
  const appId = readId(params.get('appid'));
  const status = params.get('status');
  if (appId === undefined || !own(ADMIN_APP_ROUTE_ACTIONS, status)) return undefined;
  const reason = readReason(params.get('reason'));
  return { appId, action: ADMIN_APP_ROUTE_ACTIONS[status], ...(reason !== undefined ? { reason } : {}) };
}
