// The live checks' texts: what the app page says beside each declared fact, the 'Check now' controls,
// the check history and the 'How we check' page. Zod-free, so that the app page (a lazy chunk) can use
// them without the schemas of checks.ts.
import { CHECK_NOW_PER_HOUR, REPORTS_A_VALUE } from './check-limits.ts';
import { formatDate } from './constants.ts';
import type { CheckKind, CheckOutcome, CheckRecord, CheckedFact } from './checks.ts';
import { texts } from './i18n/locale.ts';
import { keptShapes, translateKept } from './kept-text.ts';

export { CHECK_NOW_PER_HOUR, REPORTS_A_VALUE } from './check-limits.ts';

type VersionStatus = 'DRAFT' | 'WAITING_FOR_APPROVAL' | 'ACTIVE' | 'REJECTED' | 'DEACTIVATED';

/**
 * Why a live check could not confirm a declared fact, or could not check it (CheckedFact.reported, where
 * the fact's key reports no value): the API's checks write these in English, and the results keep what
 * they wrote. The web shows them in the language on screen through checkReasonText, which knows a kept
 * reason by these English templates (a function's text around its one value).
 */
const CHECK_REASONS_ENGLISH = {
  notInCapabilityStatement: "not in the server's CapabilityStatement",
  noImplementationGuides: 'the CapabilityStatement lists no implementationGuide or instantiates',
  unknownGuide: "the guide's canonical URL is not known to the showroom",
  serverClaims: (list: string): string => `the server claims ${list}`,
  noScopesSupported: 'the SMART configuration has no scopes_supported',
  notInScopesSupported: 'not in scopes_supported',
  noLaunchUrl: 'the manifest has no launch_url',
  launchUrlIs: (url: string): string => `the manifest's launch_url is ${url}`,
  notInRedirectUris: (list: string): string => `not in the manifest's redirect_uris (${list})`,
  noManifest: (addresses: string): string => `no manifest at ${addresses}`,
};
export const CHECK_REASONS = texts('CHECK_REASONS', { ...CHECK_REASONS_ENGLISH });

/** Each reason's recogniser (kept-text.ts). */
const REASON_SHAPES = keptShapes(CHECK_REASONS_ENGLISH);

/** A kept reason in the language on screen; one the templates do not know stays as it was written. */
export function checkReasonText(reported: string): string {
  return translateKept(reported, REASON_SHAPES, CHECK_REASONS) ?? reported;
}

/** Whether 'Check now' checks a version itself: in review or published, never a draft (issue 32). */
export const checksOnDemand = (versionStatus: VersionStatus): boolean =>
  versionStatus !== 'DRAFT' && versionStatus !== 'REJECTED';

/**
 * Which version 'Check now' checks (issue 32): a version in review as submitted, else the published one.
 * A draft that was never submitted is not checked on demand (it is checked when it is submitted), so that
 * drafts cannot make the server send requests to hosts of their author's choice.
 */
export function checkNowTarget(
  versionStatus: VersionStatus,
  hasPublished: boolean,
): 'latest' | 'published' | null {
  if (versionStatus === 'WAITING_FOR_APPROVAL') return 'latest';
  return hasPublished ? 'published' : null;
}

export const CHECK_TEXTS = texts('CHECK_TEXTS', {
  disabled: 'Live checks are turned off on this showroom.',
  nothingToCheck:
    'This app declares no address to check: add a FHIR sandbox, CDS Hooks discovery or demo CDR URL, a demo or a repository.',
  tooSoon: 'This app was checked a moment ago. Please wait a minute before checking again.',
  /** 409 for a draft that was never submitted, and the note in place of the button (issue 32). */
  draftNotChecked:
    'Drafts are checked when you submit them: Check now checks apps in review and published apps.',
  /** 429 past a vendor's hourly budget of Check now runs (issue 32). */
  budgetSpent: `You have used your ${CHECK_NOW_PER_HOUR} live checks of the last hour. Please try again later; published apps are also checked on a schedule.`,
  /** A declared fact no check has covered (yet). */
  declared: 'Declared by the vendor',
  /** A declared fact the server cannot tell about ("the SMART configuration has no scopes_supported"). */
  notCheckable: (why: string | undefined): string =>
    why ? `Declared by the vendor (not checkable: ${why})` : 'Declared by the vendor (not checkable)',
  /** The date of the check (its finishedAt) as dd.MM.yyyy. */
  confirmedOn: (finishedAt: string): string => `Confirmed by a live check on ${formatDate(finishedAt)}`,
  /**
   * What the server says instead: "Not confirmed: the server reports 4.0.1 (R4)" where it reports a
   * value, else its own sentence ("Not confirmed: not in the server's CapabilityStatement").
   */
  notConfirmed: (fact: Pick<CheckedFact, 'key' | 'reported'>): string =>
    fact.reported === undefined
      ? 'Not confirmed by a live check'
      : REPORTS_A_VALUE.has(fact.key)
        ? `Not confirmed: the server reports ${fact.reported}`
        : `Not confirmed: ${fact.reported}`,
  /** Above the declared facts, with a link to 'How we check'. */
  intro: "What the vendor declared, and what live checks of the vendor's servers found.",
  howWeCheckLink: 'How we check',
  liveChecksHeading: 'Live checks',
  checkNow: 'Check now',
  checking: 'Checking…',
  checked: 'Checked.',
  neverChecked: 'Not checked yet.',
  lastChecked: (finishedAt: string): string => `Last checked on ${formatDate(finishedAt)}`,
  nextCheck: (dateTime: string): string => `Next scheduled check: ${dateTime}`,
  historyToggle: 'Check history',
  historyEmpty: 'No checks yet.',
  historyColumns: {
    what: 'What',
    url: 'Address',
    finishedAt: 'When',
    outcome: 'Outcome',
    httpStatus: 'HTTP status',
    timeMs: 'Time (ms)',
    detail: 'Detail',
  },
  /** The snackbar for a failed 'Check now' without a text of the API's own (409 and 429 bring theirs). */
  runFailed: 'There was an error checking the app.',
} as const);

/**
 * Ours (issue 35): what a `Check now` found, said where the button is, by what each check read
 * (CHECK_KIND_LABELS, listed in the language's way): "Checked. Confirmed: FHIR metadata. Not
 * confirmed: Repository. Not reached: Demo and Vendor website."
 */
export const CHECK_RUN_TEXTS = texts('CHECK_RUN_TEXTS', {
  confirmed: (what: string): string => `Confirmed: ${what}.`,
  notConfirmed: (what: string): string => `Not confirmed: ${what}.`,
  notReached: (what: string): string => `Not reached: ${what}.`,
} as const);

/** The sentences of a run's outcome, in the order confirmed, not confirmed, not reached; empty ones left out. */
export function checkRunSummary(
  checks: readonly Pick<CheckRecord, 'kind' | 'outcome'>[],
  list: (items: string[]) => string,
): string[] {
  const of = (outcome: CheckOutcome): string[] => [
    ...new Set(checks.filter((c) => c.outcome === outcome).map((c) => CHECK_KIND_LABELS[c.kind])),
  ];
  const sentences: [string[], (what: string) => string][] = [
    [of('passed'), CHECK_RUN_TEXTS.confirmed],
    [of('failed'), CHECK_RUN_TEXTS.notConfirmed],
    [of('error'), CHECK_RUN_TEXTS.notReached],
  ];
  return sentences.filter(([what]) => what.length > 0).map(([what, text]) => text(list(what)));
}

/** What each check reads, for the history. */
export const CHECK_KIND_LABELS: Readonly<Record<CheckKind, string>> = texts('CHECK_KIND_LABELS', {
  fhir: 'FHIR metadata',
  smart: 'SMART configuration',
  'smart-manifest': 'SMART app manifest',
  'cds-hooks': 'CDS Hooks discovery',
  openehr: 'openEHR CDR',
  registers: 'Public registers',
  demo: 'Demo',
  website: 'Vendor website',
  repository: 'Repository',
});

export const CHECK_OUTCOME_LABELS: Readonly<Record<CheckOutcome, string>> = texts('CHECK_OUTCOME_LABELS', {
  passed: 'Passed',
  failed: 'Failed',
  error: 'Not reached',
});
