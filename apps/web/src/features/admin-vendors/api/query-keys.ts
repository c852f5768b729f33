import type { AdminVendorTab } from '@showroom/contract';

/** Query keys of the admin's vendor lists, under ['vendors'] like every vendor query. */
export const adminVendorsKeys = {
  root: ['vendors'] as const,
  all: ['vendors', 'admin'] as const,
  list: (tab: AdminVendorTab) => [...adminVendorsKeys.all, 'list', tab] as const,
};
