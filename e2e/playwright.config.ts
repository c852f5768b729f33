import { defineConfig } from '@playwright/test';

// The product runs as `npm start` does, on its own port and a fresh data directory per run,
// so the seed and the demo accounts are there and nothing from a developer's run leaks in.
const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://localhost:${PORT}`;
/** The SMART test app of smart-launch.spec.ts listens on loopback at PORT + this. */
export const LOOPBACK_APP_OFFSET = 7;
export const LOOPBACK_APP_PORT = PORT + LOOPBACK_APP_OFFSET;
const DATA_DIR = process.env.E2E_DATA_DIR ?? `.data-e2e-${PORT}`;

// Debian's Chromium, never a downloaded browser: Playwright launches /usr/bin/chromium with these flags.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Fewer processes per page on a two-core machine: every page here is one site (the product on
  // localhost), so site isolation adds processes and no separation the tests look at.
  '--disable-site-isolation-trials',
  '--disable-features=IsolateOrigins,site-per-process,Translate,OptimizationHints,MediaRouter',
  '--renderer-process-limit=2',
  '--disable-extensions',
  '--mute-audio',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // A trace records DOM snapshots and screenshots at every step of every test, kept only on failure:
    // about a fifth of the suite's CPU on two cores. E2E_TRACE=1 records them (retain-on-failure).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // The web app honours prefers-reduced-motion: no transition to render or to wait for before a click.
    reducedMotion: 'reduce',
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node ../scripts/start.mjs`,
    url: `${BASE_URL}/api/health/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // The live checks' journey checks a FHIR server the test starts on loopback (checks.spec.ts).
      CHECKS_ENABLED: 'true',
      CHECK_ALLOW_HOSTS: '127.0.0.0/8',
      // A SMART test app on loopback the sandbox knows as a client (smart-launch.spec.ts).
      SANDBOX_SMART_CLIENTS: JSON.stringify([
        {
          client_id: 'e2e-loopback-app',
          redirect_uris: [`http://127.0.0.1:${PORT + LOOPBACK_APP_OFFSET}/callback`],
          token_endpoint_auth_method: 'none',
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
        },
      ]),
    },
  },
});
