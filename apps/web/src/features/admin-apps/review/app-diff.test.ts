import { describe, expect, it } from 'vitest';
import { appDetailsFixture, screenshotsFixture } from '../../../../test/catalogue-fixtures.ts';
import { DIFF_MAX_WORD_EDITS, diffApps, diffWords, type DiffPart } from './app-diff.ts';

const text = (parts: readonly DiffPart[]) => parts.map((p) => p.text).join('');
const marked = (parts: readonly DiffPart[]) => parts.filter((p) => p.type !== 'same').map((p) => p.text);

describe('word diff', () => {
  it('marks only the words that differ, and rebuilds both texts exactly', () => {
    const before = 'Record vital signs at the bedside.';
    const after = 'Record and chart vital signs at the bedside, fast.';
    const diff = diffWords(before, after);
    expect(text(diff.before)).toBe(before);
    expect(text(diff.after)).toBe(after);
    expect(marked(diff.before)).toEqual(['bedside.']);
    expect(marked(diff.after)).toEqual(['and chart ', 'bedside, fast.']);
    expect(diff.before.every((p) => p.type !== 'added')).toBe(true);
    expect(diff.after.every((p) => p.type !== 'removed')).toBe(true);
  });

  it('joins neighbouring parts of one kind', () => {
    const diff = diffWords('a b c', 'x y z');
    expect(diff.before).toEqual([{ type: 'removed', text: 'a b c' }]);
    expect(diff.after).toEqual([{ type: 'added', text: 'x y z' }]);
  });

  it('gives an empty side no parts (a URL added where there was none)', () => {
    expect(diffWords('', 'https://example.org')).toEqual({
      before: [],
      after: [{ type: 'added', text: 'https://example.org' }],
    });
  });

  it('stays exact and bounded for a long text changed in many places, falling back to lines', () => {
    const line = (i: number, word: string) => `Line ${i} says ${word} about vital signs and charts.\n`;
    const before = Array.from({ length: 400 }, (_, i) => line(i, 'old')).join('');
    const after = Array.from({ length: 400 }, (_, i) => line(i, i % 2 === 0 ? 'new' : 'old')).join('');
    // Too many changed words for a word diff: 200 lines change a word each (one removed, one added).
    expect(200 * 2).toBeGreaterThan(DIFF_MAX_WORD_EDITS);
    const diff = diffWords(before, after);
    expect(text(diff.before)).toBe(before);
    expect(text(diff.after)).toBe(after);
    expect(marked(diff.after)).toContain(line(0, 'new'));
    expect(diff.after.filter((p) => p.type === 'same').map((p) => p.text)).toContain(line(1, 'old'));
  });
});

describe('app diff', () => {
  const [s1, s2, s3] = screenshotsFixture(3) as [
    ReturnType<typeof screenshotsFixture>[0],
    ReturnType<typeof screenshotsFixture>[0],
    ReturnType<typeof screenshotsFixture>[0],
  ];
  const published = appDetailsFixture({ screenshots: [s1, s2], icon: '/api/media/a.webp', repoUrl: null });

  it('lists changed texts in form order, the unchanged by name, and treats null as empty', () => {
    const changes = diffApps(published, {
      ...published,
      version: '4.0.0',
      repoUrl: 'https://git.example/x',
      demoUrl: published.demoUrl,
    });
    expect(changes.changed.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Repository URL', '', 'https://git.example/x'],
      ['Version', '3.2.0', '4.0.0'],
    ]);
    expect(changes.unchanged).toEqual(['Name', 'Short description', 'Description', 'Demo URL']);
    expect(changes.any).toBe(true);
  });

  it('compares the interoperability profile field by field, leaving out what neither version declares', () => {
    const before = {
      ...published,
      profile: {
        standards: ['fhir' as const],
        fhir: { versions: ['R4' as const], resources: ['Observation'], implementationGuides: [] },
        smart: { launchTypes: ['ehr' as const], scopes: [] },
      },
    };
    const changes = diffApps(before, {
      ...before,
      profile: {
        ...before.profile,
        fhir: { ...before.profile.fhir, versions: ['R4' as const, 'R5' as const] },
      },
    });
    expect(changes.changed.map((c) => [c.key, c.label, c.before, c.after])).toEqual([
      ['profile.fhir.versions', 'FHIR versions', 'R4', 'R4, R5'],
    ]);
    expect(changes.unchanged).toEqual([
      'Name',
      'Short description',
      'Description',
      'Demo URL',
      'Repository URL',
      'Version',
      'Standards',
      'FHIR resources',
      'SMART launch',
    ]);
    expect(changes.any).toBe(true);

    // A profile added to an app that had none: each declared field shows as new.
    const added = diffApps(published, { ...published, profile: before.profile });
    expect(added.changed.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Standards', '', 'HL7 FHIR'],
      ['FHIR versions', '', 'R4'],
      ['FHIR resources', '', 'Observation'],
      ['SMART launch', '', 'EHR launch'],
    ]);
  });

  it('compares the evidence field by field after the profile, leaving out what neither version declares', () => {
    const before = {
      ...published,
      evidence: {
        runsOn: [{ system: 'epic' as const, version: '2025' }],
        usedBy: [{ organisation: 'Example Hospital', country: 'DE', since: '2024-01' }],
        certifications: [{ type: 'iso-27001' as const, identifier: 'ISMS-1', expiresOn: '2026-01-31' }],
      },
    };
    const changes = diffApps(before, {
      ...before,
      evidence: {
        ...before.evidence,
        runsOn: [...before.evidence.runsOn, { system: 'other' as const, name: 'Example KIS' }],
        certifications: [{ type: 'iso-27001' as const, identifier: 'ISMS-1', expiresOn: '2029-01-31' }],
      },
    });
    expect(changes.changed.map((c) => [c.key, c.label, c.before, c.after])).toEqual([
      ['evidence.runsOn', 'Runs on', 'Epic 2025', 'Epic 2025, Example KIS'],
      [
        'evidence.certifications',
        'Certifications',
        'ISO/IEC 27001, ISMS-1 (Valid until 31.01.2026)',
        'ISO/IEC 27001, ISMS-1 (Valid until 31.01.2029)',
      ],
    ]);
    expect(changes.unchanged.at(-1)).toBe('Used by');
  });

  it('compares the clinical evidence field by field: indications with their names, studies with design, year and DOI', () => {
    const study = { title: 'A cohort study', design: 'cohort' as const, year: 2021 };
    const before = {
      ...published,
      evidence: {
        clinical: {
          intendedUse: 'Supports heart failure clinics.',
          indications: [{ system: 'icd10cm' as const, code: 'I50.9', display: 'Heart failure, unspecified' }],
          studies: [study],
        },
      },
    };
    const changes = diffApps(before, {
      ...before,
      evidence: {
        clinical: {
          ...before.evidence.clinical,
          indications: [
            ...before.evidence.clinical.indications,
            {
              system: 'icd10cm' as const,
              code: 'I11.0',
              display: 'Hypertensive heart disease with heart failure',
            },
          ],
          studies: [{ ...study, doi: '10.1000/182', registryId: 'NCT01234567' }],
          outcome: 'Fewer readmissions.',
        },
      },
    });
    expect(changes.changed.map((c) => [c.key, c.label, c.before, c.after])).toEqual([
      [
        'evidence.clinical.indications',
        'Indications (ICD-10-CM)',
        'I50.9 Heart failure, unspecified',
        'I50.9 Heart failure, unspecified; I11.0 Hypertensive heart disease with heart failure',
      ],
      [
        'evidence.clinical.studies',
        'Studies',
        'A cohort study (Cohort study, 2021)',
        'A cohort study (Cohort study, 2021, doi:10.1000/182, NCT01234567)',
      ],
      ['evidence.clinical.outcome', 'Outcome claimed', '', 'Fewer readmissions.'],
    ]);
    expect(changes.unchanged).toContain('Intended use');
  });

  it('finds the icon change and the screenshots added and removed by id', () => {
    const changes = diffApps(published, { ...published, icon: '/api/media/b.webp', screenshots: [s1, s3] });
    expect(changes.icon).toEqual({ before: '/api/media/a.webp', after: '/api/media/b.webp', changed: true });
    expect(changes.screenshots.added).toEqual([s3]);
    expect(changes.screenshots.removed).toEqual([s2]);
    expect(changes.changed).toEqual([]);
  });

  it('says nothing changed for an identical version, also when only the order of screenshots moved', () => {
    const changes = diffApps(published, { ...published, screenshots: [s2, s1] });
    expect(changes).toMatchObject({
      any: false,
      changed: [],
      icon: { changed: false },
      screenshots: { added: [], removed: [] },
    });
  });
});
