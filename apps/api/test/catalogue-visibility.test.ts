import { randomUUID } from 'node:crypto';
import { appDetailsSchema, appListResponseSchema, type AppCard, type AppDetails } from '@showroom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import {
  insertApp,
  insertApprovedVendor,
  uniqueWord,
  type AppSpec,
  type InsertedApp,
} from './helpers/catalogue-data.ts';
import { bearer, tokenFor } from './helpers/tokens.ts';
import { PUBLIC_APP_STATES, type AppState } from './helpers/app-states.ts';

/**
 * Who sees what, over every state an app can be in. Everything a visitor must not see carries the
 * word SECRET (drafts, updates in progress or review, never-published and deactivated apps), so a
 * leak anywhere in a public body is found by a plain text search.
 */
const t = useTestApp();
const secret = uniqueWord('secret');

type Case = AppState;

const PUBLIC_CASES = PUBLIC_APP_STATES;

const hidden = (what: string) => ({
  name: `${what} ${secret}`,
  descriptionShort: `${secret} short`,
  description: `${secret} long description`,
  demoUrl: `https://${secret}.example.org`,
  version: `${secret}-9`,
});
const visible = (what: string) => ({ name: `Visible ${what}`, screenshots: 2 });

const SPECS: Record<Case, (vendorId: number) => AppSpec> = {
  draft: (vendorId) => ({ vendorId, status: 'DRAFT', inProgress: { status: 'DRAFT', ...hidden('draft') } }),
  waiting: (vendorId) => ({
    vendorId,
    status: 'WAITING_FOR_APPROVAL',
    inProgress: { status: 'WAITING_FOR_APPROVAL', ...hidden('waiting') },
  }),
  rejected: (vendorId) => ({
    vendorId,
    status: 'REJECTED',
    inProgress: { status: 'REJECTED', ...hidden('rejected') },
  }),
  active: (vendorId) => ({ vendorId, status: 'ACTIVE', published: visible('active') }),
  activeWithDraft: (vendorId) => ({
    vendorId,
    status: 'ACTIVE',
    published: visible('with draft'),
    inProgress: { status: 'DRAFT', ...hidden('new draft'), screenshots: 1, removePublished: [0] },
  }),
  activeWithUpdateWaiting: (vendorId) => ({
    vendorId,
    status: 'ACTIVE',
    published: visible('with update in review'),
    inProgress: { status: 'WAITING_FOR_APPROVAL', ...hidden('update in review') },
  }),
  activeWithUpdateRejected: (vendorId) => ({
    vendorId,
    status: 'ACTIVE',
    published: visible('with rejected update'),
    inProgress: { status: 'REJECTED', ...hidden('rejected update') },
  }),
  deactivated: (vendorId) => ({ vendorId, status: 'DEACTIVATED', published: hidden('deactivated') }),
  deactivatedNeverPublished: (vendorId) => ({
    vendorId,
    status: 'DEACTIVATED',
    inProgress: { status: 'DEACTIVATED', ...hidden('deactivated draft') },
  }),
  activeOfDeactivatedVendor: (vendorId) => ({
    vendorId,
    status: 'ACTIVE',
    published: hidden('of a deactivated vendor'),
  }),
};
const CASES = Object.keys(SPECS) as Case[];

const owner = randomUUID();
const deactivatedOwner = randomUUID();
const inserted = {} as Record<Case, InsertedApp>;
const headers: Record<
  'anonymous' | 'otherVendor' | 'owner' | 'admin' | 'deactivatedOwner',
  Record<string, string>
> = { anonymous: {}, otherVendor: {}, owner: {}, admin: {}, deactivatedOwner: {} };

beforeAll(async () => {
  const vendor = await insertApprovedVendor(t.db, { owner, name: `Vendor ${uniqueWord()}` });
  const deactivatedVendor = await insertApprovedVendor(t.db, {
    owner: deactivatedOwner,
    name: `Gone ${secret}`,
    status: 'DEACTIVATED',
  });
  // Another vendor, who must never see the first one's unpublished apps.
  await insertApprovedVendor(t.db, { owner: randomUUID() });
  for (const c of CASES) {
    const vendorId = c === 'activeOfDeactivatedVendor' ? deactivatedVendor.id : vendor.id;
    inserted[c] = await insertApp(t.db, SPECS[c](vendorId));
  }
  headers.otherVendor = bearer(await tokenFor({ roles: ['VENDOR'] }));
  headers.owner = bearer(await tokenFor({ sub: owner, roles: ['VENDOR'] }));
  headers.deactivatedOwner = bearer(await tokenFor({ sub: deactivatedOwner, roles: ['VENDOR'] }));
  headers.admin = bearer(await tokenFor({ roles: ['ADMIN'] }));
});

const ours = (cards: AppCard[]): Case[] =>
  CASES.filter((c) => cards.some((card) => card.id === inserted[c].id));

async function list(who: keyof typeof headers, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/apps${query}`, headers: headers[who] });
}

async function details(who: keyof typeof headers, c: Case, preview = false) {
  return t.app.inject({
    method: 'GET',
    url: `/api/apps/${inserted[c].id}${preview ? '/preview' : ''}`,
    headers: headers[who],
  });
}

describe('GET /api/apps (the public catalogue)', () => {
  for (const who of ['anonymous', 'otherVendor', 'owner', 'admin'] as const) {
    it(`lists exactly the ACTIVE, published apps for ${who}, with published content only`, async () => {
      for (const query of ['', '?limit=100', '?sort=updated&limit=100', `?q=visible&limit=100`]) {
        const res = await list(who, query);
        expect(res.statusCode, query).toBe(200);
        const cards = appListResponseSchema.parse(res.json());
        expect(ours(cards).sort(), query).toEqual([...PUBLIC_CASES].sort());
        expect(res.body, query).not.toContain(secret);
        for (const c of PUBLIC_CASES) {
          const card = cards.find((x) => x.id === inserted[c].id);
          expect(card, `${c} ${query}`).toMatchObject({
            type: 'App',
            status: 'ACTIVE',
            name: inserted[c].published?.name,
            icon: inserted[c].published?.iconUrl,
            vendor: { id: inserted[c].vendorId },
          });
        }
      }
    });
  }

  it('finds no hidden app by searching for its words, not even a draft of a published app', async () => {
    const res = await list('anonymous', `?q=${secret}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const fuzzy = await list('anonymous', `?q=${secret.slice(0, -1)}`);
    expect(fuzzy.json()).toEqual([]);
  });
});

describe('GET /api/apps?status= (the admin lists)', () => {
  it('lists new apps and updates in review for admins, as cards of the version in review', async () => {
    const res = await list('admin', '?status=WAITING_FOR_APPROVAL');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeDefined();
    const cards = appListResponseSchema.parse(res.json());
    expect(ours(cards).sort()).toEqual(['activeWithUpdateWaiting', 'waiting']);
    const update = cards.find((c) => c.id === inserted.activeWithUpdateWaiting.id);
    expect(update).toMatchObject({
      name: inserted.activeWithUpdateWaiting.inProgress?.name,
      status: 'WAITING_FOR_APPROVAL',
      originApp: { id: inserted.activeWithUpdateWaiting.id },
    });
    const fresh = cards.find((c) => c.id === inserted.waiting.id);
    expect(fresh).toMatchObject({ status: 'WAITING_FOR_APPROVAL', name: inserted.waiting.inProgress?.name });
    expect(fresh?.originApp).toBeUndefined();
  });

  it('lists deactivated apps for admins, published or not', async () => {
    const res = await list('admin', '?status=DEACTIVATED');
    expect(res.statusCode).toBe(200);
    const cards = appListResponseSchema.parse(res.json());
    expect(ours(cards).sort()).toEqual(['deactivated', 'deactivatedNeverPublished']);
    expect(cards.find((c) => c.id === inserted.deactivated.id)).toMatchObject({
      status: 'DEACTIVATED',
      name: inserted.deactivated.published?.name,
    });
  });

  it('answers 401 without a token and 403 for a vendor, as problems', async () => {
    for (const status of ['WAITING_FOR_APPROVAL', 'DEACTIVATED']) {
      const anonymous = await list('anonymous', `?status=${status}`);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['content-type']).toMatch(/^application\/problem\+json/);
      const vendor = await list('owner', `?status=${status}`);
      expect(vendor.statusCode).toBe(403);
      expect(vendor.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(vendor.body).not.toContain(secret);
    }
  });

  it('refuses other status lists and paging of the admin lists with a 400 problem', async () => {
    for (const query of [
      '?status=DRAFT',
      '?status=REJECTED',
      '?status=DEACTIVATED&limit=5',
      '?status=WAITING_FOR_APPROVAL&q=x',
    ]) {
      const res = await list('admin', query);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type'], query).toMatch(/^application\/problem\+json/);
    }
  });

  it('treats status=ACTIVE as the public catalogue, for everyone', async () => {
    const res = await list('anonymous', '?status=ACTIVE');
    expect(res.statusCode).toBe(200);
    expect(ours(appListResponseSchema.parse(res.json())).sort()).toEqual([...PUBLIC_CASES].sort());
  });
});

describe('GET /api/apps/:id', () => {
  for (const who of ['anonymous', 'otherVendor'] as const) {
    it(`shows ${who} a public app's published version only, and 404 for every other app`, async () => {
      for (const c of CASES) {
        const res = await details(who, c);
        expect(res.body, c).not.toContain(secret);
        if (!PUBLIC_CASES.includes(c)) {
          expect(res.statusCode, c).toBe(404);
          expect(res.headers['content-type'], c).toMatch(/^application\/problem\+json/);
          continue;
        }
        expect(res.statusCode, c).toBe(200);
        const body = appDetailsSchema.parse(res.json());
        const published = inserted[c].published;
        expect(body, c).toMatchObject({
          id: inserted[c].id,
          versionId: published?.id,
          name: published?.name,
          status: 'ACTIVE',
          screenshots: published?.screenshots.map((s) => ({ ...s, thumbUrl: null })),
          removedImages: [],
        });
        // Whether a newer draft exists is the vendor's business.
        expect(body.inProgressStatus, c).toBeUndefined();
        expect(body.hasPublished, c).toBeUndefined();
      }
    });
  }

  for (const who of ['owner', 'admin'] as const) {
    it(`shows ${who} every app of the vendor: the published version, else the in-progress one`, async () => {
      for (const c of CASES.filter((x) => x !== 'activeOfDeactivatedVendor')) {
        const res = await details(who, c);
        expect(res.statusCode, c).toBe(200);
        const body = appDetailsSchema.parse(res.json());
        const expected = inserted[c].published ?? inserted[c].inProgress;
        expect(body.versionId, c).toBe(expected?.id);
        expect(body.name, c).toBe(expected?.name);
        expect(body.hasPublished, c).toBe(inserted[c].published !== undefined);
        const spec = SPECS[c](1);
        expect(body.inProgressStatus, c).toBe(spec.inProgress?.status ?? null);
        expect(body.status, c).toBe(spec.published ? spec.status : spec.inProgress?.status);
      }
    });
  }

  it('lets the owner of a deactivated vendor still read its app, and nobody else but admins', async () => {
    expect((await details('deactivatedOwner', 'activeOfDeactivatedVendor')).statusCode).toBe(200);
    expect((await details('admin', 'activeOfDeactivatedVendor')).statusCode).toBe(200);
    expect((await details('owner', 'activeOfDeactivatedVendor')).statusCode).toBe(404);
  });

  it('says 404 for an id that does not exist, and 400 for one that is not an id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/apps/2147483647' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, detail: 'The app does not exist.' });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/apps/${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
  });
});

describe('GET /api/apps/:id/preview', () => {
  it('shows the owner and admins the in-progress version, with the merged screenshots', async () => {
    for (const who of ['owner', 'admin'] as const) {
      const res = await details(who, 'activeWithDraft', true);
      expect(res.statusCode).toBe(200);
      const body: AppDetails = appDetailsSchema.parse(res.json());
      const { published, inProgress } = inserted.activeWithDraft;
      const [removed, kept] = published?.screenshots ?? [];
      expect(body).toMatchObject({
        id: inserted.activeWithDraft.id,
        versionId: inProgress?.id,
        name: inProgress?.name,
        status: 'DRAFT',
        inProgressStatus: 'DRAFT',
        hasPublished: true,
        removedImages: [removed?.id],
      });
      // Published minus the removed one, then the draft's own.
      expect(body.screenshots.map((s) => s.id)).toEqual([
        kept?.id,
        ...(inProgress?.screenshots ?? []).map((s) => s.id),
      ]);
    }
  });

  it('shows the published version when there is nothing in progress', async () => {
    const res = await details('owner', 'active', true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ versionId: inserted.active.published?.id, status: 'ACTIVE' });
    const deactivated = await details('admin', 'deactivated', true);
    expect(deactivated.json()).toMatchObject({
      versionId: inserted.deactivated.published?.id,
      status: 'DEACTIVATED',
    });
  });

  it('says 404 to another vendor for every app, so ids do not leak, and 401 without a token', async () => {
    for (const c of CASES) {
      const res = await details('otherVendor', c, true);
      expect(res.statusCode, c).toBe(404);
      expect(res.body, c).not.toContain(secret);
      expect((await details('anonymous', c, true)).statusCode, c).toBe(401);
    }
  });
});
