import { runtimeConfigSchema } from '@showroom/contract';
import type { ConfigLoadResult } from './config.ts';

/** Validates the runtime configuration with the contract's schema and names every wrong key. */
export function validateRuntimeConfig(json: unknown): ConfigLoadResult {
  const parsed = runtimeConfigSchema.safeParse(json);
  if (parsed.success) return { ok: true, config: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const key = issue.path.map(String).join('.');
    return key ? `${key}: ${issue.message}` : issue.message;
  });
  return { ok: false, kind: 'invalid', problems };
}
