import { endpointRoutes, type CodedConcept } from '@showroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** How many codes the indication search offers at once. */
const OFFERED = 10;

/** GET /codes/icd10?q=…: the ICD-10-CM codes matching what the vendor typed (none for an empty search). */
export function useIcd10Search(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: ['codes', 'icd10', q],
    queryFn: async ({ signal }): Promise<readonly CodedConcept[]> =>
      (await apiFetch(endpointRoutes.searchIcd10Codes, { query: { q, limit: OFFERED }, signal })).items,
    enabled: q !== '',
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
