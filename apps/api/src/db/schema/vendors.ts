import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { vendorStatusEnum } from './enums.ts';
import { media } from './media.ts';

export const vendors = pgTable('vendors', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The identity provider's subject of the user who owns this vendor; one vendor per user. */
  owner: text('owner').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  email: text('email').notNull(),
  website: text('website'),
  iconSha256: text('icon_sha256').references(() => media.sha256),
  iconUpdatedAt: timestamp('icon_updated_at', { withTimezone: true }),
  status: vendorStatusEnum('status').notNull().default('DRAFT'),
  /** Optimistic locking: every update bumps it; an update naming an older one is a 409. */
  rowVersion: integer('row_version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
