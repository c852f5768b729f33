import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The language each signed-in user last used (db/user-locales.ts), so the mails the API
 * sends them (review decisions, a failing demo) go out in it. Keyed by the identity provider's subject:
 * a user has a row before they have a vendor, and it is apart from `vendors`, whose updates bump its
 * optimistic lock and announce catalogue changes.
 */
export const userLocales = pgTable('user_locales', {
  owner: text('owner').primaryKey(),
  locale: text('locale').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
