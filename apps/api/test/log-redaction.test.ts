/**
 * Rejection reasons travel in the query string (PATCH .../status?newStatus=REJECTED&reason=...): they
 * reach the audit trail and the vendor, never a log line.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { App } from '../src/lib/fastify.ts';
import { redactUrl } from '../src/lib/log-redaction.ts';
import { testEnv } from './helpers/app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';
import { adminAccount, auditOf, insertAppInState, setStatus, vendorAccount } from './helpers/journey.ts';
import { testJwks } from './helpers/tokens.ts';

describe('redactUrl', () => {
  it.each([
    [
      '/api/apps/1/status?newStatus=REJECTED&reason=Too%20vague',
      '/api/apps/1/status?newStatus=REJECTED&reason=[redacted]',
    ],
    [
      '/api/vendors/2/status?reason=a&newStatus=REJECTED&reason=b',
      '/api/vendors/2/status?reason=[redacted]&newStatus=REJECTED&reason=[redacted]',
    ],
    ['/x?re%61son=hidden', '/x?re%61son=[redacted]'],
    ['/x?reason', '/x?reason=[redacted]'],
    ['/x?reasons=kept&q=reason', '/x?reasons=kept&q=reason'],
    ['/api/apps', '/api/apps'],
    ['/x?%E0=1', '/x?%E0=1'],
    [
      '/realms/showroom/login-actions/action-token?key=s3cr3t-link-key',
      '/realms/showroom/login-actions/action-token?key=[redacted]',
    ],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('request logs', () => {
  let database: TestDatabase;
  let app: App;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    app = await buildApp({ env: testEnv({ LOG_LEVEL: 'info' }), db: database.db, jwks: testJwks, logger });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('log the URL of a rejection without its reason, which the audit trail keeps', async () => {
    const v = await vendorAccount(database.db);
    const submitted = await insertAppInState(database.db, v.vendorId, { status: 'WAITING_FOR_APPROVAL' });
    const reason = 'Screenshots show patient Jane Roe';
    lines.length = 0;
    const res = await setStatus(app, 'apps', submitted.id, await adminAccount(), 'REJECTED', reason);
    expect(res.statusCode).toBe(200);

    const logged = lines.join('\n');
    expect(logged).toContain(`/api/apps/${submitted.id}/status?newStatus=REJECTED&reason=[redacted]`);
    expect(logged).not.toContain('Jane');
    expect(logged).not.toContain(encodeURIComponent('Jane'));
    expect((await auditOf(database.db, 'app', submitted.id))[0]).toMatchObject({ reason });
  });
});
