import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants.ts';
import { MESSAGES } from './views.ts';

/** The registration page's e-mail rule: a local part, an @ and a host with at least one dot. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const emailProblem = (email: string): string | undefined =>
  !email
    ? MESSAGES.missingEmail
    : email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)
      ? MESSAGES.invalidEmail
      : undefined;

/** What is wrong with a new password, in the words the provider's pages use, or undefined. */
export function passwordProblem(password: string): string | undefined {
  if (!password) return MESSAGES.missingPassword;
  if (password.length < MIN_PASSWORD_LENGTH) return MESSAGES.passwordMinLength(MIN_PASSWORD_LENGTH);
  if (password.length > MAX_PASSWORD_LENGTH) return MESSAGES.passwordMaxLength(MAX_PASSWORD_LENGTH);
  return undefined;
}
