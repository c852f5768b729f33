import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite returns Uint8Array, node-postgres Buffer: hand out Buffer on both.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Content-addressed images: the URL /api/media/{sha256}.{ext} never changes meaning. */
export const media = pgTable('media', {
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  ext: text('ext').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
