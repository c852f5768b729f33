import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
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
    /** The published version's facet tags: what the catalogue's filters select by. */
    facets: text('facets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('catalogue_search_document_idx').using('gin', t.document),
    index('catalogue_search_facets_idx').using('gin', t.facets),
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

/**
 * The name side of catalogue_search, one narrow row per public app (about a seventh of the width):
 * the relevance tiers that look at names only (exact name, all or some words in the name or vendor
 * name) read these rows instead of the wide ones that carry the whole document, so a word found in
 * thousands of names costs a few thousand small heap reads. Kept by catalogue_search_refresh with
 * catalogue_search (migration 0005), and dropped with its row.
 */
export const catalogueNames = pgTable(
  'catalogue_names',
  {
    appId: integer('app_id')
      .primaryKey()
      .references(() => catalogueSearch.appId, { onDelete: 'cascade' }),
    nameKey: text('name_key').notNull(),
    nameDocument: tsvector('name_document').notNull(),
  },
  (t) => [
    index('catalogue_names_document_idx').using('gin', t.nameDocument),
    index('catalogue_names_name_idx').on(t.nameKey, t.appId),
  ],
);

/**
 * Each lexeme of each public app's name and vendor name ('english', as name_document has them), with
 * the app's sort key: the names that have a word, already in name order. Reading a word's rows through
 * the primary key is reading its apps by name, so a page of "apps whose name has this word" costs
 * about a page of index entries however many names have it and wherever they sort. Kept by
 * catalogue_search_refresh (migration 0007), dropped with the app's catalogue_search row.
 */
export const catalogueNameWords = pgTable(
  'catalogue_name_words',
  {
    lexeme: text('lexeme').notNull(),
    nameKey: text('name_key').notNull(),
    appId: integer('app_id')
      .notNull()
      .references(() => catalogueSearch.appId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.lexeme, t.nameKey, t.appId] }),
    index('catalogue_name_words_app_idx').on(t.appId),
  ],
);
