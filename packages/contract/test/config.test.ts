import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  RUNTIME_CONFIG_RULES,
  checkRuntimeConfig,
  runtimeConfigSchema,
  type ConfigRule,
  type RuntimeConfig,
} from '../src/index.ts';

const valid: RuntimeConfig = {
  backendBaseUrl: 'https://showroom.example.org/api',
  keycloakUrl: 'http://localhost:8080',
  keycloakRealm: 'showroom',
  keycloakClientId: 'showroom-web',
  trackingEnabled: false,
  trackingScript: '',
  trackingId: '',
  production: true,
  inactivityTimeoutMs: 300_000,
  supportEmail: 'support@showroom.example.org',
  hostAllowList: false,
};

/** Values at and around each kind of rule's limits (the rules are data, so the samples follow them). */
function samples(rule: ConfigRule): unknown[] {
  const common = [undefined, null, [], {}];
  switch (rule.type) {
    case 'url': {
      const base = 'https://a.example/';
      return [
        ...common,
        base,
        'http://localhost:8080',
        'HTTPS://SSO.EXAMPLE.ORG/auth',
        base + 'x'.repeat(rule.maxLength - base.length),
        base + 'x'.repeat(rule.maxLength - base.length + 1),
        '',
        'not a url',
        '/api',
        'localhost:8080',
        'ftp://files.example',
        'javascript:alert(1)',
        ' https://a.example',
        'https://a.example ',
        'https://a b.example',
        'https://',
        'http://[::1',
        42,
        true,
      ];
    }
    case 'text':
      return [
        ...common,
        '',
        'a',
        'x'.repeat(rule.minLength),
        'x'.repeat(Math.max(rule.minLength - 1, 0)),
        'x'.repeat(rule.maxLength),
        'x'.repeat(rule.maxLength + 1),
        1,
        false,
      ];
    case 'boolean':
      return [...common, true, false, 'true', 'yes', 0, 1];
    case 'integer':
      return [
        ...common,
        rule.minimum,
        rule.minimum - 1,
        rule.maximum,
        rule.maximum + 1,
        1.5,
        Number.MAX_SAFE_INTEGER + 1,
        '300000',
        true,
      ];
  }
}

describe('runtime configuration rules', () => {
  it('types the zod schema and the dependency-free check alike', () => {
    expectTypeOf<z.infer<typeof runtimeConfigSchema>>().toEqualTypeOf<RuntimeConfig>();
    expect(Object.keys(runtimeConfigSchema.shape)).toEqual(Object.keys(RUNTIME_CONFIG_RULES));
  });

  it('accepts a valid configuration, without the keys it does not know', () => {
    expect(checkRuntimeConfig(valid)).toEqual({ ok: true, config: valid });
    expect(checkRuntimeConfig({ ...valid, extra: 1 })).toEqual({ ok: true, config: valid });
    expect(runtimeConfigSchema.parse({ ...valid, extra: 1 })).toEqual(valid);
  });

  it('names every wrong key with what it expects', () => {
    const { keycloakRealm: _omitted, ...rest } = valid;
    const result = checkRuntimeConfig({
      ...rest,
      backendBaseUrl: 'not a url',
      production: 'yes',
      inactivityTimeoutMs: -1,
      trackingId: 'x'.repeat(201),
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        'backendBaseUrl: expected an absolute http(s) URL of at most 2000 characters',
        'keycloakRealm: expected a text of 1 to 200 characters, but it is missing',
        'trackingId: expected a text of at most 200 characters',
        'production: expected true or false',
        'inactivityTimeoutMs: expected a whole number from 0 to 86400000',
      ],
    });
  });

  it('refuses anything but an object', () => {
    for (const json of [null, [], 'config', 1]) {
      const result = checkRuntimeConfig(json);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problems).toEqual([
        `expected a JSON object with the keys ${Object.keys(RUNTIME_CONFIG_RULES).join(', ')}`,
      ]);
      expect(runtimeConfigSchema.safeParse(json).success).toBe(false);
    }
  });

  it('gives the same verdict as the zod schema for every key and sample', () => {
    for (const [key, rule] of Object.entries(RUNTIME_CONFIG_RULES)) {
      for (const value of samples(rule)) {
        const json = { ...valid, [key]: value };
        const zodAccepts = runtimeConfigSchema.safeParse(json).success;
        const check = checkRuntimeConfig(json);
        expect({ key, value, accepted: check.ok }).toEqual({ key, value, accepted: zodAccepts });
        if (!check.ok)
          expect(check.problems).toEqual([expect.stringMatching(new RegExp(`^${key}: expected `))]);
      }
    }
  });
});
