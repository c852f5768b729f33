/**
 * Issue 6.4: forged, expired and misdirected tokens are refused on every endpoint of the table, public
 * ones included (a bad token is never silently treated as anonymous), and no unsafe call passes
 * without the CSRF pair. Neither kind of refused call changes anything.
 */
import { buildPath, endpoints, type EndpointDef } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { csrfHeaders } from '../helpers/csrf.ts';
import { insertAppInState, snapshot, vendorAccount } from '../helpers/journey.ts';
import { badTokens, bearer } from '../helpers/tokens.ts';

interface Ids {
  appId: number;
  vendorId: number;
  screenshotId: number;
}

/** A concrete URL for a table row: the owner's ids, and the query an unsafe call needs to reach its handler. */
function urlOf(def: EndpointDef, ids: Ids): string {
  const id = def.path.startsWith('/vendors') ? ids.vendorId : ids.appId;
  const path = buildPath(def.path, {
    id,
    screenshotId: ids.screenshotId,
    file: `${'a'.repeat(64)}.png`,
    name: 'imprint',
    serviceId: 'sample',
  });
  const query = def.path.endsWith('/status') ? '?newStatus=WAITING_FOR_APPROVAL' : '';
  return `/api${path}${query}`;
}

const rows = Object.entries(endpoints) as [string, EndpointDef][];

/**
 * Endpoints with a credential of their own instead of the IdP's tokens: a Prometheus scraper sends
 * METRICS_TOKEN (or nothing) as its bearer, so an IdP token there is neither checked nor refused.
 */
const OWN_CREDENTIAL = new Set(['getMetrics']);
/**
 * The one unsafe call without the double-submit check: the statistics beacon (POST /apps/{id}/events)
 * needs no login, changes nothing anyone owns and only counts once per visitor and day, and
 * navigator.sendBeacon cannot send the header (plugins/csrf.ts; statistics.test.ts: 204, no cookie).
 */
const CSRF_EXEMPT = new Set(['recordAppEvent']);
const unsafeRows = rows.filter(([name, def]) => def.method !== 'GET' && !CSRF_EXEMPT.has(name));

describe('bad tokens on every endpoint', () => {
  const t = useTestApp();

  it.each(Object.keys(badTokens))(
    'refuses a token that is %s with 401 problem+json everywhere',
    async (kind) => {
      const owner = await vendorAccount(t.db, { status: 'DRAFT' });
      const app = await insertAppInState(t.db, owner.vendorId, { status: 'DRAFT' });
      const ids = { appId: app.id, vendorId: owner.vendorId, screenshotId: app.publishedShots[0] ?? 1 };
      const token = await badTokens[kind as keyof typeof badTokens]();
      const before = await snapshot(t.db);
      let checked = 0;
      for (const [name, def] of rows) {
        const url = urlOf(def, ids);
        // An endpoint not registered yet is the authorization matrix's finding, not this test's.
        if (!t.app.hasRoute({ method: def.method, url: `/api${def.path}` })) continue;
        if (OWN_CREDENTIAL.has(name)) continue;
        const res = await t.app.inject({
          method: def.method,
          url,
          headers: { ...csrfHeaders(), ...bearer(token), 'content-type': 'application/json' },
          payload: def.method === 'GET' || def.method === 'DELETE' ? undefined : '{}',
        });
        expect(res.statusCode, `${name} ${url}`).toBe(401);
        expect(res.headers['content-type'], name).toMatch(/^application\/problem\+json/);
        expect(res.headers['www-authenticate'], name).toMatch(/^Bearer/);
        checked++;
      }
      expect(checked).toBeGreaterThanOrEqual(rows.length - OWN_CREDENTIAL.size - 1);
      expect(await snapshot(t.db)).toBe(before);
    },
  );
});

describe('CSRF on every unsafe endpoint', () => {
  const t = useTestApp();

  it('refuses every unsafe call of the owner without the header, or with one that does not match, and changes nothing', async () => {
    const owner = await vendorAccount(t.db, { status: 'DRAFT' });
    const app = await insertAppInState(t.db, owner.vendorId, { status: 'DRAFT' });
    const ids = { appId: app.id, vendorId: owner.vendorId, screenshotId: app.publishedShots[0] ?? 1 };
    const before = await snapshot(t.db);
    expect(unsafeRows.length).toBeGreaterThanOrEqual(11);
    for (const [name, def] of unsafeRows) {
      const url = urlOf(def, ids);
      const auth = bearer(owner.token);
      const variants: Record<string, Record<string, string>> = {
        'no cookie, no header': auth,
        'cookie only': { ...auth, cookie: 'XSRF-TOKEN=abc' },
        'header only': { ...auth, 'x-xsrf-token': 'abc' },
        'mismatched pair': { ...auth, cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' },
      };
      for (const [variant, headers] of Object.entries(variants)) {
        const res = await t.app.inject({ method: def.method, url, headers });
        expect(res.statusCode, `${name}: ${variant}`).toBe(403);
        expect(res.json<{ detail: string }>().detail, name).toBe('Missing or invalid CSRF token.');
      }
    }
    expect(await snapshot(t.db)).toBe(before);
  });
});
