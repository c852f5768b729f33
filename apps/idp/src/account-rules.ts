import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants.ts';
import { IDP_MESSAGE_TEXTS, textProblem } from '@showroom/contract';

/** The registration page's e-mail rule: a local part, an @ and a host with at least one dot. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Control and direction-override characters (U+202E) make an address that reads as another: invalid (issue 20). */
export const emailProblem = (email: string, m = IDP_MESSAGE_TEXTS): string | undefined =>
  !email
    ? m.missingEmail
    : email.length > MAX_EMAIL_LENGTH ||
        !EMAIL_PATTERN.test(email) ||
        textProblem(email, 'line') !== undefined
      ? m.invalidEmail
      : undefined;

/** A first or last name (trimmed, in NFC): the catalogue's name rule (contract text-rules.ts, issue 20). */
export const nameProblem = (name: string, m = IDP_MESSAGE_TEXTS): string | undefined =>
  textProblem(name, 'name') === undefined ? undefined : m.invalidName;

/** What is wrong with a new password, in the words the provider's pages use, or undefined. */
export function passwordProblem(password: string, m = IDP_MESSAGE_TEXTS): string | undefined {
  if (!password) return m.missingPassword;
  if (password.length < MIN_PASSWORD_LENGTH) return m.passwordMinLength(MIN_PASSWORD_LENGTH);
  if (password.length > MAX_PASSWORD_LENGTH) return m.passwordMaxLength(MAX_PASSWORD_LENGTH);
  return undefined;
}
