import { CHECK_TEXTS, checkReasonText, REPORTS_A_VALUE } from '@showroom/contract';
import type { FactResult } from './fact-results.ts';

// Apart from fact-results.ts: the app page reads the results as it renders, while these texts (and
// the contract's check texts with them) belong to the Interoperability section's own chunk.

/** What the page says beside a declared value: confirmed on a date, not confirmed with what the server reports, or declared. */
export function factResultText(result: FactResult | undefined): string {
  if (!result) return CHECK_TEXTS.declared;
  const { fact } = result;
  if (fact.status === 'confirmed') return CHECK_TEXTS.confirmedOn(result.finishedAt);
  // A reported value (a version, a URL) stays as the server wrote it; a reason is said in the page's language.
  const reported =
    fact.reported === undefined || REPORTS_A_VALUE.has(fact.key)
      ? fact.reported
      : checkReasonText(fact.reported);
  if (fact.status === 'not-confirmed') return CHECK_TEXTS.notConfirmed({ key: fact.key, reported });
  return CHECK_TEXTS.notCheckable(reported);
}
