/** Query keys of the vendor-profile feature, one factory so invalidation and reads agree. */
export const vendorKeys = {
  all: ['vendors'] as const,
  myVendor: () => [...vendorKeys.all, 'my-vendor'] as const,
  reasons: (vendorId: number) => [...vendorKeys.all, vendorId, 'reasons'] as const,
};
