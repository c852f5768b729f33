import { describe, expect, it } from 'vitest';
import { createIdp, PRODUCTION_REFUSAL, type IdpDatabase } from '../src/index.ts';

describe('production guard', () => {
  it('refuses to start with NODE_ENV=production unless IDP_EMBEDDED=true, before touching the database', async () => {
    const db = new Proxy(
      {},
      {
        get: () => {
          throw new Error('database used');
        },
      },
    ) as IdpDatabase;
    await expect(
      createIdp({
        db,
        publicUrl: 'http://localhost:8080',
        webOrigins: ['http://localhost:8080'],
        production: true,
      }),
    ).rejects.toThrow(PRODUCTION_REFUSAL);
    expect(PRODUCTION_REFUSAL).toMatch(/IDP_EMBEDDED=true/);
  });
});
