import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from './helpers/app.ts';
import { createTestDatabase } from './helpers/db.ts';

describe('health', () => {
  const t = useTestApp();

  it('says the process is live', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('says it is ready when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('says it is not ready (503) once the database is gone, while still live', async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp(database);
    try {
      await database.close();
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'unavailable' } });
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
