import { afterEach, describe, expect, it } from 'vitest';
import {
  acceptSampleDemosOf,
  APP_FORM_MESSAGES,
  appCreateBodySchema,
  appFormSchema,
  isShowroomSampleDemoUrl,
  sampleDemoPath,
} from '../src/index.ts';

const ORIGIN = 'http://localhost:8080';

const form = {
  name: 'Vital Signs',
  descriptionShort: 'Charts vital signs',
  description: 'Charts vital signs.',
  demoUrl: '',
  repoUrl: '',
  version: '',
};

const demoErrors = (demoUrl: string): string[] => {
  const result = appFormSchema.safeParse({ ...form, demoUrl });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

afterEach(() => acceptSampleDemosOf(null));

describe('isShowroomSampleDemoUrl', () => {
  it('accepts a sample demo page on exactly the given origin', () => {
    expect(sampleDemoPath('vital-signs')).toBe('/sample-demos/vital-signs');
    expect(isShowroomSampleDemoUrl(`${ORIGIN}/sample-demos/vital-signs`, ORIGIN)).toBe(true);
    expect(
      isShowroomSampleDemoUrl(
        'https://showroom.example.org/sample-demos/news2',
        'https://showroom.example.org',
      ),
    ).toBe(true);
  });

  it.each([
    ['another page of the showroom', `${ORIGIN}/my-apps`],
    ['the sample demos without a slug', `${ORIGIN}/sample-demos/`],
    ['a nested path', `${ORIGIN}/sample-demos/a/b`],
    ['a query', `${ORIGIN}/sample-demos/news2?x=1`],
    ['a fragment', `${ORIGIN}/sample-demos/news2#top`],
    ['a path that walks up', `${ORIGIN}/sample-demos/../api/apps`],
    ['another port', 'http://localhost:8081/sample-demos/news2'],
    ['another host with the origin as prefix', 'http://localhost:8080.evil.example/sample-demos/news2'],
    ['credentials', 'http://user@localhost:8080/sample-demos/news2'],
  ])('refuses %s', (_what, url) => {
    expect(isShowroomSampleDemoUrl(url, ORIGIN)).toBe(false);
  });

  it('refuses everything without an origin', () => {
    expect(isShowroomSampleDemoUrl(`${ORIGIN}/sample-demos/news2`, undefined)).toBe(false);
    expect(isShowroomSampleDemoUrl(`${ORIGIN}/sample-demos/news2`, null)).toBe(false);
  });
});

describe('the demo address rule and the showroom own sample demos', () => {
  it('refuses a plain-http localhost address while no showroom origin is registered', () => {
    expect(demoErrors(`${ORIGIN}/sample-demos/vital-signs`)).toEqual([APP_FORM_MESSAGES.demoUrlFormat]);
  });

  it("accepts the registered showroom's sample demo pages, in the form and in the API's body", () => {
    acceptSampleDemosOf(`${ORIGIN}/`);
    expect(demoErrors(`${ORIGIN}/sample-demos/vital-signs`)).toEqual([]);
    const body = { ...form, demoUrl: `${ORIGIN}/sample-demos/vital-signs`, vendor: { id: 1 } };
    expect(appCreateBodySchema.safeParse(body).success).toBe(true);
  });

  it('still refuses other addresses on that origin, and gives the repository address no exception', () => {
    acceptSampleDemosOf(ORIGIN);
    expect(demoErrors(`${ORIGIN}/my-apps`)).toEqual([APP_FORM_MESSAGES.demoUrlFormat]);
    const result = appFormSchema.safeParse({ ...form, repoUrl: `${ORIGIN}/sample-demos/vital-signs` });
    expect(result.success).toBe(false);
  });
});
