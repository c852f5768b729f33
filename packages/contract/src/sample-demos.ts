/*
 * Sample demos: small pages the showroom itself serves (GET /sample-demos/{slug}) for the apps of its
 * seeded demo catalogue, so a newcomer's first click on Demo lands on a real page. The seed writes
 * their addresses on the showroom's own origin (PUBLIC_URL, http://localhost:8080 by default), which
 * the URL rule ("https followed by a host containing a dot", isHttpsUrl) would refuse on a developer's
 * machine. This is the one, deliberately narrow, exception to it: a demo address may be a sample demo
 * page of this showroom. Repository and website addresses get no exception.
 */

/** Where the sample demo pages live, below the showroom's origin. */
export const SAMPLE_DEMOS_PATH = '/sample-demos';

/** The stylesheet the sample demo pages share (the strict CSP allows no inline styles). */
export const SAMPLE_DEMOS_STYLESHEET = '/sample-demos.css';

/** A sample demo page's path: `/sample-demos/vital-signs`. */
export const sampleDemoPath = (slug: string): string => `${SAMPLE_DEMOS_PATH}/${encodeURIComponent(slug)}`;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Whether `value` is the address of a sample demo page of the showroom at `origin` (e.g.
 * `http://localhost:8080/sample-demos/vital-signs` for `http://localhost:8080`): exactly the origin,
 * then `/sample-demos/` and one slug, nothing else (no credentials, query or fragment). False
 * without an origin.
 */
export function isShowroomSampleDemoUrl(value: string, origin: string | null | undefined): boolean {
  if (!origin || !value.startsWith(`${origin}${SAMPLE_DEMOS_PATH}/`)) return false;
  const slug = value.slice(origin.length + SAMPLE_DEMOS_PATH.length + 1);
  return SLUG.test(slug) && slug.length <= 100;
}

let showroomOrigin: string | null = null;

/**
 * Makes the demo address rule accept this showroom's sample demo pages: the API calls it with its
 * PUBLIC_URL, the web's editor with the page's origin. Without it (or with null) only the URL rule applies.
 */
export function acceptSampleDemosOf(origin: string | null): void {
  if (origin === null) {
    showroomOrigin = null;
    return;
  }
  showroomOrigin = new URL(origin).origin;
}

/** Whether `value` is a sample demo page of the showroom registered with acceptSampleDemosOf. */
export const isOwnSampleDemoUrl = (value: string): boolean => isShowroomSampleDemoUrl(value, showroomOrigin);

/**
 * The showroom's own FHIR sandbox (issue 33), below its origin. The same narrow exception as the sample
 * demos: an app's FHIR server may be exactly this base URL of this showroom (the seeded FHIR apps declare
 * it, so their live checks confirm them), and the live checks may reach it there.
 */
export const SANDBOX_FHIR_PATH = '/sandbox/fhir';

/** Whether `value` is exactly the FHIR base of the sandbox of the showroom at `origin`. */
export function isShowroomSandboxUrl(value: string, origin: string | null | undefined): boolean {
  return !!origin && value === `${origin}${SANDBOX_FHIR_PATH}`;
}

/** Whether `value` is the FHIR base of the sandbox of the showroom registered with acceptSampleDemosOf. */
export const isOwnSandboxUrl = (value: string): boolean => isShowroomSandboxUrl(value, showroomOrigin);

/**
 * The sample CDS Hooks service the showroom serves itself (issue 36): its base URL is
 * PUBLIC_URL/sample-demos, so its discovery document is PUBLIC_URL/sample-demos/cds-services (CDS Hooks:
 * `{base}/cds-services`). The seeded CDS Hooks app declares it, and the same narrow exception as the
 * sample demos lets the live checks and `Try this CDS service` reach it on the showroom's own origin.
 */
export const SAMPLE_CDS_BASE_PATH = SAMPLE_DEMOS_PATH;

/** Whether `value` is exactly the sample CDS service's base URL of the showroom at `origin`. */
export function isShowroomSampleCdsUrl(value: string, origin: string | null | undefined): boolean {
  return !!origin && value === `${origin}${SAMPLE_CDS_BASE_PATH}`;
}

/** Whether `value` is the sample CDS service's base URL of the showroom registered with acceptSampleDemosOf. */
export const isOwnSampleCdsUrl = (value: string): boolean => isShowroomSampleCdsUrl(value, showroomOrigin);
