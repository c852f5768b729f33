import type { AppEvidence, InteropProfile } from '@showroom/contract';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { appStatusEnum } from './enums.ts';
import { media } from './media.ts';
import { vendors } from './vendors.ts';

/**
 * An app keeps one id for its whole life. Its content lives in versions: the published one
 * (what the public sees) and at most one newer in-progress one (DRAFT, WAITING_FOR_APPROVAL or
 * REJECTED). A never-published app has only an in-progress version.
 */
export const apps = pgTable(
  'apps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    publishedVersionId: integer('published_version_id').references((): AnyPgColumn => appVersions.id, {
      onDelete: 'set null',
    }),
    inProgressVersionId: integer('in_progress_version_id').references((): AnyPgColumn => appVersions.id, {
      onDelete: 'set null',
    }),
    /** Lifecycle status: the in-progress version's status until first approval, then ACTIVE or DEACTIVATED. */
    status: appStatusEnum('status').notNull().default('DRAFT'),
    rowVersion: integer('row_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('apps_vendor_idx').on(t.vendorId), index('apps_status_idx').on(t.status)],
);

export const appVersions = pgTable(
  'app_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appId: integer('app_id')
      .notNull()
      .references((): AnyPgColumn => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    descriptionShort: text('description_short').notNull(),
    demoUrl: text('demo_url'),
    repoUrl: text('repo_url'),
    version: text('version'),
    /** The interoperability profile as the contract's schema validated it; null: nothing declared. */
    profile: jsonb('profile').$type<InteropProfile>(),
    /**
     * The profile's facet tags (`fhirVersion:R4`, `category:medication`: the contract's profileFacetTags),
     * written with it; null only for a version written before the tags existed (filled at start).
     */
    facets: text('facets').array(),
    /**
     * Where the version runs, who uses it, its certifications and data protection (issue 37), as the
     * contract's schema validated it; null: nothing declared. Its runs-on systems are in `facets` too.
     */
    evidence: jsonb('evidence').$type<AppEvidence>(),
    iconSha256: text('icon_sha256').references(() => media.sha256),
    status: appStatusEnum('status').notNull().default('DRAFT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('app_versions_app_idx').on(t.appId)],
);

export const screenshots = pgTable(
  'screenshots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    versionId: integer('version_id')
      .notNull()
      .references(() => appVersions.id, { onDelete: 'cascade' }),
    mediaSha256: text('media_sha256')
      .notNull()
      .references(() => media.sha256),
    /** A smaller rendition for cards and the carousel. */
    thumbSha256: text('thumb_sha256').references(() => media.sha256),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('screenshots_version_idx').on(t.versionId, t.position)],
);

/**
 * The certificate expiry mails sent (issue 37): one per app, certificate and expiry date, so a renewed
 * certificate (a new expiry date) is announced again and a re-published version is not.
 */
export const certificateExpiryNotices = pgTable(
  'certificate_expiry_notices',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** The certificate: its type and number (empty when it has none). */
    certificateType: text('certificate_type').notNull(),
    certificateIdentifier: text('certificate_identifier').notNull(),
    expiresOn: text('expires_on').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.certificateType, t.certificateIdentifier, t.expiresOn] })],
);

/** Published screenshots an in-progress version drops (its list: the rest of them, then its own). */
export const removedScreenshots = pgTable(
  'removed_screenshots',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => appVersions.id, { onDelete: 'cascade' }),
    screenshotId: integer('screenshot_id')
      .notNull()
      .references(() => screenshots.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.screenshotId] })],
);
