// The API's HostPolicy for the addresses vendors type (issue 20, item 5; contract public-url.ts): the
// operator's CHECK_ALLOW_HOSTS, the reserved documentation names where the demo catalogue lives, and
// the public-suffix list (tldts, kept current with the list; too large for the web's bundles, so the
// web judges a suffix by its shape and the API by the list).
import { isDocumentationHost, setHostPolicy, type HostPolicy } from '@showroom/contract';
import { parse } from 'tldts';
import type { Env } from '../../env.ts';
import { isAllowed, parseAllowList, type AllowList } from './allow-list.ts';

/** Whether a host lies under an ICANN public suffix (github.com, nhs.uk, münchen.de), not being one itself (co.uk). */
export function isUnderPublicSuffix(host: string): boolean {
  const info = parse(host, { allowPrivateDomains: false, extractHostname: false });
  return info.isIcann === true && info.domain !== null && !info.isIp;
}

/**
 * The policy the API installs at start. `documentationHosts`: whether `*.example`, `example.com` and the
 * like pass without being listed. They name nothing on the network (RFC 2606), and the demo catalogue's
 * vendors live there (seed/demo-data.ts), so they pass wherever the demo catalogue may be: outside
 * production, or with SEED on. A production catalogue without the demo lists them in CHECK_ALLOW_HOSTS
 * (`.example`) if it wants them.
 */
export function linkHostPolicy(allow: AllowList, options: { documentationHosts: boolean }): HostPolicy {
  return {
    allowed: (host) => isAllowed(allow, host) || (options.documentationHosts && isDocumentationHost(host)),
    publicSuffix: isUnderPublicSuffix,
    knowsAllowList: true,
    // Plain http only to the operator's hosts (issue 32): a documentation name is no intranet server.
    allowsHttp: (host) => isAllowed(allow, host),
  };
}

/**
 * Installs the process's policy for the addresses vendors type (the contract's schemas read it when they
 * run) from the environment, and returns the allow list it was made with. Called at start before anything
 * is judged (the demo catalogue's profiles, on a first start), and by each app as it is built.
 */
export function installLinkHostPolicy(env: Pick<Env, 'checks' | 'production' | 'seed'>): AllowList {
  const allowList = parseAllowList(env.checks.allowHosts);
  setHostPolicy(linkHostPolicy(allowList, { documentationHosts: !env.production || env.seed }));
  return allowList;
}
