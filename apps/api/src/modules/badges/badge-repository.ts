import type { CheckedFact, CheckKind, CheckOutcome } from '@showroom/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appChecks, apps } from '../../db/schema/index.ts';

/** The newest check of one standard of the app's published version. */
export interface StandardCheck {
  readonly kind: CheckKind;
  readonly outcome: CheckOutcome;
  readonly facts: readonly CheckedFact[];
}

/** The kinds of check a badge can name: the standards themselves (FHIR, openEHR). */
const BADGE_KINDS: CheckKind[] = ['fhir', 'openehr'];

/** Per standard, the newest check of the app's published version (none of a draft's). */
export async function latestStandardChecks(db: DbOrTx, appId: number): Promise<StandardCheck[]> {
  return db
    .selectDistinctOn([appChecks.kind], {
      kind: appChecks.kind,
      outcome: appChecks.outcome,
      facts: appChecks.facts,
    })
    .from(appChecks)
    .innerJoin(apps, and(eq(apps.id, appChecks.appId), eq(apps.publishedVersionId, appChecks.versionId)))
    .where(and(eq(appChecks.appId, appId), inArray(appChecks.kind, BADGE_KINDS)))
    .orderBy(appChecks.kind, desc(appChecks.finishedAt), desc(appChecks.id));
}
