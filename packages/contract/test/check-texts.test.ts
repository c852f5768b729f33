import { describe, expect, it } from 'vitest';
import { CHECK_TEXTS } from '../src/index.ts';

describe('live check texts', () => {
  it('dates a confirmation by its check as dd.MM.yyyy (UTC, like every date of the showroom)', () => {
    expect(CHECK_TEXTS.confirmedOn('2026-11-24T09:30:01.000Z')).toBe(
      'Confirmed by a live check on 24.11.2026',
    );
    expect(CHECK_TEXTS.confirmedOn('2026-01-05T23:59:59.999Z')).toBe(
      'Confirmed by a live check on 05.01.2026',
    );
    expect(CHECK_TEXTS.lastChecked('2026-11-24T00:00:00.000Z')).toBe('Last checked on 24.11.2026');
  });

  it('says what the server reports: a value as such, a sentence of its own as it is', () => {
    expect(CHECK_TEXTS.notConfirmed({ key: 'profile.fhir.versions', reported: '4.0.1 (R4)' })).toBe(
      'Not confirmed: the server reports 4.0.1 (R4)',
    );
    expect(
      CHECK_TEXTS.notConfirmed({
        key: 'profile.fhir.resources',
        reported: "not in the server's CapabilityStatement",
      }),
    ).toBe("Not confirmed: not in the server's CapabilityStatement");
    expect(CHECK_TEXTS.notCheckable('no template list')).toBe(
      'Declared by the vendor (not checkable: no template list)',
    );
  });
});
