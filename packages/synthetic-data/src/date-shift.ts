import type { Resource } from '@medplum/fhirtypes';

export const DAY_MS = 86_400_000;

/**
 * A FHIR date, dateTime or instant with at least a whole day (`YYYY-MM-DD`, then optionally a time with its
 * offset). Years and months alone (`2020`, `2020-05`) are left as they are: they also look like codes and lot
 * numbers (Synthea has `"code": "1191"`), and the data hold none as dates.
 */
const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** Keys whose strings are never dates, whatever they look like. */
const NOT_DATES = new Set([
  'id',
  'code',
  'value',
  'system',
  'reference',
  'url',
  'display',
  'text',
  'div',
  'data',
]);

/**
 * `value` moved by whole days: the calendar day changes, the time of day and the offset stay, so the
 * instant moves by exactly `days` × 24 hours and every interval is kept. Not a date: returned as it is.
 */
export function shiftDate(value: string, days: number): string {
  const match = FULL_DATE.exec(value);
  if (!match) return value;
  const [, year, month, day, time = ''] = match;
  const shifted = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)) + days * DAY_MS);
  return `${shifted.toISOString().slice(0, 10)}${time}`;
}

/**
 * A function that shifts every date, dateTime and instant inside a resource in place (Periods are their
 * start and end). It remembers what it shifted: the data repeat few distinct dates (an encounter's start is
 * every one of its Observations' effective time), so most strings are looked up, not parsed.
 */
export function dateShifter(days: number): (resource: Resource) => void {
  const shifted = new Map<string, string>();
  const shift = (value: string): string => {
    // A date starts with four digits and a hyphen: anything else is skipped without a regular expression.
    if (
      value.length < 10 ||
      value.charCodeAt(4) !== 45 ||
      value.charCodeAt(0) > 57 ||
      value.charCodeAt(0) < 48
    ) {
      return value;
    }
    let result = shifted.get(value);
    if (result === undefined) {
      result = shiftDate(value, days);
      shifted.set(value, result);
    }
    return result;
  };
  const walk = (node: object): void => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const item: unknown = node[i];
        if (typeof item === 'string') node[i] = shift(item);
        else if (typeof item === 'object' && item !== null) walk(item);
      }
      return;
    }
    const record = node as Record<string, unknown>;
    for (const key in record) {
      const value = record[key];
      if (typeof value === 'string') {
        if (!NOT_DATES.has(key)) record[key] = shift(value);
      } else if (typeof value === 'object' && value !== null) walk(value);
    }
  };
  return days === 0 ? () => {} : (resource) => walk(resource);
}

/** The end (or, lacking one, the start) of the newest encounter, in milliseconds; undefined without any. */
export function newestEncounterEnd(resources: readonly Resource[]): number | undefined {
  let newest: number | undefined;
  for (const resource of resources) {
    if (resource.resourceType !== 'Encounter') continue;
    const when = resource.period?.end ?? resource.period?.start;
    const ms = when ? Date.parse(when) : NaN;
    if (!Number.isNaN(ms) && (newest === undefined || ms > newest)) newest = ms;
  }
  return newest;
}

/**
 * The whole days to add so the newest encounter ends within the day before `now` (never after it).
 * The same `now` and data give the same number.
 */
export function dateShiftDays(newestEnd: number, now: Date): number {
  return Math.floor((now.getTime() - newestEnd) / DAY_MS);
}
