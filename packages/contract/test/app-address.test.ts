import { describe, expect, it } from 'vitest';
import { APP_SLUG_MAX, appPagePath, appSlug, readAppAddress } from '../src/index.ts';

describe('appSlug', () => {
  it('is the name in lower-case ASCII words joined by single hyphens', () => {
    expect(appSlug('Vital Signs Board')).toBe('vital-signs-board');
    expect(appSlug('  FHIR®  R4 -- Viewer!! ')).toBe('fhir-r4-viewer');
    expect(appSlug('openEHR/CDR: Lab_Results (v2.1)')).toBe('openehr-cdr-lab-results-v2-1');
  });

  it('folds diacritics and spells letters without a base letter in ASCII', () => {
    expect(appSlug('Café Ärzte-Übersicht')).toBe('cafe-arzte-ubersicht');
    expect(appSlug('Straße Ødegaard Łódź Æsir Œuvre Þing İstanbul')).toBe(
      'strasse-odegaard-lodz-aesir-oeuvre-thing-istanbul',
    );
    // Compatibility forms: ligatures and full-width letters.
    expect(appSlug('ﬁle Ｖｉｅｗｅｒ')).toBe('file-viewer');
  });

  it('drops what has no ASCII spelling, and is empty when nothing is left', () => {
    expect(appSlug('健康 Monitor')).toBe('monitor');
    expect(appSlug('健康')).toBe('');
    expect(appSlug('!!! ---')).toBe('');
    expect(appSlug('')).toBe('');
  });

  it(`is at most ${APP_SLUG_MAX} characters, cut at the end of a word where there is one`, () => {
    const long = 'Interoperable Medication Reconciliation Dashboard for Community Care Teams';
    const slug = appSlug(long);
    expect(slug.length).toBeLessThanOrEqual(APP_SLUG_MAX);
    expect(slug).toBe('interoperable-medication-reconciliation-dashboard-for');
    expect(appSlug('a'.repeat(100))).toBe('a'.repeat(APP_SLUG_MAX));
    expect(appSlug('abc defgh', 6)).toBe('abc');
    // A cut right before a hyphen keeps the whole word.
    expect(appSlug('abcdef ghi', 6)).toBe('abcdef');
  });

  it('never starts or ends with a hyphen, nor has two in a row', () => {
    for (const name of ['-a-', 'a - b', '«a»', 'a\u0000b', 'a'.repeat(59) + ' b c', '- x -'.repeat(30)]) {
      const slug = appSlug(name);
      expect(slug, name).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      expect(slug.length, name).toBeLessThanOrEqual(APP_SLUG_MAX);
    }
  });
});

describe('readable app addresses', () => {
  it('are /apps/{id}-{slug}, or /apps/{id} for a name without a slug', () => {
    expect(appPagePath(12, 'Vital Signs Board')).toBe('/apps/12-vital-signs-board');
    expect(appPagePath(7, '健康')).toBe('/apps/7');
  });

  it('read back to the app id, whatever the slug says', () => {
    expect(readAppAddress('12-vital-signs-board')).toBe(12);
    expect(readAppAddress('12-an-old-name')).toBe(12);
    expect(readAppAddress('12')).toBe(12);
    expect(readAppAddress('12-')).toBe(12);
    expect(readAppAddress(appPagePath(2_147_483_647, 'Last').slice('/apps/'.length))).toBe(2_147_483_647);
  });

  it('are not app pages without an id first', () => {
    for (const segment of [
      'vital-signs',
      '12abc',
      '0-zero',
      '-12',
      '2147483648-too-big',
      '',
      undefined,
      null,
    ]) {
      expect(readAppAddress(segment), String(segment)).toBeUndefined();
    }
  });
});
