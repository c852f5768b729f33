import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { apps } from './apps.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per app the public can see (status ACTIVE, a published version, a vendor that is not
 * DEACTIVATED): the one definition of "public" the catalogue reads, denormalised from the published
 * version and the vendor so search and keyset paging read one table with its own indexes.
 * Kept exact by the function `catalogue_search_refresh(app_id)` and the triggers that call it
 * (migration 0003_catalogue_search_triggers.sql): every write path, the seed included, keeps it current.
 */
export const catalogueSearch = pgTable(
  'catalogue_search',
  {
    appId: integer('app_id')
      .primaryKey()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** lower(name): the sort key of sort=name (case-insensitive). */
    nameKey: text('name_key').notNull(),
    /** The published version's updatedAt: the sort key of sort=updated. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Everything a search matches: name A, vendor name and short description B, description C ('english'). */
    document: tsvector('document').notNull(),
    /**
     * Name A and vendor name B only: small, so ranking the apps whose name or vendor matches stays
     * cheap however many apps mention a word in their descriptions.
     */
    nameDocument: tsvector('name_document').notNull(),
  },
  (t) => [
    index('catalogue_search_document_idx').using('gin', t.document),
    index('catalogue_search_name_document_idx').using('gin', t.nameDocument),
    index('catalogue_search_name_idx').on(t.nameKey, t.appId),
    index('catalogue_search_updated_idx').on(t.updatedAt, t.appId),
  ],
);

/**
 * Every word of the public apps' texts (name, vendor name, descriptions), lower-case: the vocabulary
 * a misspelt search word is corrected against by trigram similarity ('fhri' → 'fhir'), nearest first
 * through the GiST index. Only ever grows from published versions, so it never holds a draft's words.
 */
export const catalogueWords = pgTable(
  'catalogue_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('catalogue_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops'))],
);
