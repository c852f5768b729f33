// Live checks: what an app's own servers say of the standards it declares, and whether its demo,
// website and repository answer; run on submission, approval, "Check now" and on a schedule.
export { createCheckWorker, type CheckWorker } from './check-worker.ts';
export { checksRoutes } from './checks-routes.ts';
export { checkSoon, type CheckRunner, type ChecksContext } from './checks-service.ts';
export { lastDemoCheckAt, loadCheckStatus } from './checks-repository.ts';
export { createCheckRunner } from './check-runner.ts';
export { parseAllowList, safeFetch, type AllowList, type FetchOutcome } from './safe-fetch.ts';
export { normaliseHost } from './allow-list.ts';
export { installLinkHostPolicy } from './link-hosts.ts';

/** The User-Agent of every check: it names the showroom and the page that explains the checks. */
export const checksUserAgent = (publicUrl: string): string =>
  `Showroom-Checks/1 (+${publicUrl}/how-we-check)`;
