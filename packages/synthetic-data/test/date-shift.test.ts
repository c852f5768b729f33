import type { Encounter, Resource } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { DAY_MS, dateShifter, newestEncounterEnd, shiftDate } from '../src/date-shift.ts';
import { loadSyntheticData, loadSyntheticResources, readCommittedResources } from '../src/index.ts';

describe('shiftDate', () => {
  it('moves the calendar day and keeps the time and offset, so the instant moves by whole days', () => {
    expect(shiftDate('2023-03-22T15:45:24-04:00', 1)).toBe('2023-03-23T15:45:24-04:00');
    expect(shiftDate('2023-03-22T15:45:24.907-04:00', -22)).toBe('2023-02-28T15:45:24.907-04:00');
    expect(shiftDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(shiftDate('2023-12-31T23:59:59Z', 1)).toBe('2024-01-01T23:59:59Z');
    expect(shiftDate('1927-05-21', 1345)).toBe('1931-01-25');
    const before = Date.parse('2022-11-06T01:07:06-05:00');
    expect(Date.parse(shiftDate('2022-11-06T01:07:06-05:00', 1345)) - before).toBe(1345 * DAY_MS);
  });

  it('leaves what is not a whole date alone: codes, lot numbers, years and months', () => {
    for (const value of ['1191', '6975', '2020', '2020-05', '8302-2', 'Dr. Bobbye345', '999-94-5397']) {
      expect(shiftDate(value, 30)).toBe(value);
    }
  });

  it('does not touch codes and identifiers that look like dates', () => {
    const resource = {
      resourceType: 'Basic',
      id: '2020-01-01',
      code: { coding: [{ system: 'urn:x', code: '2020-01-01', display: '2020-01-01' }], text: '2020-01-01' },
      identifier: [{ value: '2020-01-01' }],
      created: '2020-01-01',
      extension: [{ url: 'urn:y', valueDateTime: '2020-01-01T10:00:00Z' }],
    } as Resource;
    dateShifter(2)(resource);
    expect(resource).toMatchObject({
      id: '2020-01-01',
      code: { coding: [{ code: '2020-01-01', display: '2020-01-01' }], text: '2020-01-01' },
      identifier: [{ value: '2020-01-01' }],
      created: '2020-01-03',
      extension: [{ valueDateTime: '2020-01-03T10:00:00Z' }],
    });
  });
});

describe('loadSyntheticResources', () => {
  const now = new Date('2026-11-27T21:00:00Z');
  const { synthea, generated } = readCommittedResources();
  const original = [...synthea, ...generated];
  const loaded = loadSyntheticData({ now });

  it('puts the newest encounter’s end within the 7 days before now', () => {
    const newest = newestEncounterEnd(loaded.resources) ?? NaN;
    expect(newest).toBeLessThanOrEqual(now.getTime());
    expect(newest).toBeGreaterThan(now.getTime() - 7 * DAY_MS);
    expect(loaded.shiftDays).toBe((newest - (newestEncounterEnd(original) ?? NaN)) / DAY_MS);
    for (const later of [new Date('2027-01-01T00:00:00Z'), new Date('2026-11-27T23:59:59Z')]) {
      const end = newestEncounterEnd(loadSyntheticResources({ now: later })) ?? NaN;
      expect(later.getTime() - end).toBeGreaterThanOrEqual(0);
      expect(later.getTime() - end).toBeLessThan(7 * DAY_MS);
    }
  });

  it('moves every date by the same whole days and nothing else, so intervals and order stay', () => {
    const shiftedKeys = new Set<string>();
    const problems: string[] = [];
    const compare = (before: unknown, after: unknown, key: string): void => {
      if (typeof before === 'string') {
        if (before === after) return;
        shiftedKeys.add(key);
        if (Date.parse(after as string) - Date.parse(before) !== loaded.shiftDays * DAY_MS) {
          problems.push(`${key}: ${before} became ${String(after)}`);
        }
      } else if (Array.isArray(before)) {
        before.forEach((item, i) => compare(item, (after as unknown[])[i], key));
      } else if (typeof before === 'object' && before !== null) {
        if (Object.keys(after as object).join() !== Object.keys(before).join())
          problems.push(`${key}: keys differ`);
        for (const [k, v] of Object.entries(before)) compare(v, (after as Record<string, unknown>)[k], k);
      } else if (after !== before) problems.push(`${key}: ${String(before)} became ${String(after)}`);
    };
    expect(loaded.resources).toHaveLength(original.length);
    original.forEach((resource, i) => compare(resource, loaded.resources[i], ''));
    expect(problems).toEqual([]);
    // Every kind of date in the data, and nothing that is not one.
    expect([...shiftedKeys].sort()).toEqual([
      'abatementDateTime',
      'authoredOn',
      'birthDate',
      'deceasedDateTime',
      'effectiveDateTime',
      'end',
      'expirationDate',
      'issued',
      'manufactureDate',
      'occurrenceDateTime',
      'onsetDateTime',
      'recordedDate',
      'start',
    ]);
    const encounter = (rs: Resource[]) => rs.find((r): r is Encounter => r.resourceType === 'Encounter');
    const [a, b] = [encounter(original)?.period, encounter(loaded.resources)?.period];
    expect(Date.parse(b?.end ?? '') - Date.parse(b?.start ?? '')).toBe(
      Date.parse(a?.end ?? '') - Date.parse(a?.start ?? ''),
    );
  });

  it('gives the same data for the same now, and fresh objects each time', () => {
    const again = loadSyntheticResources({ now });
    expect(JSON.stringify(again)).toBe(JSON.stringify(loaded.resources));
    expect(again[0]).not.toBe(loaded.resources[0]);
    const monthLater = loadSyntheticData({ now: new Date(now.getTime() + 30 * DAY_MS) });
    expect(monthLater.shiftDays).toBe(loaded.shiftDays + 30);
  });
});
