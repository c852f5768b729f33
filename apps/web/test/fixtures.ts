import type { RuntimeConfig, Vendor } from '@showroom/contract';
import { TEST_BACKEND } from './msw-server.ts';

export const testConfig = (overrides: Partial<RuntimeConfig> = {}): RuntimeConfig => ({
  backendBaseUrl: TEST_BACKEND,
  keycloakUrl: window.location.origin,
  keycloakRealm: 'showroom',
  keycloakClientId: 'showroom-web',
  trackingEnabled: false,
  trackingScript: '',
  trackingId: '',
  production: false,
  inactivityTimeoutMs: 300_000,
  supportEmail: 'support@showroom.test',
  hostAllowList: false,
  ...overrides,
});

export const vendorFixture = (overrides: Partial<Vendor> = {}): Vendor => ({
  id: 7,
  name: 'Open Care Labs',
  description: 'openEHR apps for the ward.',
  email: 'hello@opencare.example',
  website: 'https://opencare.example',
  imageUrl: null,
  status: 'APPROVED',
  ...overrides,
});
