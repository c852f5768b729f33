// Compare: 2 to 4 public apps side by side at /compare?ids=…, collected with a "Compare" toggle on cards
// and app pages (compare-core.ts). The table's rows live here: which facts, in which order, and which
// rows differ; the web renders them. Zod-free: the compare page is a public route.
import type { CheckKind, CheckOutcome, CheckedFact } from './checks.ts';
import { COMPARE_MAX, COMPARE_MIN } from './compare-core.ts';
import { formatDate } from './constants.ts';
import { profileFacts } from './interop-facts.ts';
import type { InteropProfile } from './interop.ts';
import { texts } from './i18n/locale.ts';

export const COMPARE_TEXTS = texts('COMPARE_TEXTS', {
  /** The page's heading (its title is PUBLIC_ROUTE_TITLES.compare, the same words). */
  heading: 'Compare apps',
  /** The tray: a region at the bottom of every page while apps are chosen. */
  tray: 'Apps to compare',
  trayCompare: 'Compare apps',
  trayClear: 'Clear',
  trayRemove: (name: string): string => `Remove ${name} from Compare`,
  trayNeedMore: `Choose at least ${COMPARE_MIN} apps to compare.`,
  /** /compare without enough apps. */
  empty: `Choose ${COMPARE_MIN} to ${COMPARE_MAX} apps to compare: use Compare on their cards or pages.`,
  browseApps: 'Browse apps',
  notFound: (id: number): string => `App ${id} is not in the catalogue.`,
  loadFailed: 'The apps could not be loaded. Please try again later.',
} as const);

/**
 * The ids an address names: positive whole numbers, each once, at most COMPARE_MAX, in their order.
 * Anything else in the list is left out, so a hand-edited address still shows what it can.
 */
export function parseCompareIds(value: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const text = part.trim();
    if (!/^[1-9]\d{0,9}$/.test(text)) continue;
    const id = Number(text);
    if (Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === COMPARE_MAX) break;
  }
  return ids;
}

export const COMPARE_TABLE_TEXTS = texts('COMPARE_TABLE_TEXTS', {
  /** The table. */
  table: 'Apps side by side',
  loading: 'Loading the apps…',
  remove: 'Remove',
  removeColumn: (name: string): string => `Remove ${name} from the comparison`,
  differs: 'Differs',
  hideIdentical: 'Hide identical rows',
  showIdentical: (count: number): string =>
    count === 1 ? 'Show 1 identical row' : `Show ${count} identical rows`,
  notDeclared: 'Not declared',
  vendor: 'Vendor',
  demo: 'Demo',
  noDemo: 'No demo',
  checks: 'Live checks',
  checksDisabled: 'Live checks are turned off',
  neverChecked: 'Not checked yet',
  checkedFacts: (date: string, confirmed: number, declared: number): string =>
    `${date}: ${confirmed} of ${declared} declared ${declared === 1 ? 'fact' : 'facts'} confirmed`,
  checkedOutcomes: (date: string, passed: number, total: number): string =>
    `${date}: ${passed} of ${total} ${total === 1 ? 'check' : 'checks'} passed`,
} as const);

/** What the table needs of one app's live checks (GET /apps/{id}/checks). */
export interface CompareChecks {
  readonly enabled: boolean;
  readonly checks: readonly {
    readonly kind: CheckKind;
    readonly finishedAt: string;
    readonly outcome: CheckOutcome;
    readonly facts: readonly Pick<CheckedFact, 'status'>[];
  }[];
}

/**
 * One line for an app's newest checks: the date of the latest, and how many declared facts the newest
 * check of each kind confirmed (or, when no check covers a fact, how many checks passed).
 */
export function compareChecksText(result: CompareChecks | undefined): string {
  if (!result) return COMPARE_TABLE_TEXTS.neverChecked;
  if (!result.enabled) return COMPARE_TABLE_TEXTS.checksDisabled;
  const newest = new Map<CheckKind, CompareChecks['checks'][number]>();
  for (const check of result.checks) {
    const held = newest.get(check.kind);
    if (!held || check.finishedAt > held.finishedAt) newest.set(check.kind, check);
  }
  const latest = [...newest.values()].sort((a, b) => b.finishedAt.localeCompare(a.finishedAt))[0];
  if (!latest) return COMPARE_TABLE_TEXTS.neverChecked;
  const date = formatDate(latest.finishedAt);
  const facts = [...newest.values()].flatMap((check) => check.facts);
  const declared = facts.filter((fact) => fact.status !== 'not-checkable').length;
  if (declared > 0) {
    const confirmed = facts.filter((fact) => fact.status === 'confirmed').length;
    return COMPARE_TABLE_TEXTS.checkedFacts(date, confirmed, declared);
  }
  const passed = [...newest.values()].filter((check) => check.outcome === 'passed').length;
  return COMPARE_TABLE_TEXTS.checkedOutcomes(date, passed, newest.size);
}

/** One app of a comparison, as the page has it. */
export interface CompareColumn {
  readonly id: number;
  readonly name: string;
  readonly vendor: { readonly id: number; readonly name: string };
  readonly profile: InteropProfile | null | undefined;
  readonly demoUrl: string | null;
  readonly checks: CompareChecks | undefined;
}

export type CompareRowKey = 'vendor' | 'demo' | 'checks' | `profile.${string}` | `evidence.${string}`;

export interface CompareRow {
  readonly key: CompareRowKey;
  readonly label: string;
  /** One text per column; empty when the app declares nothing there. */
  readonly values: readonly string[];
  /** Whether the apps differ in this row (highlighted; identical rows can be hidden). */
  readonly differs: boolean;
}

/** The profile's facts a comparison shows, in this order (profileFacts' keys). */
const COMPARED_FACTS = [
  'profile.standards',
  'profile.fhir.versions',
  'profile.fhir.resources',
  'profile.fhir.implementationGuides',
  'profile.smart.launchTypes',
  'profile.openehr.templates',
  'profile.classification.categories',
  'profile.classification.platforms',
  'profile.classification.license',
  'profile.classification.pricing',
  'profile.classification.deviceClasses',
] as const;

/**
 * The rows of a comparison: vendor, the declared interoperability and classification facts, the live
 * checks and the demo, each with one value per column and whether the columns differ.
 */
export function compareRows(columns: readonly CompareColumn[]): CompareRow[] {
  const labels = new Map(profileFacts(undefined).map((f) => [f.key, f.label]));
  const facts = columns.map((column) => new Map(profileFacts(column.profile).map((f) => [f.key, f.value])));
  const row = (key: CompareRowKey, label: string, values: readonly string[]): CompareRow => ({
    key,
    label,
    values,
    differs: new Set(values).size > 1,
  });
  return [
    row(
      'vendor',
      COMPARE_TABLE_TEXTS.vendor,
      columns.map((c) => c.vendor.name),
    ),
    ...COMPARED_FACTS.map((key) =>
      row(
        key,
        labels.get(key) ?? key,
        facts.map((f) => f.get(key) ?? ''),
      ),
    ),
    row(
      'checks',
      COMPARE_TABLE_TEXTS.checks,
      columns.map((c) => compareChecksText(c.checks)),
    ),
    row(
      'demo',
      COMPARE_TABLE_TEXTS.demo,
      columns.map((c) => c.demoUrl ?? ''),
    ),
  ];
}
