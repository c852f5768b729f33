import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { subjectTypeEnum } from './enums.ts';

/** Rejection reasons, listed newest first so "the first entry" is the latest rejection. */
export const reasons = pgTable(
  'reasons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subjectType: subjectTypeEnum('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    text: text('text').notNull(),
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reasons_subject_idx').on(t.subjectType, t.subjectId, t.createdAt)],
);

/** Who did what to which vendor or app, when, from which status to which, with the reason. */
export const audit = pgTable(
  'audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorSub: text('actor_sub').notNull(),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    subjectType: subjectTypeEnum('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    /**
     * The vendor whose history the entry belongs to: the vendor itself, or the app's vendor. Stored,
     * not joined through apps, so the entries of a deleted app stay in its vendor's history. Not null:
     * migration 0008 found the vendor of every older entry, also of apps deleted before it.
     */
    vendorId: integer('vendor_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    reason: text('reason'),
  },
  (t) => [
    index('audit_subject_idx').on(t.subjectType, t.subjectId, t.at),
    // A vendor's history, newest first by id, a keyset page at a time: read backwards in this index.
    index('audit_vendor_idx').on(t.vendorId, t.id),
  ],
);

/** E-mails written in the same transaction as the change they announce; a worker sends them. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_pending_idx').on(t.sentAt, t.sendAfter)],
);
