// zod/mini on purpose: the API is its only runtime user; the web checks the file with
// `checkRuntimeConfig` (config-core.ts), which reads the same rules without zod.
import * as z from 'zod/mini';
import {
  RUNTIME_CONFIG_RULES,
  describeConfigRule,
  isHttpUrl,
  type ConfigRule,
  type ConfigValue,
  type RuntimeConfig,
} from './config-core.ts';

export {
  RUNTIME_CONFIG_RULES,
  checkRuntimeConfig,
  type ConfigRule,
  type ConfigValue,
  type RuntimeConfig,
} from './config-core.ts';

/** One rule of config-core.ts as a zod/mini schema. */
function fieldSchema(rule: ConfigRule): z.ZodMiniType<ConfigValue<ConfigRule>> {
  switch (rule.type) {
    case 'url':
      return z
        .string()
        .check(
          z.maxLength(rule.maxLength),
          z.refine(isHttpUrl, { error: `Invalid URL: expected ${describeConfigRule(rule)}` }),
        );
    case 'text':
      return z.string().check(z.minLength(rule.minLength), z.maxLength(rule.maxLength));
    case 'boolean':
      return z.boolean();
    case 'integer':
      return z.int().check(z.minimum(rule.minimum), z.maximum(rule.maximum));
  }
}

type RuntimeConfigShape = {
  readonly [K in keyof typeof RUNTIME_CONFIG_RULES]: z.ZodMiniType<RuntimeConfig[K]>;
};

/**
 * Runtime configuration served at /config/config.json: where the API and the identity provider are,
 * tracking, the production flag and the inactivity timeout.
 */
export const runtimeConfigSchema = z.object(
  Object.fromEntries(
    Object.entries(RUNTIME_CONFIG_RULES).map(([key, rule]) => [key, fieldSchema(rule)]),
  ) as RuntimeConfigShape,
);
