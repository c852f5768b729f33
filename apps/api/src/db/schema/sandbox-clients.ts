import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { apps } from './apps.ts';

/**
 * An app's registration as a SMART client of the shared FHIR sandbox (issue 34): one per app, kept
 * across its versions. `secret_hash` is the SHA-256 (hex) of a confidential client's secret (256
 * random bits, so no slow hash is needed); the secret itself is shown once and never stored.
 */
export const sandboxClients = pgTable('sandbox_clients', {
  appId: integer('app_id')
    .primaryKey()
    .references(() => apps.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull().unique(),
  clientType: text('client_type').$type<'public' | 'confidential'>().notNull(),
  launchUrl: text('launch_url').notNull(),
  redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
  secretHash: text('secret_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
