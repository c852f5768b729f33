// Issue 32, item 3: the embedded provider's brute-force detection, as our Keycloak realm's (failureFactor 10,
// maxFailureWaitSeconds 900, no permanent lockout), driven through the login form and the password grant
// with the provider's clock in the test's hand.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../src/accounts.ts';
import { BRUTE_FORCE } from '../src/login-throttle.ts';
import { unlockLogin, waitSeconds, type IdpMail } from '../src/index.ts';
import {
  attributes,
  authRequest,
  browse,
  CookieJar,
  expectPage,
  expectRedirect,
  formAction,
  hashAtCost,
  requestResetMail,
  startHarness,
  textOf,
  tokenRequest,
  uniqueEmail,
  useResetLink,
  type Harness,
  type Landing,
} from './helpers.ts';

let h: Harness;
/** The provider's clock: it stands still unless a test moves it. */
let clock = Date.now();
const outbox: IdpMail[] = [];

beforeAll(async () => {
  h = await startHarness();
  await h.start({
    now: () => new Date(clock),
    sendMail: (mail) => {
      outbox.push(mail);
      return Promise.resolve();
    },
  });
});

afterAll(async () => {
  await h.stop();
});

const INVALID = 'Invalid username or password.';
const locked = (minutes: string) =>
  `Too many failed login attempts: this account is temporarily locked. Please try again in ${minutes}.`;

/** An account whose wrong passwords cost milliseconds (hashAtCost); the right one is taken at today's cost. */
async function cheapAccount(password = 'the-right-password') {
  const email = uniqueEmail('brute');
  await createAccount(h.db, {
    email,
    firstName: 'Bruno',
    lastName: 'Force',
    password,
    passwordHash: hashAtCost(password, 10),
    roles: ['ADMIN'],
  });
  return { email, password };
}

/** One login page (one interaction) whose form can be sent again and again, as a user retrying would. */
async function loginForm(extra: Record<string, string> = {}) {
  const jar = new CookieJar();
  const page = expectPage(await browse(jar, authRequest(h.origin, extra).url));
  const action = new URL(formAction(page.html, 'kc-form-login'), h.origin).href;
  return (username: string, password: string): Promise<Landing> =>
    browse(jar, action, { form: { username, password } });
}

/** The login page's error after a refused login (a login that went through fails the test). */
async function errorOf(landing: Promise<Landing>): Promise<string | undefined> {
  const page = expectPage(await landing);
  expect(page.status).toBe(200);
  return textOf(page.html, 'input-error');
}

describe('brute-force detection of the login form', () => {
  it('locks an account for a minute after 10 failures, refuses the right password then, and takes it after the wait', async () => {
    const user = await cheapAccount();
    const send = await loginForm();
    for (let n = 1; n <= 9; n++) expect(await errorOf(send(user.email, `wrong-${n}`))).toBe(INVALID);
    const tenth = expectPage(await send(user.email, 'wrong-10'));
    expect(textOf(tenth.html, 'input-error')).toBe(locked('1 minute'));
    expect(attributes(tenth.html, 'input-error')).toMatchObject({ role: 'alert' });
    expect(attributes(tenth.html, 'username')).toMatchObject({ value: user.email });

    clock += 59_000;
    expect(await errorOf(send(user.email, user.password))).toBe(locked('1 minute'));
    clock += 1_000;
    expectRedirect(await send(user.email, user.password));

    // The success forgot the ten failures: the next wrong password is the first again, not the 11th
    // (which would wait another minute).
    const again = await loginForm();
    expect(await errorOf(again(user.email, 'wrong-again'))).toBe(INVALID);
  });

  it("uses the shipped Keycloak realm's settings, and Keycloak's defaults where the realm has none", () => {
    const realm = JSON.parse(
      readFileSync(new URL('../../../deploy/keycloak/realm-showroom.json', import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
    expect(realm).toMatchObject({
      bruteForceProtected: true,
      permanentLockout: false,
      failureFactor: BRUTE_FORCE.failureFactor,
      maxFailureWaitSeconds: BRUTE_FORCE.maxFailureWaitSeconds,
    });
    expect(realm.waitIncrementSeconds ?? 60).toBe(BRUTE_FORCE.waitIncrementSeconds);
    expect(realm.maxDeltaTimeSeconds ?? 12 * 60 * 60).toBe(BRUTE_FORCE.maxDeltaTimeSeconds);
  });

  it('waits 1 minute from the 10th failure, 2 from the 20th, … at most 15 from the 150th: never for good', async () => {
    expect([1, 9, 10, 19, 20, 99, 100, 149, 150, 151, 10_000].map(waitSeconds)).toEqual([
      0, 0, 60, 60, 120, 540, 600, 840, 900, 900, 900,
    ]);
    const user = await cheapAccount();
    const send = await loginForm();
    const shown: string[] = [];
    for (let n = 1; n <= 160; n++) {
      shown.push((await errorOf(send(user.email, `wrong-${n}`))) ?? '');
      // The next try right when the wait is over; one second before it, even the right password is refused.
      const wait = waitSeconds(n) * 1000;
      if (wait > 0) {
        clock += wait - 1000;
        expect(await errorOf(send(user.email, user.password))).toBe(locked('1 minute'));
        clock += 1000;
      }
    }
    const minutes = (m: number) => locked(m === 1 ? '1 minute' : `${m} minutes`);
    expect(shown.slice(0, 9)).toEqual(Array(9).fill(INVALID));
    expect(shown[9]).toBe(minutes(1));
    expect(shown[18]).toBe(minutes(1));
    expect(shown[19]).toBe(minutes(2));
    expect(shown[148]).toBe(minutes(14));
    expect(new Set(shown.slice(149))).toEqual(new Set([minutes(15)]));
    // After the longest wait the right password is taken.
    expectRedirect(await send(user.email, user.password));
  });

  it('forgets failures after 12 hours without one', async () => {
    const user = await cheapAccount();
    const send = await loginForm();
    for (let n = 1; n <= 9; n++) expect(await errorOf(send(user.email, `wrong-${n}`))).toBe(INVALID);
    clock += 12 * 60 * 60_000 + 1000;
    // Nine more: without the reset, the first of them would have been the 10th.
    for (let n = 10; n <= 18; n++) expect(await errorOf(send(user.email, `wrong-${n}`))).toBe(INVALID);
  });

  it('counts parallel tries as sequential ones: 20 at once check 10 passwords', async () => {
    const user = await cheapAccount();
    const send = await loginForm();
    const errors = await Promise.all(
      Array.from({ length: 20 }, (_, n) => errorOf(send(user.email, `parallel-${n}`))),
    );
    expect(errors.filter((e) => e === INVALID)).toHaveLength(9);
    expect(errors.filter((e) => e === locked('1 minute'))).toHaveLength(11);
  });

  it('answers an address without an account exactly as one with (in German)', async () => {
    const known = await cheapAccount();
    const unknown = uniqueEmail('nobody');
    const send = await loginForm({ ui_locales: 'de' });
    for (let n = 1; n <= 11; n++) {
      const [forKnown, forUnknown] = [
        expectPage(await send(known.email, `falsch-${n}`)),
        expectPage(await send(unknown, `falsch-${n}`)),
      ];
      expect(forUnknown.status).toBe(forKnown.status);
      expect(textOf(forUnknown.html, 'input-error')).toBe(textOf(forKnown.html, 'input-error'));
      expect(textOf(forKnown.html, 'input-error')).toBe(
        n < 10
          ? 'Ungültiger Benutzername oder Passwort.'
          : 'Zu viele fehlgeschlagene Anmeldeversuche: Dieses Konto ist vorübergehend gesperrt. Bitte versuchen Sie es in 1 Minute erneut.',
      );
    }
  }, 60_000);
});

describe('the lock and its ends', () => {
  it('is shared by the password grant and the login form, which count together', async () => {
    const user = await cheapAccount();
    const grant = (password: string) =>
      tokenRequest(h.origin, { grant_type: 'password', username: user.email, password });
    const send = await loginForm();
    for (let n = 1; n <= 5; n++) {
      expect((await grant(`wrong-${n}`)).body.error_description).toBe('Invalid user credentials');
      expect(await errorOf(send(user.email, `wrong-form-${n}`))).toBe(n < 5 ? INVALID : locked('1 minute'));
    }
    const refused = await grant(user.password);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Account temporarily locked after too many failed logins; try again in 60 seconds',
    });
  });

  it('ends with admin:unlock (unlockLogin), which reports what it forgot', async () => {
    const user = await cheapAccount();
    const send = await loginForm();
    for (let n = 1; n <= 10; n++) await send(user.email, `wrong-${n}`);
    expect(await errorOf(send(user.email, user.password))).toBe(locked('1 minute'));
    expect(await unlockLogin(h.db, user.email.toUpperCase())).toEqual({
      failures: 10,
      lockedUntil: new Date(clock + 60_000),
    });
    expectRedirect(await send(user.email, user.password));
    expect(await unlockLogin(h.db, user.email)).toBeUndefined();
  });

  it('ends when the owner sets a new password with a mailed reset link', async () => {
    const user = await cheapAccount();
    const send = await loginForm();
    for (let n = 1; n <= 10; n++) await send(user.email, `wrong-${n}`);
    await requestResetMail(h.origin, user.email);
    const link = /https?:\/\/\S+/.exec(outbox.find((m) => m.to === user.email)?.text ?? '')?.[0] ?? '';
    const done = await useResetLink(h.origin, link, 'chosen-after-the-lock');
    expect(textOf(done.html, 'kc-info-message')).toBe('Your password has been updated.');
    // Within the minute the ten failures would have cost.
    expectRedirect(await send(user.email, 'chosen-after-the-lock'));
  });
});
