/**
 * Issue 20, item 4: text that is not text. Each case was stored before; the form and the API body now
 * refuse it with a message that says what is wrong, and store what they accept in NFC.
 */
import { describe, expect, it } from 'vitest';
import {
  appCreateBodySchema,
  appFormSchema,
  emptyAppForm,
  interopProfileSchema,
  TEXT_RULE_MESSAGES,
  textProblem,
  vendorBodySchema,
} from '../src/index.ts';

const ZERO_WIDTH_ONLY = '\u200b\u200c\u200d\u2060\ufeff';
const RLO = 'Good\u202eevil';
const BEL_ESC = 'Bell\u0007 and \u001b[31mred';
const ZALGO = `Z${'\u0301'.repeat(150)}algo`;
const NONCHARACTER = 'Name\uffff';
const LONE_SURROGATE = 'Name\ud800';

const appForm = (values: Partial<typeof emptyAppForm>) =>
  appFormSchema.safeParse({
    ...emptyAppForm,
    name: 'Vital Signs',
    descriptionShort: 'Short',
    description: 'Long',
    ...values,
  });
const appErrors = (values: Partial<typeof emptyAppForm>, field: keyof typeof emptyAppForm) => {
  const result = appForm(values);
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
};

const vendorBody = {
  name: 'Acme Health',
  email: 'contact@acme.com',
  website: 'https://acme.com',
  description: 'We build apps.',
};

describe('text rules', () => {
  it.each([
    ['zero-width characters only', ZERO_WIDTH_ONLY, 'invisible'],
    ['a right-to-left override (U+202E)', RLO, 'direction'],
    ['a left-to-right isolate (U+2066)', 'a\u2066b\u2069', 'direction'],
    ['BEL and ESC', BEL_ESC, 'control'],
    ['a C1 control (U+0085)', 'a\u0085b', 'control'],
    ['DEL', 'a\u007fb', 'control'],
    ['150 combining marks on one letter', ZALGO, 'combining'],
    ['U+FFFF', NONCHARACTER, 'invalid'],
    ['U+FDD0', 'a\ufdd0', 'invalid'],
    ['a lone surrogate', LONE_SURROGATE, 'invalid'],
    ['a line break', 'two\nlines', 'control'],
  ] as const)('refuses %s in a name', (_what, value, problem) => {
    expect(textProblem(value, 'name')).toBe(problem);
  });

  it.each([
    ['Café', 'Latin with an accent'],
    ['שלום\u200f', 'Hebrew with a right-to-left mark'],
    ['مرحبا\u061c', 'Arabic with the Arabic letter mark'],
    ['Tiếng Việt', 'Vietnamese (two marks on a letter before NFC)'],
    ['👩\u200d⚕️ Care', 'an emoji sequence with a zero-width joiner'],
    ['क्षत्रिय', 'Devanagari with virama'],
  ])('accepts %s (%s)', (value) => {
    expect(textProblem(value.normalize('NFC'), 'name')).toBeUndefined();
  });

  it('keeps tabs and line breaks in long texts, not other control characters', () => {
    expect(textProblem('# Title\r\n\n\tcode', 'long')).toBeUndefined();
    expect(textProblem('text\u0007', 'long')).toBe('control');
    expect(textProblem('a\u202eb', 'long')).toBe('direction');
    expect(textProblem('a\u200fb', 'long')).toBeUndefined();
  });
});

describe('app form and API body', () => {
  it.each([
    ['zero-width-only', ZERO_WIDTH_ONLY, TEXT_RULE_MESSAGES.invisible],
    ['U+202E', RLO, TEXT_RULE_MESSAGES.direction],
    ['BEL/ESC', BEL_ESC, TEXT_RULE_MESSAGES.control],
    ['150 combining marks', ZALGO, TEXT_RULE_MESSAGES.combining],
    ['U+FFFF', NONCHARACTER, TEXT_RULE_MESSAGES.invalid],
  ])('refuses a %s name with a message that says what is wrong', (_what, name, message) => {
    expect(appErrors({ name }, 'name')).toEqual([message]);
    const body = appCreateBodySchema.safeParse({
      name,
      description: 'd',
      descriptionShort: 's',
      vendor: { id: 1 },
    });
    expect(body.success).toBe(false);
    expect(body.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('applies the rules to the short description, the description and the version', () => {
    expect(appErrors({ descriptionShort: RLO }, 'descriptionShort')).toEqual([TEXT_RULE_MESSAGES.direction]);
    expect(appErrors({ descriptionShort: 'one\ntwo' }, 'descriptionShort')).toEqual([
      TEXT_RULE_MESSAGES.control,
    ]);
    expect(appErrors({ description: ZALGO }, 'description')).toEqual([TEXT_RULE_MESSAGES.combining]);
    expect(appErrors({ description: 'Para one.\n\nPara two.' }, 'description')).toEqual([]);
    expect(appErrors({ version: '1.0\u0000' }, 'version')).toEqual([TEXT_RULE_MESSAGES.control]);
  });

  it('stores names and texts in NFC', () => {
    const decomposed = 'Cafe\u0301';
    const result = appCreateBodySchema.parse({
      name: decomposed,
      description: `Über ${decomposed}`.normalize('NFD'),
      descriptionShort: decomposed,
      version: 'v\u0301',
      vendor: { id: 1 },
    });
    expect(result.name).toBe('Café');
    expect(result.name).toHaveLength(4);
    expect(result.descriptionShort).toBe('Café');
    expect(result.description).toBe('Über Café');
    expect(result.version).toBe('v\u0301'.normalize('NFC'));
  });

  it('counts the length after NFC', () => {
    const nfd = 'é'.normalize('NFD').repeat(200);
    expect(appErrors({ name: nfd }, 'name')).toEqual([]);
  });
});

describe('vendor body', () => {
  it.each([
    ['zero-width-only', ZERO_WIDTH_ONLY, TEXT_RULE_MESSAGES.invisible],
    ['U+202E', RLO, TEXT_RULE_MESSAGES.direction],
    ['BEL/ESC', BEL_ESC, TEXT_RULE_MESSAGES.control],
    ['150 combining marks', ZALGO, TEXT_RULE_MESSAGES.combining],
    ['U+FFFF', NONCHARACTER, TEXT_RULE_MESSAGES.invalid],
  ])('refuses a %s vendor name', (_what, name, message) => {
    const result = vendorBodySchema.safeParse({ ...vendorBody, name });
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('stores the name and description in NFC', () => {
    const result = vendorBodySchema.parse({ ...vendorBody, name: 'Mu\u0308ller', description: 'Gru\u0308n' });
    expect(result.name).toBe('Müller');
    expect(result.description).toBe('Grün');
  });
});

describe('interoperability texts', () => {
  it('refuses a direction override in a CDR name and stores names in NFC', () => {
    const profile = (cdrs: string[]) => ({ standards: ['openehr'], openehr: { templates: [], cdrs } });
    const bad = interopProfileSchema.safeParse(profile(['EHR\u202ebase']));
    expect(bad.error?.issues.map((i) => i.message)).toEqual([TEXT_RULE_MESSAGES.direction]);
    const good = interopProfileSchema.parse(profile(['Ca\u0301dr']));
    expect(good.openehr?.cdrs).toEqual(['Cádr']);
  });
});
