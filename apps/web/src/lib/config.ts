import { checkRuntimeConfig, type RuntimeConfig } from '@showroom/contract';
import { createContext, use } from 'react';

export const CONFIG_URL = '/config/config.json';

export type ConfigLoadResult =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly kind: 'invalid'; readonly problems: readonly string[] }
  | { readonly ok: false; readonly kind: 'unreachable'; readonly problems: readonly string[] };

/**
 * Fetches and validates /config/config.json before anything renders. The contract's rules are checked
 * without zod (`checkRuntimeConfig`), so the check ships in the first chunk at a few hundred bytes
 * instead of a chunk with zod's core.
 */
export async function loadRuntimeConfig(): Promise<ConfigLoadResult> {
  const fetched = await fetchJson(new URL(CONFIG_URL, window.location.href).toString());
  if (!fetched.ok) return { ok: false, kind: 'unreachable', problems: [fetched.problem] };
  const checked = checkRuntimeConfig(fetched.json);
  return checked.ok ? checked : { ok: false, kind: 'invalid', problems: checked.problems };
}

async function fetchJson(url: string): Promise<{ ok: true; json: unknown } | { ok: false; problem: string }> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: `${CONFIG_URL} could not be loaded (network error: ${reason}).` };
  }
  if (!response.ok) {
    return {
      ok: false,
      problem: `${CONFIG_URL} could not be loaded (status ${response.status}${response.statusText ? ` ${response.statusText}` : ''}).`,
    };
  }
  try {
    return { ok: true, json: await response.json() };
  } catch {
    return { ok: false, problem: `${CONFIG_URL} is not valid JSON.` };
  }
}

const ConfigContext = createContext<RuntimeConfig | null>(null);
export const ConfigProvider = ConfigContext.Provider;

export function useConfig(): RuntimeConfig {
  const config = use(ConfigContext);
  if (!config) throw new Error('useConfig() needs a <ConfigProvider> above it.');
  return config;
}
