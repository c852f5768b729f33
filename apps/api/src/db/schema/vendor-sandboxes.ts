import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A vendor's writable FHIR sandbox (issue 33), one per signed-in user (the identity provider's
 * subject, like user_locales: a vendor may try FHIR before registering its company). `key` is the
 * unguessable part of its base URL (PUBLIC_URL/sandbox/v/{key}/fhir). `generation` counts resets: the
 * sandbox process holds a copy of each store and rebuilds it when the generation it holds is not this.
 */
export const vendorSandboxes = pgTable(
  'vendor_sandboxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    owner: text('owner').notNull().unique(),
    key: text('key').notNull().unique(),
    generation: integer('generation').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    resetAt: timestamp('reset_at', { withTimezone: true }),
  },
  (t) => [index('vendor_sandboxes_last_used_idx').on(t.lastUsedAt)],
);

/**
 * What a vendor changed in its sandbox: per resource, the resource as it is now, or null once deleted
 * (the shared copy stays hidden). The shared data are not stored: the sandbox process has them.
 */
export const vendorSandboxResources = pgTable(
  'vendor_sandbox_resources',
  {
    sandboxId: integer('sandbox_id')
      .notNull()
      .references(() => vendorSandboxes.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id').notNull(),
    resource: jsonb('resource').$type<Record<string, unknown>>(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sandboxId, t.resourceType, t.resourceId] })],
);
