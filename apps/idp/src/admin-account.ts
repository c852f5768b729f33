import { randomBytes } from 'node:crypto';
import {
  createAccount,
  EmailTakenError,
  findAccountByEmail,
  grantRole,
  markEmailVerified,
  normalizeEmail,
  setPassword,
  type Account,
} from './accounts.ts';
import { emailProblem, passwordProblem } from './account-rules.ts';
import { MAX_NAME_LENGTH } from './constants.ts';
import type { IdpDatabase } from './db/database.ts';

export interface AdminAccountInput {
  email: string;
  /** For a new account; an existing one keeps its names. */
  firstName?: string;
  lastName?: string;
  /** A new account's password, or a new password for an existing one; without it a new account gets a generated one. */
  password?: string;
}

export type AdminAccountResult =
  | { outcome: 'created'; account: Account; generatedPassword: string | undefined }
  | { outcome: 'promoted' | 'already-admin'; account: Account; passwordChanged: boolean };

/** Input the operator has to correct; the message says what. */
export class AdminAccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminAccountError';
  }
}

/** 24 characters from 144 random bits, URL-safe, so it survives copying from a terminal. */
const generatePassword = (): string => randomBytes(18).toString('base64url');

/**
 * The first admin of a production site (and any later one): creates the account with the ADMIN role,
 * or gives an existing account (a vendor who registered) the role. Idempotent.
 */
export async function ensureAdminAccount(
  db: IdpDatabase,
  input: AdminAccountInput,
): Promise<AdminAccountResult> {
  const email = normalizeEmail(input.email);
  const firstName = (input.firstName ?? 'Showroom').trim();
  const lastName = (input.lastName ?? 'Admin').trim();
  const problem =
    emailProblem(email) ??
    (input.password === undefined
      ? undefined
      : passwordProblem(input.password, { email, firstName, lastName })) ??
    (!firstName || !lastName ? 'First and last name can not be empty.' : undefined) ??
    (firstName.length > MAX_NAME_LENGTH || lastName.length > MAX_NAME_LENGTH
      ? `Names are at most ${MAX_NAME_LENGTH} characters.`
      : undefined);
  if (problem) throw new AdminAccountError(problem);

  const existing = await findAccountByEmail(db, email);
  if (!existing) {
    const generatedPassword = input.password === undefined ? generatePassword() : undefined;
    try {
      const account = await createAccount(db, {
        email,
        firstName,
        lastName,
        password: input.password ?? generatedPassword ?? '',
        roles: ['ADMIN'],
        // The operator names the address on the command line: that vouches for it.
        emailVerified: true,
      });
      return { outcome: 'created', account, generatedPassword };
    } catch (err) {
      // Registered in the same moment: promote that account instead.
      if (!(err instanceof EmailTakenError)) throw err;
      return ensureAdminAccount(db, input);
    }
  }

  const wasAdmin = existing.roles.includes('ADMIN');
  const account = wasAdmin ? existing : ((await grantRole(db, existing.id, 'ADMIN')) ?? existing);
  if (input.password !== undefined) await setPassword(db, existing.id, input.password);
  await markEmailVerified(db, existing.id);
  return {
    outcome: wasAdmin ? 'already-admin' : 'promoted',
    account,
    passwordChanged: input.password !== undefined,
  };
}
