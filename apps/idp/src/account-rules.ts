import { createRequire } from 'node:module';
import type * as LanguageCommon from '@zxcvbn-ts/language-common';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants.ts';
import { IDP_MESSAGE_TEXTS, textProblem } from '@showroom/contract';

/** The registration page's e-mail rule: a local part, an @ and a host with at least one dot. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Control, format (bidirectional overrides, zero-width characters), surrogate, private-use and unassigned characters. */
const NOT_TEXT = /\p{C}/u;

/** Control and direction-override characters (U+202E) make an address that reads as another: invalid (issue 20). */
export const emailProblem = (email: string, m = IDP_MESSAGE_TEXTS): string | undefined =>
  !email
    ? m.missingEmail
    : email.length > MAX_EMAIL_LENGTH ||
        !EMAIL_PATTERN.test(email) ||
        NOT_TEXT.test(email) ||
        textProblem(email, 'line') !== undefined
      ? m.invalidEmail
      : undefined;

/** A first or last name (trimmed, in NFC): the catalogue's name rule (contract text-rules.ts, issue 20). */
export const nameProblem = (name: string, m = IDP_MESSAGE_TEXTS): string | undefined =>
  textProblem(name, 'name') === undefined ? undefined : m.invalidName;

/** C0 controls and DEL: never part of a name, an e-mail address or a password typed into a form. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const CONTROL = /[\u0000-\u001f\u007f]/;
export const hasControlCharacters = (value: string): boolean => CONTROL.test(value);

/**
 * The common and breached passwords of zxcvbn-ts's common dictionary (about 49,000, from breach corpora,
 * ranked by frequency), as NIST SP 800-63B 3.1.1.2 asks new passwords to be checked against. Only those
 * of the minimum length or longer can ever match; they are compared in lower case.
 */
let commonPasswords: Set<string> | undefined;
function isCommon(password: string): boolean {
  // Loaded with the first new password, not at start: the package's dictionaries are about 20 MB of a
  // process's memory and 20 ms of its start (issue 15), and most processes never see a registration.
  commonPasswords ??= new Set(
    loadCommonDictionary()
      .filter((p) => p.length >= MIN_PASSWORD_LENGTH)
      .map((p) => p.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}

function loadCommonDictionary(): readonly string[] {
  const common = createRequire(import.meta.url)('@zxcvbn-ts/language-common') as typeof LanguageCommon;
  return common.dictionary['passwords-common'];
}

/** One character repeated ("aaaaaaaa", eight spaces), or a run up or down ("12345678", "hgfedcba"). */
function isTrivial(password: string): boolean {
  const chars = [...password];
  if (new Set(chars).size === 1) return true;
  const codes = chars.map((c) => c.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  return Math.abs(step) === 1 && codes.every((c, i) => i === 0 || c - (codes[i - 1] ?? 0) === step);
}

/** Who the password is for: it must not be their e-mail address, its local part or their names. */
export interface PasswordOwner {
  email: string;
  firstName?: string;
  lastName?: string;
}

const squeeze = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

function isPersonal(password: string, owner: PasswordOwner): boolean {
  const candidate = squeeze(password);
  const email = squeeze(owner.email);
  const local = email.split('@')[0] ?? '';
  const first = squeeze(owner.firstName ?? '');
  const last = squeeze(owner.lastName ?? '');
  return [email, local, first, last, `${first}${last}`, `${last}${first}`]
    .filter((s) => s.length > 0)
    .includes(candidate);
}

/**
 * What is wrong with a new password, in the words the provider's pages use, or undefined: after NIST SP
 * 800-63B 3.1.1.2, at least MIN_PASSWORD_LENGTH characters (counted as code points; spaces and any
 * Unicode allowed), at most MAX_PASSWORD_LENGTH, not a common or breached password, not one character
 * repeated or a simple sequence, and not the owner's e-mail address or name. No composition rules.
 */
export function passwordProblem(
  password: string,
  owner: PasswordOwner,
  m = IDP_MESSAGE_TEXTS,
): string | undefined {
  if (!password) return m.missingPassword;
  if (hasControlCharacters(password)) return m.controlCharacters;
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return m.passwordMinLength(MIN_PASSWORD_LENGTH);
  if (length > MAX_PASSWORD_LENGTH) return m.passwordMaxLength(MAX_PASSWORD_LENGTH);
  if (isTrivial(password)) return m.passwordTrivial;
  if (isPersonal(password, owner)) return m.passwordPersonal;
  if (isCommon(password)) return m.passwordCommon;
  return undefined;
}
