import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/fixtures.ts';
import { safeReturnTo } from './return-to.ts';
import { createAuthController } from './auth-controller.ts';
import { storedUserKey } from './settings.ts';

describe('createAuthController', () => {
  it('starts anonymous without a stored session and without loading the sign-in code', () => {
    const controller = createAuthController(testConfig());
    expect(controller.getSnapshot()).toEqual({ status: 'anonymous', user: null });
  });

  it('knows the key oidc-client-ts stores the user under', () => {
    expect(storedUserKey(testConfig())).toBe(
      `oidc.user:${window.location.origin}/realms/showroom:showroom-web`,
    );
  });
});

describe('safeReturnTo', () => {
  it('keeps in-app addresses and refuses everything else', () => {
    expect(safeReturnTo('/my-apps?tab=1#x')).toBe('/my-apps?tab=1#x');
    expect(safeReturnTo('https://evil.test/')).toBe('/');
    expect(safeReturnTo('//evil.test/')).toBe('/');
    expect(safeReturnTo('/\\evil.test')).toBe('/');
    expect(safeReturnTo('/callback?code=1')).toBe('/');
    expect(safeReturnTo(undefined)).toBe('/');
  });
});
