/**
 * What counts as text in the fields people type (issue 20, item 4): names, short texts and long
 * descriptions are stored in Unicode NFC, and characters that are not text are refused with a message
 * that says what is wrong. The form (react-hook-form + zod) and the API run the same rules.
 *
 * - Everywhere: C0 control characters (a long text keeps tab, line feed and carriage return), DEL, C1
 *   control characters, the explicit direction embeddings, overrides and isolates (U+202A–U+202E,
 *   U+2066–U+2069: they reorder the text around them, the "Trojan Source" trick), noncharacters
 *   (U+FDD0–U+FDEF, U+xxFFFE/U+xxFFFF) and lone surrogates. The left-to-right, right-to-left and Arabic
 *   letter marks (U+200E, U+200F, U+061C), which right-to-left languages need, stay allowed.
 * - More than COMBINING_MARKS_MAX combining marks in a row (a letter buried under 150 accents).
 * - A name needs at least one visible character: a letter, digit, symbol or punctuation mark, not
 *   only spaces, zero-width or format characters.
 *
 * Small and zod-free, so the API's other checks and the identity provider can use it too.
 */
import { COMBINING_MARKS_MAX } from './constants.ts';
import { texts } from './i18n/locale.ts';

export const TEXT_RULE_MESSAGES = texts('TEXT_RULE_MESSAGES', {
  control: 'Please remove control characters (such as BEL, ESC or line breaks in a single-line field)',
  direction:
    'Please remove direction-changing characters (U+202A–U+202E, U+2066–U+2069); left-to-right and right-to-left marks are fine',
  combining: `Please use at most ${COMBINING_MARKS_MAX} accents or other combining marks on one letter`,
  invalid: 'Please remove characters that are not text (Unicode noncharacters such as U+FFFF)',
  invisible: 'Please use at least one visible letter, digit or symbol',
} as const);

export type TextProblem = keyof typeof TEXT_RULE_MESSAGES;

/** A name (one line, must show something), a short text (one line) or a long text (line breaks and tabs allowed). */
export type TextKind = 'name' | 'line' | 'long';

// Control characters are what these two patterns look for.
// eslint-disable-next-line no-control-regex
const CONTROL_LINE = /[\u0000-\u001f\u007f-\u009f]/u;
// eslint-disable-next-line no-control-regex
const CONTROL_LONG = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
const DIRECTION = /[\u202a-\u202e\u2066-\u2069]/u;
const NONCHARACTER =
  /[\ufdd0-\ufdef\ufffe\uffff]|[\u{1fffe}\u{1ffff}\u{2fffe}\u{2ffff}\u{3fffe}\u{3ffff}\u{4fffe}\u{4ffff}\u{5fffe}\u{5ffff}\u{6fffe}\u{6ffff}\u{7fffe}\u{7ffff}\u{8fffe}\u{8ffff}\u{9fffe}\u{9ffff}\u{afffe}\u{affff}\u{bfffe}\u{bffff}\u{cfffe}\u{cffff}\u{dfffe}\u{dffff}\u{efffe}\u{effff}\u{ffffe}\u{fffff}\u{10fffe}\u{10ffff}]|\p{Cs}/u;
const COMBINING_RUN = new RegExp(`\\p{M}{${COMBINING_MARKS_MAX + 1}}`, 'u');
const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;

/** The first thing wrong with a text (already in NFC), in the order a person fixes them, or undefined. */
export function textProblem(value: string, kind: TextKind): TextProblem | undefined {
  if ((kind === 'long' ? CONTROL_LONG : CONTROL_LINE).test(value)) return 'control';
  if (DIRECTION.test(value)) return 'direction';
  if (NONCHARACTER.test(value)) return 'invalid';
  if (COMBINING_RUN.test(value)) return 'combining';
  // Blank is the fields' own 'can not be empty' rule.
  if (kind === 'name' && value.trim() !== '' && !VISIBLE.test(value)) return 'invisible';
  return undefined;
}

/** The message for a text's first problem, read now (the language on screen), or undefined. */
export function textError(value: string, kind: TextKind): string | undefined {
  const problem = textProblem(value, kind);
  return problem === undefined ? undefined : TEXT_RULE_MESSAGES[problem];
}

/** For zod's superRefine: adds the text's problem as an issue. */
export function textRefinement(kind: TextKind) {
  return (value: string, ctx: { addIssue: (issue: { code: 'custom'; message: string }) => void }): void => {
    const message = textError(value, kind);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message });
  };
}
