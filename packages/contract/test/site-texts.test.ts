import { describe, expect, it } from 'vitest';
import { resolveSiteText, siteTextParamsSchema, SiteTextSyntaxError } from '../src/index.ts';

const text = (...lines: string[]) => lines.join('\n');
const ON = { TRACKING_ENABLED: true } as const;
const OFF = { TRACKING_ENABLED: false } as const;

describe('resolveSiteText', () => {
  const block = text(
    'Before.',
    '::: if TRACKING_ENABLED',
    'Counted.',
    '::: else',
    'Not counted.',
    ':::',
    'After.',
  );

  it('keeps the part of a block that applies and drops the marker lines', () => {
    expect(resolveSiteText(block, ON)).toBe(text('Before.', 'Counted.', 'After.'));
    expect(resolveSiteText(block, OFF)).toBe(text('Before.', 'Not counted.', 'After.'));
  });

  it('takes a block without else, markers with extra spaces, and Windows line ends', () => {
    const only = text('A', '  :::   if   TRACKING_ENABLED  ', 'B', ' ::: ', 'C');
    expect(resolveSiteText(only, ON)).toBe(text('A', 'B', 'C'));
    expect(resolveSiteText(only, OFF)).toBe(text('A', 'C'));
    expect(resolveSiteText('A\r\n::: if TRACKING_ENABLED\r\nB\r\n:::\r\n', ON)).toBe('A\nB\n');
  });

  it('leaves a text without markers as it is, colons in prose included', () => {
    const plain = text('## Note', '', 'Times: 9:00 to 17:00 ::: not a marker', '');
    expect(resolveSiteText(plain, ON)).toBe(plain);
  });

  it.each([
    [
      text('::: if ANALYTICS', 'x', ':::'),
      1,
      'unknown condition "ANALYTICS"; a block can depend on TRACKING_ENABLED',
    ],
    [text('x', '::: if TRACKING_ENABLED', 'y'), 2, '"::: if" without its closing ":::"'],
    [text('::: else', 'x'), 1, '"::: else" without its "::: if"'],
    [text('::: if TRACKING_ENABLED', '::: else', '::: else', ':::'), 3, '"::: else" without its "::: if"'],
    [text('x', ':::'), 2, '":::" without its "::: if"'],
    [
      text('::: if TRACKING_ENABLED', '::: if TRACKING_ENABLED', ':::', ':::'),
      2,
      '"::: if" inside the block of line 1',
    ],
    [
      text('::: note', 'x'),
      1,
      '"::: note" is not a marker; use "::: if TRACKING_ENABLED", "::: else" or ":::"',
    ],
  ])('refuses %j at line %i: %s', (markdown, line, reason) => {
    let error: unknown;
    try {
      resolveSiteText(markdown, ON);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(SiteTextSyntaxError);
    expect(error).toMatchObject({ line, reason, message: `line ${line}: ${reason}` });
  });
});

describe('site text names', () => {
  it('are the imprint and the privacy policy, nothing else', () => {
    expect(siteTextParamsSchema.parse({ name: 'privacy' })).toEqual({ name: 'privacy' });
    expect(siteTextParamsSchema.safeParse({ name: '../package.json' }).error?.issues[0]?.message).toBe(
      'The text must be one of imprint, privacy.',
    );
  });
});
