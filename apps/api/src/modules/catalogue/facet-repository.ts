import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { FacetIndex } from './facet-index.ts';

/** The rows of a raw statement, on either driver. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Comma-separated integers as the database aggregates them. */
const parseIds = (text: string | null): Int32Array<ArrayBufferLike> =>
  text ? Int32Array.from(text.split(','), Number) : new Int32Array(0);

/**
 * Reads the index from catalogue_search in one statement (one snapshot): the public ids, then each tag
 * with its apps' positions, aggregated by the database (a few hundred rows, not one per app).
 */
export async function loadFacetIndex(db: DbOrTx): Promise<FacetIndex> {
  const result = await db.execute(sql`
    with numbered as materialized (
      select app_id, facets, (row_number() over (order by app_id) - 1) as position from catalogue_search
    )
    select null::text as tag, string_agg(app_id::text, ',' order by position) as list from numbered
    union all
    select t.tag, string_agg(n.position::text, ',' order by n.position)
      from numbered n, unnest(n.facets) as t(tag)
     group by t.tag`);
  const rows = rowsOf<{ tag: string | null; list: string | null }>(result);
  let ids: Int32Array = new Int32Array(0);
  const postings = new Map<string, Int32Array>();
  for (const row of rows) {
    if (row.tag === null) ids = parseIds(row.list);
    else postings.set(row.tag, parseIds(row.list));
  }
  return new FacetIndex(ids, postings);
}
