import { describe, expect, it } from 'vitest';
import {
  APP_SORTS,
  APP_SORT_LABELS,
  appCountText,
  appSortChoices,
  CATALOGUE_PAGE_SIZE,
  defaultAppSort,
  LIST_LIMIT_MAX,
  noAppsMatchFiltersText,
  noAppsMatchText,
  readId,
  showAppsText,
} from '../src/index.ts';

describe('catalogue search and sort', () => {
  it('sorts by name without a query and by relevance while searching', () => {
    expect(defaultAppSort(undefined)).toBe('name');
    expect(defaultAppSort('   ')).toBe('name');
    expect(defaultAppSort('vital')).toBe('relevance');
  });

  it('offers relevance only while searching, and labels every sort', () => {
    expect(appSortChoices('')).toEqual(['name', 'updated']);
    expect(appSortChoices('fhir')).toEqual(['relevance', 'name', 'updated']);
    for (const sort of APP_SORTS) expect(APP_SORT_LABELS[sort]).toMatch(/^[A-Z]/);
  });

  it('asks for pages the API allows', () => {
    expect(CATALOGUE_PAGE_SIZE).toBeLessThanOrEqual(LIST_LIMIT_MAX);
    expect(CATALOGUE_PAGE_SIZE % 12).toBe(0);
  });

  it('says what the list shows', () => {
    expect(noAppsMatchText(' medicaton ')).toBe('No apps match "medicaton".');
    expect(appCountText(0, { q: 'zzz', hasMore: false })).toBe('No apps match "zzz".');
    expect(appCountText(1, { q: 'vital', hasMore: false })).toBe('1 app matches "vital".');
    expect(appCountText(3, { q: 'vital', hasMore: false })).toBe('3 apps match "vital".');
    expect(appCountText(19, { hasMore: false })).toBe('19 apps.');
    expect(appCountText(24, { hasMore: true })).toBe('Showing 24 apps; more are available.');
    expect(appCountText(24, { q: 'fhir', hasMore: true })).toBe(
      'Showing 24 apps matching "fhir"; more are available.',
    );
  });

  it('says what the list shows with filters chosen, using the facet total when it is known', () => {
    const filtered = true;
    expect(appCountText(12, { hasMore: false, filtered, total: 12 })).toBe('12 apps match the filters.');
    expect(appCountText(1, { hasMore: false, filtered })).toBe('1 app matches the filters.');
    expect(appCountText(3, { q: 'vital', hasMore: false, filtered, total: 3 })).toBe(
      '3 apps match "vital" and the filters.',
    );
    expect(appCountText(24, { hasMore: true, filtered, total: 30 })).toBe(
      '30 apps match the filters; showing 24.',
    );
    expect(appCountText(24, { hasMore: true, filtered })).toBe(
      'Showing 24 apps matching the filters; more are available.',
    );
    expect(appCountText(0, { hasMore: false, filtered, total: 0 })).toBe('No apps match the filters.');
    expect(appCountText(0, { q: 'zzz', hasMore: false, filtered })).toBe(
      'No apps match "zzz" with these filters.',
    );
    expect(noAppsMatchFiltersText(' ')).toBe('No apps match the filters.');
    expect(showAppsText(1)).toBe('Show 1 app');
    expect(showAppsText(12)).toBe('Show 12 apps');
    expect(showAppsText(undefined)).toBe('Show apps');
  });
});

describe('readId (appdetails/:id and the admin action parameters)', () => {
  it('reads whole positive integers only', () => {
    expect(readId('42')).toBe(42);
    expect(readId(' 7 ')).toBe(7);
    for (const bad of [undefined, null, '', 'abc', '12abc', '0', '-3', '1.5', '99999999999', '2147483648']) {
      expect(readId(bad), String(bad)).toBeUndefined();
    }
    expect(readId('2147483647')).toBe(2147483647);
  });
});
