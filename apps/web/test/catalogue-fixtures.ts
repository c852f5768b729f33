import type { AppCard, AppDetails, Screenshot } from '@showroom/contract';

/** A published catalogue card (type 'App'), as GET /apps returns it. */
export const appCardFixture = (overrides: Partial<AppCard> = {}): AppCard => ({
  id: 11,
  name: 'Vitalis Vital Signs',
  descriptionShort: 'Record and chart vital signs at the bedside, stored as openEHR compositions in any CDR.',
  icon: '/api/media/aaaa.webp',
  demoUrl: 'https://demo.vitalis.example/vital-signs',
  status: 'ACTIVE',
  version: '3.2.0',
  vendor: { id: 7, name: 'Vitalis Health Labs' },
  type: 'App',
  ...overrides,
});

/** `count` cards with distinct ids and names, starting at id `from`. */
export const appCards = (count: number, from = 100): AppCard[] =>
  Array.from({ length: count }, (_, i) =>
    appCardFixture({
      id: from + i,
      name: `App ${String(from + i)}`,
      vendor: { id: 7, name: `Vendor ${String(i)}` },
    }),
  );

export const screenshotsFixture = (count: number): Screenshot[] =>
  Array.from({ length: count }, (_, i) => ({
    id: 500 + i,
    url: `/api/media/shot${String(i + 1)}.webp`,
    thumbUrl: `/api/media/shot${String(i + 1)}-thumb.webp`,
  }));

/** One app's published version, as GET /apps/{id} returns it. */
export const appDetailsFixture = (overrides: Partial<AppDetails> = {}): AppDetails => ({
  id: 11,
  name: 'Vitalis Vital Signs',
  description:
    '**Vitalis Vital Signs** replaces the paper chart.\n\n## Features\n\n- Charting\n- Fast entry\n\nUse `AQL` queries.',
  descriptionShort: 'Record and chart vital signs at the bedside.',
  demoUrl: 'https://demo.vitalis.example/vital-signs',
  repoUrl: 'https://github.com/vitalis-health-labs/vital-signs',
  version: '3.2.0',
  icon: '/api/media/icon.webp',
  screenshots: screenshotsFixture(5),
  removedImages: [],
  status: 'ACTIVE',
  updatedAt: '2026-03-04T10:15:00.000Z',
  vendor: {
    id: 7,
    name: 'Vitalis Health Labs',
    description: 'Bedside apps for hospital wards on top of openEHR.',
    email: 'contact@vitalis.example',
    website: 'https://vitalis.example',
    imageUrl: '/api/media/vendor.webp?t=1',
  },
  ...overrides,
});
