import { describe, expect, it } from 'vitest';
import {
  APP_FORM_MESSAGES,
  appCardSchema,
  appCreateBodySchema,
  appDetailsSchema,
  appFormSchema,
  appFormToBody,
  appListQuerySchema,
  appStatusChangeQuerySchema,
  appToForm,
  appUpdateBodySchema,
  cardStatus,
  cardView,
  emptyAppForm,
  mergeScreenshots,
  type AppCard,
  type AppStatus,
  type AppForm,
} from '../src/index.ts';

const validForm: AppForm = {
  name: 'Vital Signs Monitor',
  descriptionShort: 'Charts vital signs from openEHR',
  description: '# Vital signs\n\nReads **openEHR** compositions.',
  demoUrl: 'https://demo.example.com',
  repoUrl: 'https://github.com/example/vitals',
  version: '1.2.0',
};

/** The messages zod reports for one field, in order. */
function fieldErrors(values: Partial<AppForm>, field: keyof AppForm): string[] {
  const result = appFormSchema.safeParse({ ...validForm, ...values });
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}

describe('app form: name', () => {
  it("says 'Name can not be empty' for an empty name", () => {
    expect(fieldErrors({ name: '' }, 'name')).toEqual(['Name can not be empty']);
  });

  it("says 'Invalid name' for a name of spaces only", () => {
    expect(fieldErrors({ name: '   ' }, 'name')).toEqual(['Invalid name']);
  });

  it("accepts 200 characters and says 'Invalid name' for 201", () => {
    expect(fieldErrors({ name: 'n'.repeat(200) }, 'name')).toEqual([]);
    expect(fieldErrors({ name: 'n'.repeat(201) }, 'name')).toEqual(['Invalid name']);
  });
});

describe('app form: descriptions', () => {
  it('requires a short description', () => {
    expect(fieldErrors({ descriptionShort: '' }, 'descriptionShort')).toEqual([
      'Short description can not be empty',
    ]);
    expect(fieldErrors({ descriptionShort: '  ' }, 'descriptionShort')).toEqual([
      'Short description can not be empty',
    ]);
  });

  it('accepts a short description of exactly 100 characters and refuses 101', () => {
    expect(fieldErrors({ descriptionShort: 's'.repeat(100) }, 'descriptionShort')).toEqual([]);
    expect(fieldErrors({ descriptionShort: 's'.repeat(101) }, 'descriptionShort')).toEqual([
      'Short description can be at most 100 characters',
    ]);
  });

  it('requires a description', () => {
    expect(fieldErrors({ description: '' }, 'description')).toEqual(['Description can not be empty']);
  });

  it('accepts a description of exactly 10000 characters and refuses 10001', () => {
    expect(fieldErrors({ description: 'd'.repeat(10_000) }, 'description')).toEqual([]);
    expect(fieldErrors({ description: 'd'.repeat(10_001) }, 'description')).toEqual([
      'Description can be at most 10000 characters',
    ]);
  });
});

describe('app form: demo and repository URLs', () => {
  it('allows them to be left empty', () => {
    expect(appFormSchema.safeParse({ ...validForm, demoUrl: '', repoUrl: '' }).success).toBe(true);
  });

  it.each(['http://demo.example.com', 'https://localhost', 'demo.example.com', 'https://'])(
    'refuses demo URL %s with the format message',
    (demoUrl) => {
      expect(fieldErrors({ demoUrl }, 'demoUrl')).toEqual([
        'Demo URL must be in the format https://{host}, for example https://demo.example.org',
      ]);
    },
  );

  it('refuses a repository URL without https and a dotted host', () => {
    expect(fieldErrors({ repoUrl: 'git@github.com:x/y.git' }, 'repoUrl')).toEqual([
      'Repository URL must be in the format https://{host}, for example https://github.com/example/app',
    ]);
  });

  it('refuses URLs over 2000 characters with a length message only', () => {
    const long = `https://example.com/${'p'.repeat(2000)}`;
    expect(fieldErrors({ demoUrl: long }, 'demoUrl')).toEqual([APP_FORM_MESSAGES.demoUrlTooLong]);
  });
});

describe('app form: version', () => {
  it('is optional and bounded at 50 characters', () => {
    expect(fieldErrors({ version: '' }, 'version')).toEqual([]);
    expect(fieldErrors({ version: 'v'.repeat(50) }, 'version')).toEqual([]);
    expect(fieldErrors({ version: 'v'.repeat(51) }, 'version')).toEqual([
      'Version can be at most 50 characters',
    ]);
  });
});

describe('app form conversions', () => {
  it('starts empty and invalid', () => {
    expect(appFormSchema.safeParse(emptyAppForm).success).toBe(false);
  });

  it('turns form values into a valid update body with empty optionals as null', () => {
    const body = appFormToBody({ ...validForm, name: ' Padded ', demoUrl: '', version: ' ' }, 7, 3);
    expect(body).toEqual({
      name: 'Padded',
      description: validForm.description,
      descriptionShort: validForm.descriptionShort,
      demoUrl: null,
      repoUrl: validForm.repoUrl,
      version: null,
      vendor: { id: 7 },
      rowVersion: 3,
    });
    expect(appUpdateBodySchema.safeParse(body).success).toBe(true);
  });

  it('fills the form from app details, nulls as empty strings', () => {
    expect(
      appToForm({
        name: 'A',
        descriptionShort: 'S',
        description: 'D',
        demoUrl: null,
        repoUrl: null,
        version: null,
      }),
    ).toEqual({ name: 'A', descriptionShort: 'S', description: 'D', demoUrl: '', repoUrl: '', version: '' });
  });
});

describe('app bodies', () => {
  const body = {
    name: 'App',
    description: 'Long text',
    descriptionShort: 'Short',
    demoUrl: 'https://demo.example.com',
    repoUrl: null,
    version: '1.0',
    vendor: { id: 1 },
  };

  it('accept the create payload', () => {
    expect(appCreateBodySchema.safeParse(body).success).toBe(true);
  });

  it('accept absent, null or empty optional fields', () => {
    const { demoUrl: _d, repoUrl: _r, version: _v, ...required } = body;
    expect(appCreateBodySchema.safeParse(required).success).toBe(true);
    expect(appCreateBodySchema.safeParse({ ...body, demoUrl: '', version: null }).success).toBe(true);
  });

  it('reject unknown fields', () => {
    expect(appCreateBodySchema.safeParse({ ...body, status: 'ACTIVE' }).success).toBe(false);
    expect(appUpdateBodySchema.safeParse({ ...body, id: 4 }).success).toBe(false);
    expect(appCreateBodySchema.safeParse({ ...body, vendor: { id: 1, name: 'x' } }).success).toBe(false);
  });

  it('apply the same rules as the form', () => {
    const result = appCreateBodySchema.safeParse({ ...body, name: '', demoUrl: 'http://x.y' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Name can not be empty',
      'Demo URL must be in the format https://{host}, for example https://demo.example.org',
    ]);
  });

  it('require the vendor', () => {
    const { vendor: _vendor, ...rest } = body;
    expect(appCreateBodySchema.safeParse(rest).success).toBe(false);
  });

  it('accept a rowVersion on update only', () => {
    expect(appUpdateBodySchema.safeParse({ ...body, rowVersion: 2 }).success).toBe(true);
    expect(appCreateBodySchema.safeParse({ ...body, rowVersion: 2 }).success).toBe(false);
  });
});

describe('app queries', () => {
  it('list: coerces limit, bounds it and the search text, refuses unknown parameters', () => {
    expect(appListQuerySchema.parse({ status: 'WAITING_FOR_APPROVAL', limit: '20' })).toEqual({
      status: 'WAITING_FOR_APPROVAL',
      limit: 20,
    });
    expect(appListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(appListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(appListQuerySchema.safeParse({ q: 'q'.repeat(201) }).success).toBe(false);
    expect(appListQuerySchema.safeParse({ sort: 'price' }).success).toBe(false);
    expect(appListQuerySchema.safeParse({ status: 'PUBLISHED' }).success).toBe(false);
    expect(appListQuerySchema.safeParse({ page: '2' }).success).toBe(false);
  });

  it('status change: takes the four new statuses and an optional reason', () => {
    for (const newStatus of ['ACTIVE', 'REJECTED', 'WAITING_FOR_APPROVAL', 'DEACTIVATED']) {
      expect(appStatusChangeQuerySchema.safeParse({ newStatus }).success).toBe(true);
    }
    expect(
      appStatusChangeQuerySchema.safeParse({ newStatus: 'REJECTED', reason: 'Broken demo' }).success,
    ).toBe(true);
    expect(appStatusChangeQuerySchema.safeParse({ newStatus: 'DRAFT' }).success).toBe(false);
    expect(appStatusChangeQuerySchema.safeParse({}).success).toBe(false);
  });
});

const vendorPublic = {
  id: 1,
  name: 'Acme Health',
  description: 'Makes apps',
  email: 'info@acme.example',
  website: 'https://acme.example',
  imageUrl: null,
};

describe('app details', () => {
  it('parse the shape the details page reads', () => {
    const details = {
      id: 5,
      name: 'App',
      description: 'D',
      descriptionShort: 'S',
      demoUrl: null,
      repoUrl: 'https://github.com/acme/app',
      version: null,
      icon: '/api/media/abc.webp',
      screenshots: [{ id: 1, url: '/api/media/s1.webp' }],
      removedImages: [],
      status: 'ACTIVE',
      updatedAt: '2024-06-01T08:00:00.000Z',
      vendor: vendorPublic,
    };
    expect(appDetailsSchema.parse(details)).toEqual(details);
    expect(appDetailsSchema.safeParse({ ...details, status: 'PUBLISHED' }).success).toBe(false);
    expect(appDetailsSchema.safeParse({ ...details, updatedAt: 'yesterday' }).success).toBe(false);
  });
});

const version = (status: AppCard['status'], name: string) => ({
  name,
  descriptionShort: `${name} short`,
  icon: null,
  demoUrl: null,
  status,
  version: '1',
  updatedAt: '2024-01-01T00:00:00.000Z',
});

const card = (extra: Partial<AppCard>): AppCard =>
  appCardSchema.parse({
    id: 9,
    vendor: { id: 1, name: 'Acme Health' },
    type: 'App',
    ...version('ACTIVE', 'Card itself'),
    ...extra,
  });

describe('cardView', () => {
  it('shows the in-progress version when a vendor card has one', () => {
    const c = card({
      type: 'AppForVendor',
      published: version('ACTIVE', 'Published'),
      inProgress: version('DRAFT', 'Draft'),
    });
    expect(cardView(c).name).toBe('Draft');
  });

  it('shows the published version when there is no in-progress one', () => {
    const c = card({ type: 'AppForVendor', published: version('ACTIVE', 'Published') });
    expect(cardView(c).name).toBe('Published');
  });

  it('shows the card itself when a vendor card carries neither version', () => {
    expect(cardView(card({ type: 'AppForVendor' })).name).toBe('Card itself');
  });

  it('shows the card itself for other types, even if versions are attached', () => {
    const c = card({ type: 'App', inProgress: version('DRAFT', 'Draft') });
    expect(cardView(c).name).toBe('Card itself');
  });
});

describe('cardStatus', () => {
  it("labels an update with the spec's label, and marks it live while the published version is ACTIVE", () => {
    const c = card({
      type: 'AppForVendor',
      published: version('ACTIVE', 'P'),
      inProgress: version('WAITING_FOR_APPROVAL', 'I'),
    });
    expect(cardStatus(c)).toEqual({
      status: 'WAITING_FOR_APPROVAL',
      label: 'Update in review',
      liveMarker: 'Live',
      ribbon: 'warning',
    });
    const both = (published: AppStatus, inProgress: AppStatus) => {
      const { label, liveMarker } = cardStatus(
        card({
          type: 'AppForVendor',
          published: version(published, 'P'),
          inProgress: version(inProgress, 'I'),
        }),
      );
      return [label, liveMarker];
    };
    expect(both('ACTIVE', 'DRAFT')).toEqual(['New draft', 'Live']);
    expect(both('ACTIVE', 'REJECTED')).toEqual(['Update rejected', 'Live']);
    expect(both('DEACTIVATED', 'DRAFT')).toEqual(['New draft', undefined]);
    expect(both('DEACTIVATED', 'WAITING_FOR_APPROVAL')).toEqual(['Update in review', undefined]);
    expect(cardStatus(card({ type: 'AppForVendor', published: version('ACTIVE', 'P') }))).toMatchObject({
      label: 'Published',
      liveMarker: undefined,
    });
  });

  it('labels a first version by its one-version label', () => {
    const c = card({ type: 'AppForVendor', inProgress: version('WAITING_FOR_APPROVAL', 'I') });
    expect(cardStatus(c)).toEqual({
      status: 'WAITING_FOR_APPROVAL',
      label: 'In review',
      liveMarker: undefined,
      ribbon: 'warning',
    });
  });
});

describe('mergeScreenshots', () => {
  const published = [
    { id: 1, url: 'p1' },
    { id: 2, url: 'p2' },
    { id: 3, url: 'p3' },
  ];
  const inProgress = [
    { id: 10, url: 'n10' },
    { id: 11, url: 'n11' },
  ];

  it('lists the published screenshots minus the removed ones, then the in-progress ones', () => {
    expect(mergeScreenshots(published, inProgress, [2]).map((s) => s.id)).toEqual([1, 3, 10, 11]);
  });

  it('keeps every published screenshot when none is removed', () => {
    expect(mergeScreenshots(published, [], []).map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('ignores removed ids that are not published', () => {
    expect(mergeScreenshots(published, inProgress, [99, 10]).map((s) => s.id)).toEqual([1, 2, 3, 10, 11]);
  });

  it('can remove every published screenshot', () => {
    expect(mergeScreenshots(published, inProgress, [1, 2, 3]).map((s) => s.id)).toEqual([10, 11]);
  });

  it('does not change its inputs', () => {
    const copy = structuredClone(published);
    mergeScreenshots(published, inProgress, [1]);
    expect(published).toEqual(copy);
  });
});
