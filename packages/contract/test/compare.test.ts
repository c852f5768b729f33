import { describe, expect, it } from 'vitest';
import {
  COMPARE_MAX,
  compareChecksText,
  compareHref,
  compareRows,
  parseCompareIds,
  paths,
  WEB_ROUTES,
  type CompareChecks,
  type CompareColumn,
  type InteropProfile,
} from '../src/index.ts';

const FHIR_APP: InteropProfile = {
  standards: ['fhir'],
  fhir: { versions: ['R4'], resources: ['Observation', 'Patient'], implementationGuides: [] },
  smart: { launchTypes: ['ehr', 'standalone'], scopes: [] },
  classification: {
    categories: ['clinical-documentation'],
    audiences: [],
    platforms: ['web'],
    languages: [],
    license: 'Apache-2.0',
    pricing: 'free',
    deviceClasses: ['none'],
  },
};

const column = (overrides: Partial<CompareColumn> = {}): CompareColumn => ({
  id: 1,
  name: 'One',
  vendor: { id: 7, name: 'Vitalis' },
  profile: FHIR_APP,
  demoUrl: 'https://demo.example/one',
  checks: undefined,
  ...overrides,
});

describe('the compare address', () => {
  it('keeps positive whole ids once each, in order, at most four', () => {
    expect(parseCompareIds('3,1,2')).toEqual([3, 1, 2]);
    expect(parseCompareIds(' 5 , 5,6')).toEqual([5, 6]);
    expect(parseCompareIds('1,2,3,4,5,6')).toHaveLength(COMPARE_MAX);
    expect(parseCompareIds('0,-1,1.5,abc,0x10,1e3,01,,7')).toEqual([7]);
    expect(parseCompareIds('99999999999,8')).toEqual([8]);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds('')).toEqual([]);
  });

  it('is /compare?ids=… and a public route titled Compare apps', () => {
    expect(compareHref([4, 2])).toBe('/compare?ids=4,2');
    expect(paths.compare([])).toBe('/compare');
    expect(parseCompareIds(new URL(`https://x${compareHref([4, 2])}`).searchParams.get('ids'))).toEqual([
      4, 2,
    ]);
    expect(WEB_ROUTES.find((r) => r.path === 'compare')).toEqual({
      path: 'compare',
      title: 'Compare apps',
      access: 'public',
    });
  });
});

describe('compareRows', () => {
  it('lists vendor, the declared facts, live checks and demo in a fixed order with their labels', () => {
    const rows = compareRows([column(), column({ id: 2 })]);
    expect(rows.map((r) => r.label)).toEqual([
      'Vendor',
      'Standards',
      'FHIR versions',
      'FHIR resources',
      'Implementation guides',
      'SMART launch',
      'openEHR templates',
      'Categories',
      'Platforms',
      'Licence',
      'Pricing',
      'Medical device',
      'Live checks',
      'Demo',
    ]);
    expect(rows.find((r) => r.key === 'profile.fhir.resources')?.values).toEqual([
      'Observation, Patient',
      'Observation, Patient',
    ]);
  });

  it('marks exactly the rows where the apps differ', () => {
    const openehr: InteropProfile = {
      standards: ['openehr'],
      openehr: { templates: [{ id: 'vital_signs.v1' }], cdrs: [] },
      classification: { ...FHIR_APP.classification!, platforms: ['web'] },
    };
    const rows = compareRows([
      column(),
      column({ id: 2, name: 'Two', profile: openehr, demoUrl: null, vendor: { id: 7, name: 'Vitalis' } }),
    ]);
    const differing = rows.filter((r) => r.differs).map((r) => r.key);
    expect(differing).toEqual([
      'profile.standards',
      'profile.fhir.versions',
      'profile.fhir.resources',
      'profile.smart.launchTypes',
      'profile.openehr.templates',
      'demo',
    ]);
    const templates = rows.find((r) => r.key === 'profile.openehr.templates');
    expect(templates?.values).toEqual(['', 'vital_signs.v1']);
    expect(rows.find((r) => r.key === 'vendor')?.differs).toBe(false);
  });

  it('treats an app without a profile as declaring nothing', () => {
    const rows = compareRows([column({ profile: null }), column({ id: 2, profile: undefined })]);
    expect(
      rows.filter((r) => r.key.startsWith('profile.')).every((r) => r.values.every((v) => v === '')),
    ).toBe(true);
    expect(rows.every((r) => !r.differs || r.key === 'checks' || r.key === 'demo')).toBe(true);
  });
});

describe('compareChecksText', () => {
  const check = (
    kind: CompareChecks['checks'][number]['kind'],
    finishedAt: string,
    outcome: 'passed' | 'failed' | 'error',
    statuses: ('confirmed' | 'not-confirmed' | 'not-checkable')[] = [],
  ) => ({ kind, finishedAt, outcome, facts: statuses.map((status) => ({ status })) });

  it('says when nothing was checked, or checks are off', () => {
    expect(compareChecksText(undefined)).toBe('Not checked yet');
    expect(compareChecksText({ enabled: true, checks: [] })).toBe('Not checked yet');
    expect(compareChecksText({ enabled: false, checks: [] })).toBe('Live checks are turned off');
  });

  it('counts the confirmed facts of the newest check of each kind, dated by the latest', () => {
    const text = compareChecksText({
      enabled: true,
      checks: [
        check('fhir', '2026-11-20T10:00:00.000Z', 'passed', ['confirmed', 'confirmed', 'not-confirmed']),
        check('fhir', '2026-11-10T10:00:00.000Z', 'passed', ['confirmed', 'confirmed', 'confirmed']),
        check('smart', '2026-11-21T09:00:00.000Z', 'failed', ['not-confirmed', 'not-checkable']),
      ],
    });
    expect(text).toBe('21.11.2026: 2 of 4 declared facts confirmed');
  });

  it('counts passed checks when no check covers a declared fact', () => {
    const text = compareChecksText({
      enabled: true,
      checks: [
        check('demo', '2026-11-02T10:00:00.000Z', 'passed'),
        check('website', '2026-11-01T10:00:00.000Z', 'error'),
      ],
    });
    expect(text).toBe('02.11.2026: 1 of 2 checks passed');
  });
});
