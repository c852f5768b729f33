import type { AppChecksResponse, CheckedFact } from '@showroom/contract';

/** A declared fact's latest result: the fact as the newest check that covers it saw it, and when. */
export interface FactResult {
  readonly fact: CheckedFact;
  readonly finishedAt: string;
}

export type FactResults = ReadonlyMap<string, FactResult>;

export const factKey = (key: string, value: string): string => `${key}\u0000${value}`;

/**
 * For each key and value, the result of the newest check whose facts include it (the API lists the
 * checks newest first). A fact no check covers has no entry: it reads 'Declared by the vendor'.
 */
export function latestFactResults(checks: AppChecksResponse['checks'] | undefined): FactResults {
  const results = new Map<string, FactResult>();
  for (const check of checks ?? []) {
    for (const fact of check.facts) {
      const k = factKey(fact.key, fact.value);
      if (!results.has(k)) results.set(k, { fact, finishedAt: check.finishedAt });
    }
  }
  return results;
}
