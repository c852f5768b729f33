import { endpointRoutes, type SandboxClient, type SandboxClientBody } from '@showroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, ApiError } from '../../../lib/api-client.ts';

const vendorAppsKey = ['my-sandbox', 'apps'] as const;
const clientKey = (appId: number) => ['my-sandbox', 'client', appId] as const;

/**
 * GET /apps/vendorapps: the caller's apps, to choose the one to register. Asked only once the caller is
 * known to have a vendor (without one the API answers 404); a 404 still counts as no apps.
 */
export function useSandboxApps(options: { enabled: boolean }) {
  return useQuery({
    queryKey: vendorAppsKey,
    enabled: options.enabled,
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch(endpointRoutes.listVendorApps, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
  });
}

/** GET /apps/:id/sandbox-client: the app's registration, or null when it has none (204). */
export function useSandboxClient(appId: number) {
  return useQuery({
    queryKey: clientKey(appId),
    queryFn: async ({ signal }): Promise<SandboxClient | null> =>
      (await apiFetch(endpointRoutes.getSandboxClient, { params: { id: appId }, signal })) ?? null,
  });
}

/** The registration as read again: without the secret, which only the answer that made it holds. */
const withoutSecret = ({ clientSecret: _secret, ...client }: SandboxClient): SandboxClient => client;

/** PUT /apps/:id/sandbox-client: registers the app or changes its registration. */
export function usePutSandboxClient(appId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SandboxClientBody) =>
      apiFetch(endpointRoutes.putSandboxClient, { params: { id: appId }, body }),
    onSuccess: (answer) => client.setQueryData(clientKey(appId), withoutSecret(answer)),
  });
}

/** POST /apps/:id/sandbox-client/secret: a new secret, in this answer only. */
export function useNewSandboxSecret(appId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(endpointRoutes.newSandboxClientSecret, { params: { id: appId } }),
    onSuccess: (answer) => client.setQueryData(clientKey(appId), withoutSecret(answer)),
  });
}

/** DELETE /apps/:id/sandbox-client. */
export function useDeleteSandboxClient(appId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(endpointRoutes.deleteSandboxClient, { params: { id: appId } }),
    onSuccess: () => client.setQueryData(clientKey(appId), null),
  });
}
