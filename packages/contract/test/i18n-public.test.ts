/** The public side in German: the catalogue's counts, the live checks' dates, labels and titles. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  APP_SORT_LABELS,
  CHECK_TEXTS,
  COMPARE_TABLE_TEXTS,
  ERROR_TEXTS,
  FOOTER_LINKS,
  WEB_ROUTES,
  compareRows,
  FAQ_USERS_TEXTS,
  SANDBOX_LAUNCH,
  SANDBOX_PAGE,
  appCountText,
  compareChecksText,
  facetValueLabel,
  noAppsMatchText,
  openScreenshotLabel,
  showAppsText,
} from '../src/index.ts';
import { applyLocale } from '../src/i18n/index.ts';

describe('the public side in German', () => {
  afterEach(() => applyLocale('en'));

  it('counts apps with German plurals and number grouping', () => {
    applyLocale('de');
    expect(appCountText(1, { hasMore: false })).toBe('1 App.');
    expect(appCountText(2, { hasMore: false })).toBe('2 Apps.');
    expect(appCountText(1200, { hasMore: false })).toBe('1.200 Apps.');
    expect(appCountText(1, { q: 'vital', hasMore: false })).toBe('1 App passt zu „vital“.');
    expect(appCountText(24, { hasMore: true })).toBe('24 Apps angezeigt; weitere sind verfügbar.');
    expect(appCountText(0, { q: 'zzz', hasMore: false })).toBe('Keine Apps passen zu „zzz“.');
    expect(appCountText(3, { hasMore: false, filtered: true, total: 3 })).toBe(
      '3 Apps passen zu den Filtern.',
    );
    expect(showAppsText(1)).toBe('1 App anzeigen');
    expect(noAppsMatchText(' fhir ')).toBe('Keine Apps passen zu „fhir“.');
    applyLocale('en');
    expect(appCountText(1200, { hasMore: false })).toBe('1200 apps.');
  });

  it('writes the live checks’ dates as dd.MM.yyyy in German sentences', () => {
    applyLocale('de');
    expect(CHECK_TEXTS.confirmedOn('2026-11-26T10:00:00Z')).toBe(
      'Durch eine Live-Prüfung am 26.11.2026 bestätigt',
    );
    expect(CHECK_TEXTS.lastChecked('2026-03-01T10:00:00Z')).toBe('Zuletzt geprüft am 01.03.2026');
    expect(CHECK_TEXTS.nextCheck('27.11.2026, 10:00')).toBe('Nächste geplante Prüfung: 27.11.2026, 10:00');
    expect(
      compareChecksText({
        enabled: true,
        checks: [
          {
            kind: 'fhir',
            finishedAt: '2026-11-26T10:00:00Z',
            outcome: 'passed',
            facts: [{ status: 'confirmed' }],
          },
        ],
      }),
    ).toBe('26.11.2026: 1 von 1 Angabe bestätigt');
    expect(COMPARE_TABLE_TEXTS.showIdentical(2)).toBe('2 gleiche Zeilen einblenden');
    applyLocale('en');
    expect(CHECK_TEXTS.confirmedOn('2026-11-26T10:00:00Z')).toBe('Confirmed by a live check on 26.11.2026');
  });

  it('translates labels, titles, the footer and language names', () => {
    applyLocale('de');
    expect(APP_SORT_LABELS.updated).toBe('Zuletzt aktualisiert');
    expect(ERROR_TEXTS.appNotFound).toBe('Die App wurde nicht gefunden.');
    expect(FOOTER_LINKS[0].name).toBe('Startseite');
    expect(WEB_ROUTES.find((r) => r.path === 'imprint')?.title).toBe('Impressum');
    expect(openScreenshotLabel(1, 3)).toBe('Screenshot 1 von 3 im Vollbild öffnen');
    expect(facetValueLabel('language', 'de')).toBe('Deutsch');
    expect(facetValueLabel('language', 'en')).toBe('Englisch');
    expect(facetValueLabel('verified', 'yes')).toBe('Durch Live-Prüfungen verifiziert');
    expect(FAQ_USERS_TEXTS.entries[1].question).toBe('Brauche ich ein Konto?');
    const rows = compareRows([
      {
        id: 1,
        name: 'A',
        vendor: { id: 1, name: 'V' },
        profile: { standards: ['fhir'], classification: undefined },
        demoUrl: null,
        checks: undefined,
      },
    ]);
    expect(rows.map((r) => r.label).slice(0, 3)).toEqual(['Anbieter', 'Standards', 'FHIR-Versionen']);
    expect(rows.find((r) => r.key === 'checks')?.values).toEqual(['Noch nicht geprüft']);
    applyLocale('en');
    expect(WEB_ROUTES.find((r) => r.path === 'imprint')?.title).toBe('Imprint');
    expect(facetValueLabel('language', 'de')).toBe('German');
  });

  it('says the same of a patient without active conditions on /sandbox and in the Launch dialog', () => {
    expect(SANDBOX_PAGE.noConditions).toBe('no active conditions');
    expect(SANDBOX_LAUNCH.noConditions).toBe(SANDBOX_PAGE.noConditions);
    applyLocale('de');
    expect(SANDBOX_PAGE.noConditions).toBe('keine aktiven Diagnosen');
    expect(SANDBOX_LAUNCH.noConditions).toBe(SANDBOX_PAGE.noConditions);
  });
});
