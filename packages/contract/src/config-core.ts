/**
 * The rules of the runtime configuration (/config/config.json, which the web reads at start), kept
 * once, as data, without zod. Two readers apply them:
 * - `runtimeConfigSchema` (config.ts) turns them into a zod/mini schema: the API builds and serves the
 *   file with it;
 * - `checkRuntimeConfig` below checks a fetched file with them: the web runs it before its first render,
 *   and zod's core (15 KB gzip) would otherwise be a start-up download of every visitor (the public
 *   routes' budget is 120 KB of initial JavaScript, gzipped).
 * A unit test runs both readers over the same samples, so they cannot drift apart.
 */

export type ConfigRule =
  | { readonly type: 'url'; readonly maxLength: number }
  | { readonly type: 'text'; readonly minLength: number; readonly maxLength: number }
  | { readonly type: 'boolean' }
  | { readonly type: 'integer'; readonly minimum: number; readonly maximum: number };

export const RUNTIME_CONFIG_RULES = {
  backendBaseUrl: { type: 'url', maxLength: 2000 },
  keycloakUrl: { type: 'url', maxLength: 2000 },
  keycloakRealm: { type: 'text', minLength: 1, maxLength: 200 },
  keycloakClientId: { type: 'text', minLength: 1, maxLength: 200 },
  trackingEnabled: { type: 'boolean' },
  trackingScript: { type: 'text', minLength: 0, maxLength: 2000 },
  trackingId: { type: 'text', minLength: 0, maxLength: 200 },
  production: { type: 'boolean' },
  /** At token expiry, a user idle longer than this is logged out instead of renewed; 0 turns that off. */
  inactivityTimeoutMs: { type: 'integer', minimum: 0, maximum: 86_400_000 },
  /** Ours (issue 19): the support contact (SUPPORT_EMAIL); empty when the site names none. */
  supportEmail: { type: 'text', minLength: 0, maxLength: 200 },
  /**
   * Ours (issue 20): whether the operator allows hosts by CHECK_ALLOW_HOSTS (an intranet catalogue). The
   * list itself stays on the server; with one, the forms leave which hosts may be used to the API.
   */
  hostAllowList: { type: 'boolean' },
} as const satisfies Readonly<Record<string, ConfigRule>>;

/** The value type a rule admits. */
export type ConfigValue<R extends ConfigRule> = R extends { type: 'boolean' }
  ? boolean
  : R extends { type: 'integer' }
    ? number
    : string;

type RuntimeConfigRules = typeof RUNTIME_CONFIG_RULES;
export type RuntimeConfig = { -readonly [K in keyof RuntimeConfigRules]: ConfigValue<RuntimeConfigRules[K]> };

/**
 * An absolute http(s) URL: the web fetches the API and the identity provider from these. Whitespace is
 * refused rather than trimmed, so the value checked is the value used.
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** Whether `value` meets `rule`. */
function meetsConfigRule(rule: ConfigRule, value: unknown): boolean {
  switch (rule.type) {
    case 'url':
      return typeof value === 'string' && value.length <= rule.maxLength && isHttpUrl(value);
    case 'text':
      return typeof value === 'string' && value.length >= rule.minLength && value.length <= rule.maxLength;
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return (
        Number.isSafeInteger(value) && (value as number) >= rule.minimum && (value as number) <= rule.maximum
      );
  }
}

/** What a rule expects, in words, for the message naming a wrong key. */
export function describeConfigRule(rule: ConfigRule): string {
  switch (rule.type) {
    case 'url':
      return `an absolute http(s) URL of at most ${rule.maxLength} characters`;
    case 'text':
      return rule.minLength > 0
        ? `a text of ${rule.minLength} to ${rule.maxLength} characters`
        : `a text of at most ${rule.maxLength} characters`;
    case 'boolean':
      return 'true or false';
    case 'integer':
      return `a whole number from ${rule.minimum} to ${rule.maximum}`;
  }
}

export type RuntimeConfigCheck =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly problems: readonly string[] };

/**
 * Checks a parsed /config/config.json against the rules and names every wrong key
 * (`key: expected …`). Keys the rules do not know are left out of the result, as zod's object does.
 */
export function checkRuntimeConfig(json: unknown): RuntimeConfigCheck {
  const keys = Object.keys(RUNTIME_CONFIG_RULES) as (keyof RuntimeConfigRules)[];
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, problems: [`expected a JSON object with the keys ${keys.join(', ')}`] };
  }
  const input = json as Readonly<Record<string, unknown>>;
  const config: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const key of keys) {
    const rule: ConfigRule = RUNTIME_CONFIG_RULES[key];
    const value = Object.hasOwn(input, key) ? input[key] : undefined;
    if (meetsConfigRule(rule, value)) config[key] = value;
    else
      problems.push(
        `${key}: expected ${describeConfigRule(rule)}${value === undefined ? ', but it is missing' : ''}`,
      );
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config: config as RuntimeConfig };
}
