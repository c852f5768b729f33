import { AUDIT_PAGE_SIZE, endpointRoutes, type AuditListResponse } from '@showroom/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';

/** One app's or one vendor's history (a vendor's includes its apps). */
export type AuditSubject = { readonly appId: number } | { readonly vendorId: number };

/** Under ['audit'], so an admin action can refresh every history with one invalidation. */
export const auditKeys = {
  all: ['audit'] as const,
  subject: (subject: AuditSubject) => [...auditKeys.all, subject] as const,
};

/** GET /audit?appId= or ?vendorId=, newest first, a page at a time ('Show more' asks for the next). */
const auditHistoryQueryOptions = (subject: AuditSubject) =>
  infiniteQueryOptions({
    queryKey: auditKeys.subject(subject),
    queryFn: ({ pageParam, signal }): Promise<AuditListResponse> =>
      apiFetch(endpointRoutes.listAudit, {
        query: { ...subject, limit: AUDIT_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useAuditHistory = (subject: AuditSubject) => useInfiniteQuery(auditHistoryQueryOptions(subject));
