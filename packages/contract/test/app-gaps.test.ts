import { describe, expect, it } from 'vitest';
import { appGaps, type AppDetails } from '../src/index.ts';

type Parts = Pick<AppDetails, 'demoUrl' | 'screenshots' | 'profile'>;
const screenshot = { id: 1, url: '/api/media/a.webp' } as unknown as AppDetails['screenshots'][number];
const profile = (standards: string[]) => ({ standards }) as unknown as NonNullable<AppDetails['profile']>;

describe('what a visitor will miss (issue 19)', () => {
  it('names a missing demo address, screenshot and interoperability profile, in the page order', () => {
    const bare: Parts = { demoUrl: null, screenshots: [], profile: null };
    expect(appGaps(bare)).toEqual(['demo', 'screenshots', 'profile']);
    expect(appGaps({ ...bare, demoUrl: '   ' })).toEqual(['demo', 'screenshots', 'profile']);
    expect(appGaps({ ...bare, profile: profile([]) })).toEqual(['demo', 'screenshots', 'profile']);
  });

  it('names nothing for an app with all three', () => {
    const full: Parts = {
      demoUrl: 'https://demo.example.org',
      screenshots: [screenshot],
      profile: profile(['fhir']),
    };
    expect(appGaps(full)).toEqual([]);
    expect(appGaps({ ...full, screenshots: [] })).toEqual(['screenshots']);
  });
});
