import { describe, expect, it } from 'vitest';
import {
  REASON_TEXTS,
  buildPath,
  firstReasonText,
  idParamsSchema,
  isHttpsUrl,
  reasonListSchema,
  rejectFormSchema,
} from '../src/index.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('https URLs with a dotted host', () => {
  it.each([
    'https://example.com',
    'https://demo.example.org/path?x=1#top',
    'https://sub.domain.co.uk:8443/',
    'https://bücher.de',
    'https://my-app.io/',
  ])('accepts %s', (url) => {
    expect(isHttpsUrl(url)).toBe(true);
  });

  it.each([
    'http://example.com',
    'https://localhost',
    'https://localhost:8080/x',
    'https://.com',
    'https://example.',
    'https://exa mple.com',
    'example.com',
    'ftp://example.com',
    'HTTPS//example.com',
    '',
  ])('rejects %s', (url) => {
    expect(isHttpsUrl(url)).toBe(false);
  });
});

describe('firstReasonText', () => {
  it('uses the text of the first entry', () => {
    expect(firstReasonText([{ text: 'Screenshots are missing' }, { text: 'older reason' }])).toBe(
      'Screenshots are missing',
    );
  });

  it("falls back to 'No reason provided.' for an empty list, a missing list or a blank text", () => {
    expect(firstReasonText([])).toBe(REASON_TEXTS.noReason);
    expect(firstReasonText(undefined)).toBe('No reason provided.');
    expect(firstReasonText(null)).toBe('No reason provided.');
    expect(firstReasonText([{ text: '  ' }])).toBe('No reason provided.');
  });

  it('reads the shape the API returns', () => {
    const list = reasonListSchema.parse([
      { id: 2, text: 'Latest', createdAt: '2024-05-01T12:00:00.000Z', author: 'admin@showroom.test' },
      { id: 1, text: 'First', createdAt: '2024-04-01T12:00:00.000Z' },
    ]);
    expect(firstReasonText(list)).toBe('Latest');
  });
});

describe('reject form', () => {
  it('requires a reason', () => {
    expect(messages(rejectFormSchema.safeParse({ reason: '' }))).toEqual(['Reason can not be empty']);
    expect(messages(rejectFormSchema.safeParse({ reason: '   ' }))).toEqual(['Reason can not be empty']);
  });

  it('accepts up to 2000 characters and refuses more', () => {
    expect(rejectFormSchema.safeParse({ reason: 'x'.repeat(2000) }).success).toBe(true);
    expect(messages(rejectFormSchema.safeParse({ reason: 'x'.repeat(2001) }))).toEqual([
      'Reason can be at most 2000 characters',
    ]);
  });
});

describe('id params', () => {
  it('coerces numeric path segments', () => {
    expect(idParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
  });

  it.each(['0', '-1', '1.5', 'abc', '2147483648'])('refuses %s', (id) => {
    expect(idParamsSchema.safeParse({ id }).success).toBe(false);
  });

  it('refuses unknown parameters', () => {
    expect(idParamsSchema.safeParse({ id: '1', other: 'x' }).success).toBe(false);
  });
});

describe('buildPath', () => {
  it('fills Fastify-style parameters', () => {
    expect(buildPath('/apps/:id/screenshots/:screenshotId', { id: 3, screenshotId: 17 })).toBe(
      '/apps/3/screenshots/17',
    );
  });

  it('leaves paths without parameters alone', () => {
    expect(buildPath('/apps/vendorapps')).toBe('/apps/vendorapps');
  });

  it('encodes parameter values', () => {
    expect(buildPath('/media/:file', { file: 'a b/c.png' })).toBe('/media/a%20b%2Fc.png');
  });

  it('throws when a parameter is missing', () => {
    expect(() => buildPath('/apps/:id', {})).toThrow('Missing path parameter id');
  });
});
