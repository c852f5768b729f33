import { endpointRoutes, type VendorSandbox } from '@showroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

const mySandboxKey = ['my-sandbox'] as const;

/**
 * How often the page asks again while it is open: the count follows what the vendor's app writes
 * into the sandbox over FHIR, which the page does not see otherwise.
 */
const REFRESH_MS = 5_000;

/** GET /my-sandbox: the caller's sandbox, or null when it has none (204). */
export function useMySandbox() {
  return useQuery({
    queryKey: mySandboxKey,
    queryFn: async ({ signal }): Promise<VendorSandbox | null> =>
      (await apiFetch(endpointRoutes.getMySandbox, { signal })) ?? null,
    refetchInterval: REFRESH_MS,
  });
}

/** POST /my-sandbox: creates it (or answers the one the caller has). */
export function useCreateMySandbox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(endpointRoutes.createMySandbox, {}),
    onSuccess: (sandbox) => client.setQueryData(mySandboxKey, sandbox),
  });
}

/** POST /my-sandbox/reset: back to the shared data. */
export function useResetMySandbox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(endpointRoutes.resetMySandbox, {}),
    onSuccess: (sandbox) => client.setQueryData(mySandboxKey, sandbox),
  });
}
