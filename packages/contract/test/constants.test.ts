import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_EVENTS,
  DATE_FORMAT,
  EMAIL_LOCAL_PART_MAX,
  EMAIL_MAX,
  MAX_UPLOAD_BYTES,
  SNACKBAR_FAILURE_MS,
  SNACKBAR_SUCCESS_MS,
  formatDate,
  initialsOf,
} from '../src/index.ts';

describe('formatDate', () => {
  it('prints an ISO instant as dd.MM.yyyy', () => {
    expect(formatDate('2024-03-05T10:00:00.000Z')).toBe('05.03.2024');
  });

  it('uses the UTC day, so late-evening instants do not move with the local time zone', () => {
    expect(formatDate('2023-12-31T23:59:59.999Z')).toBe('31.12.2023');
    expect(formatDate('2024-01-01T00:00:00+01:00')).toBe('31.12.2023');
  });

  it('accepts Date objects, epoch milliseconds and date-only strings', () => {
    expect(formatDate(new Date(Date.UTC(2025, 0, 9)))).toBe('09.01.2025');
    expect(formatDate(Date.UTC(1999, 10, 30))).toBe('30.11.1999');
    expect(formatDate('2020-02-29')).toBe('29.02.2020');
  });

  it('gives an empty string for missing or unparseable input instead of NaN', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('matches the documented format', () => {
    expect(DATE_FORMAT).toBe('dd.MM.yyyy');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of first and last name, upper-cased', () => {
    expect(initialsOf('ada', 'lovelace')).toBe('AL');
  });

  it('trims surrounding spaces before taking the letters', () => {
    expect(initialsOf('  grace ', '\thopper')).toBe('GH');
  });

  it('works with a missing part', () => {
    expect(initialsOf('Linus', '')).toBe('L');
    expect(initialsOf(undefined, 'Torvalds')).toBe('T');
    expect(initialsOf(null, '   ')).toBe('');
  });

  it('keeps non-ASCII letters whole', () => {
    expect(initialsOf('émile', 'ølberg')).toBe('ÉØ');
    expect(initialsOf('𝒜lice', 'bob')).toBe('𝒜B');
  });
});

describe('business constants', () => {
  it('holds the business limits', () => {
    expect(EMAIL_MAX).toBe(254);
    expect(EMAIL_LOCAL_PART_MAX).toBe(64);
    expect(MAX_UPLOAD_BYTES).toBe(2 * 1024 * 1024);
    expect(SNACKBAR_SUCCESS_MS).toBe(4000);
    expect(SNACKBAR_FAILURE_MS).toBe(8000);
    expect(ACTIVITY_EVENTS).toEqual(['mousemove', 'touchstart', 'keydown', 'click', 'scroll']);
  });
});
