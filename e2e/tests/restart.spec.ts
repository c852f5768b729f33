import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, login, openUserMenu } from './support.ts';

// Its own server on its own port and data directory, so that it can be stopped and started again.
const PORT = 8182;
const ORIGIN = `http://localhost:${PORT}`;
const DATA_DIR = `.data-e2e-restart-${PORT}`;
const startScript = fileURLToPath(new URL('../../scripts/start.mjs', import.meta.url));

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [startScript], {
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: ORIGIN,
      DATA_DIR,
      SKIP_WEB_BUILD: 'true', // the suite's own server has built the web app already
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${ORIGIN}/api/health/ready`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
}

test('a restart keeps accounts, data and the logged-in session', async ({ page }) => {
  test.setTimeout(240_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  let server = await startServer();
  try {
    await page.goto(`${ORIGIN}/faq-vendors`);
    await login(page, DEMO_ACCOUNTS.vendor.email, DEMO_ACCOUNTS.vendor.password);

    await stopServer(server);
    server = await startServer();

    // The web session survives (tokens signed before the restart still verify: keys are persisted),
    // and the vendor's data is still there (the menu asks the API whether the user has a vendor).
    await page.reload();
    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: 'My apps' })).toBeVisible();

    // The provider's own session survived too: signing in again needs no password.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.getByRole('button', { name: 'Login/Register' }).click();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(page).toHaveURL(`${ORIGIN}/faq-vendors`);
  } finally {
    server.kill('SIGTERM');
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
});
