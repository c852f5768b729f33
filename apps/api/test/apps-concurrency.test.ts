/**
 * Writes that race. On PostgreSQL the requests below really run at once on separate connections and
 * meet at the app row's lock; on PGlite (one connection) they are serialised, and the outcome must be
 * the same.
 */
import { appDetailsSchema, MAX_SCREENSHOTS_PER_APP } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import {
  account,
  appBody,
  call,
  files,
  insertAppInState,
  part,
  upload,
  vendorAccount,
} from './helpers/journey.ts';

const t = useTestApp();

const codes = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

describe('concurrent writes', () => {
  it('of updates sent with the same rowVersion, exactly one wins; the others get 409', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'ACTIVE' }, { name: 'Contended' });
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(
          t.app,
          'PUT',
          `/api/apps/${app.id}`,
          v,
          appBody(v.vendorId, { name: 'Contended', description: `Writer ${i}`, rowVersion: 1 }),
        ),
      ),
    );
    expect(codes(responses)).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = responses.find((r) => r.statusCode === 200);
    const preview = appDetailsSchema.parse(
      (await call(t.app, 'GET', `/api/apps/${app.id}/preview`, v)).json(),
    );
    expect(preview.description).toBe(appDetailsSchema.parse(winner?.json()).description);
    expect(preview.rowVersion).toBe(2);
  });

  it('two uploads that each fit but together exceed the gallery limit: one is refused', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(
      t.db,
      v.vendorId,
      { status: 'DRAFT' },
      { shots: MAX_SCREENSHOTS_PER_APP - 2 },
    );
    const [a, b, c, d] = await Promise.all([files.png(), files.png(), files.png(), files.png()]);
    const responses = await Promise.all([
      upload(t.app, `/api/apps/${app.id}/screenshots`, v, [part('files', a), part('files', b)]),
      upload(t.app, `/api/apps/${app.id}/screenshots`, v, [part('files', c), part('files', d)]),
    ]);
    expect(codes(responses)).toEqual([200, 409]);
    const preview = appDetailsSchema.parse(
      (await call(t.app, 'GET', `/api/apps/${app.id}/preview`, v)).json(),
    );
    expect(preview.screenshots).toHaveLength(MAX_SCREENSHOTS_PER_APP);
  });

  it('a user registering twice at once gets one vendor and one 409', async () => {
    const user = await account(['VENDOR']);
    const body = {
      name: 'Twice',
      description: 'Registered twice at once.',
      email: 'twice@example.test',
      website: 'https://twice.example',
    };
    const responses = await Promise.all([
      call(t.app, 'POST', '/api/vendors', user, body),
      call(t.app, 'POST', '/api/vendors', user, body),
    ]);
    expect(codes(responses)).toEqual([201, 409]);
  });
});
