/**
 * The admin dashboard (issue 18): what waits for review and since when, the reviews of the last weeks,
 * the catalogue by status, standard and category, and the apps whose demo fails. Computed from the
 * database on each call (admins only, not a public hot path). Also the audit history's CSV export.
 */
import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { APP_NAME_MAX, VENDOR_NAME_MAX } from './constants.ts';
import { CATEGORIES } from './interop-core.ts';
import { texts } from './i18n/locale.ts';

/** How many ISO weeks (Monday to Sunday, UTC) the reviews chart covers, the current one last. */
export const DASHBOARD_WEEKS = 12;

/** At most this many failing demos are listed (the longest-failing first). */
export const DASHBOARD_FAILING_DEMOS_MAX = 100;

/**
 * The catalogue by status: every app in exactly one state. A never-published app is in its version's
 * status; a published app is ACTIVE, or in the state of its update (a newer version in progress);
 * DEACTIVATED whatever it holds.
 */
export const DASHBOARD_APP_STATES = [
  'DRAFT',
  'WAITING_FOR_APPROVAL',
  'REJECTED',
  'ACTIVE',
  'UPDATE_DRAFT',
  'UPDATE_WAITING_FOR_APPROVAL',
  'UPDATE_REJECTED',
  'DEACTIVATED',
] as const;
export type DashboardAppState = (typeof DASHBOARD_APP_STATES)[number];

/** The standards a published app declares, by their facet tags (FHIR, openEHR, SMART, CDS Hooks). */
export const DASHBOARD_STANDARDS = ['fhir', 'openehr', 'smart', 'cds-hooks'] as const;
export type DashboardStandard = (typeof DASHBOARD_STANDARDS)[number];

/** The facet tag that marks a published app as declaring a standard (interop.ts: profileFacetTags). */
export const DASHBOARD_STANDARD_TAGS: Readonly<Record<DashboardStandard, string>> = {
  fhir: 'standard:fhir',
  openehr: 'standard:openehr',
  smart: 'feature:smart',
  'cds-hooks': 'feature:cds-hooks',
};

const countSchema = z.number().int().min(0);

const waitingSchema = z.object({
  count: countSchema,
  /** When the one that has waited longest was submitted; null when none waits. */
  oldestSince: isoDateTimeSchema.nullable(),
});

export const adminDashboardSchema = z.object({
  /** When the numbers were read. */
  at: isoDateTimeSchema,
  waiting: z.object({ vendors: waitingSchema, apps: waitingSchema }),
  /** Approvals and rejections (apps and vendors) per ISO week, the oldest of DASHBOARD_WEEKS first. */
  reviewsPerWeek: z
    .array(
      z.object({
        /** ISO week, e.g. 2026-W48. */
        week: z.string().regex(/^\d{4}-W\d{2}$/),
        /** The week's Monday (UTC), ISO date. */
        start: z.iso.date(),
        approvals: countSchema,
        rejections: countSchema,
      }),
    )
    .max(DASHBOARD_WEEKS),
  catalogueByStatus: z
    .array(z.object({ state: z.enum(DASHBOARD_APP_STATES), count: countSchema }))
    .max(DASHBOARD_APP_STATES.length),
  /** Public apps per standard they declare (an app may declare several). */
  byStandard: z
    .array(z.object({ standard: z.enum(DASHBOARD_STANDARDS), count: countSchema }))
    .max(DASHBOARD_STANDARDS.length),
  /** Public apps per category (an app may have several). */
  byCategory: z.array(z.object({ category: z.enum(CATEGORIES), count: countSchema })).max(CATEGORIES.length),
  /** Public apps whose demo failed its last checks in a row (the cards' "Demo unavailable"). */
  failingDemos: z
    .array(
      z.object({
        appId: z.number().int().positive(),
        name: z.string().max(APP_NAME_MAX),
        vendorId: z.number().int().positive(),
        vendorName: z.string().max(VENDOR_NAME_MAX),
        /** The first failed check of the current run of failures. */
        since: isoDateTimeSchema,
        failures: countSchema,
      }),
    )
    .max(DASHBOARD_FAILING_DEMOS_MAX),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** The CSV export's header row (RFC 4180), one row per audit entry after it, oldest first. */
export const AUDIT_CSV_COLUMNS = [
  'time',
  'actor',
  'action',
  'subject_type',
  'subject_id',
  'subject_name',
  'vendor_id',
  'vendor_name',
  'from_status',
  'to_status',
  'reason',
] as const;

/** The export's file name for a day: showroom-audit-2026-11-26.csv (UTC). */
export const auditExportFileName = (at: Date): string =>
  `showroom-audit-${at.toISOString().slice(0, 10)}.csv`;

/** Whole days from `since` to `now` (0 on the same day or for a future time). */
export function daysSince(since: string | Date, now: Date = new Date()): number {
  const from = since instanceof Date ? since : new Date(since);
  const ms = now.getTime() - from.getTime();
  return Number.isNaN(ms) || ms < 0 ? 0 : Math.floor(ms / 86_400_000);
}

export const DASHBOARD_TEXTS = texts('DASHBOARD_TEXTS', {
  waitingHeading: 'Waiting for review',
  waitingVendors: 'Vendors waiting',
  waitingApps: 'Apps waiting',
  /** The oldest waiting one: its submission date and how many whole days ago that was. */
  oldestSince: (date: string, days: number): string =>
    `Oldest waiting since ${date} (${days === 1 ? '1 day' : `${days} days`})`,
  noVendorsWaiting: 'No vendors are waiting',
  noAppsWaiting: 'No apps are waiting',
  reviewVendors: 'Review vendors',
  reviewApps: 'Review apps',
  reviewsHeading: 'Approvals and rejections per week',
  reviewsSummary: (approvals: number, rejections: number, weeks: number): string =>
    `Bar chart: ${approvals} approvals and ${rejections} rejections in the last ${weeks} weeks`,
  approvals: 'Approvals',
  rejections: 'Rejections',
  weekColumn: 'Week',
  statusHeading: 'Apps by status',
  statusColumn: 'Status',
  standardHeading: 'Published apps by standard',
  standardColumn: 'Standard',
  categoryHeading: 'Published apps by category',
  categoryColumn: 'Category',
  countColumn: 'Apps',
  /** The canvas's name for the count charts: the caption and the numbers in one sentence. */
  chartSummary: (caption: string, values: string): string => `Bar chart, ${caption}: ${values}`,
  showTable: 'Show as table',
  failingHeading: 'Failing demos',
  noFailingDemos: 'Every published demo answers',
  appColumn: 'App',
  vendorColumn: 'Vendor',
  failingSinceColumn: 'Failing since',
  failuresColumn: 'Failed checks in a row',
  auditHeading: 'Audit history',
  downloadAudit: 'Download audit history (CSV)',
  downloading: 'Preparing the download …',
  downloadFailed: 'The audit history could not be downloaded.',
  loadFailed: 'The dashboard could not be loaded.',
  retry: 'Try again',
  loading: 'Loading…',
} as const);

/** The names of the catalogue states (the vendors' own words for statuses where they exist). */
export const DASHBOARD_STATE_LABELS = texts('DASHBOARD_STATE_LABELS', {
  DRAFT: 'Draft',
  WAITING_FOR_APPROVAL: 'In review',
  REJECTED: 'Rejected',
  ACTIVE: 'Published',
  UPDATE_DRAFT: 'Published, new draft',
  UPDATE_WAITING_FOR_APPROVAL: 'Published, update in review',
  UPDATE_REJECTED: 'Published, update rejected',
  DEACTIVATED: 'Deactivated',
} as const satisfies Record<DashboardAppState, string>);

/** Standards by their names (not translated: names). */
export const DASHBOARD_STANDARD_NAMES: Readonly<Record<DashboardStandard, string>> = {
  fhir: 'FHIR',
  openehr: 'openEHR',
  smart: 'SMART',
  'cds-hooks': 'CDS Hooks',
};
