/**
 * GET /api/codes/icd10 (issue 37): the ICD-10-CM codes a vendor chooses an app's indication from, by
 * code or by the words of a name, over HTTP against the real list the repository carries.
 */
import { codeSearchResponseSchema, ICD10_CM_SYSTEM, type CodeSearchResponse } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { lookupIcd10 } from '../src/modules/codes/index.ts';
import { useTestApp } from './helpers/app.ts';

describe('the ICD-10-CM code search', () => {
  const t = useTestApp();
  const search = (query: string) => t.app.inject({ method: 'GET', url: `/api/codes/icd10?${query}` });
  const codes = async (query: string): Promise<string[]> => {
    const res = await search(query);
    expect(res.statusCode, res.body).toBe(200);
    const body = codeSearchResponseSchema.parse(res.json());
    return body.items.map((i) => i.code);
  };

  it('finds a category by the words of its name, categories before their subcategories', async () => {
    const res = await search('q=type%202%20diabetes');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const body = res.json<CodeSearchResponse>();
    expect(body.system).toBe(ICD10_CM_SYSTEM);
    expect(body.version).toBe('2018');
    expect(body.items[0]).toEqual({ code: 'E11', display: 'Type 2 diabetes mellitus' });
    // Its nine subcategories next (shorter names first), then other categories' codes with those words.
    expect(body.items.slice(1, 10).map((i) => i.code.slice(0, 4))).toEqual(Array(9).fill('E11.'));
    expect(body.items.map((i) => i.code)).toContain('O24.1');
    // Every word typed must start a word of the name: 'hypert' finds hypertension, not 'hyper' alone.
    expect((await codes('q=essential%20hypert')).at(0)).toBe('I10');
    expect(await codes('q=Hypert%C3%A9nsion%20essential')).toContain('I10');
  });

  it('finds a code as typed, with or without its dot and in any case, then the codes under it', async () => {
    expect(await codes('q=E11.9')).toEqual(['E11.9']);
    expect(await codes('q=e119')).toEqual(['E11.9']);
    const under = await codes('q=J45');
    expect(under[0]).toBe('J45');
    expect(under.slice(1)).toEqual(expect.arrayContaining(['J45.2', 'J45.9']));
  });

  it('keeps to the limit and answers no match with an empty list', async () => {
    expect(await codes('q=neoplasm&limit=5')).toHaveLength(5);
    expect((await codes('q=neoplasm')).length).toBe(20);
    expect(await codes('q=zzqx%20nothing')).toEqual([]);
    expect(await codes('q=Q99.99')).toEqual([]);
  });

  it.each([
    ['no search', '', 'q'],
    ['an empty search', 'q=%20%20', 'q'],
    ['a search too long', `q=${'a'.repeat(101)}`, 'q'],
    ['a limit too large', 'q=asthma&limit=51', 'limit'],
    ['a limit not a number', 'q=asthma&limit=x', 'limit'],
    ['an unknown parameter', 'q=asthma&system=snomed', ''],
  ])('answers %s with 400 naming the parameter', async (_what, query, field) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    if (field) expect(res.body).toContain(field);
  });

  it('looks a code up as the indication check will (in any spelling), and knows no other', () => {
    expect(lookupIcd10('e11.9')).toEqual({
      code: 'E11.9',
      display: 'Type 2 diabetes mellitus without complications',
    });
    expect(lookupIcd10('I10')?.display).toBe('Essential (primary) hypertension');
    expect(lookupIcd10('Z99.999')).toBeUndefined();
    expect(lookupIcd10('')).toBeUndefined();
  });
});
