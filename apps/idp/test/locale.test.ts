// The provider's pages and mails in the user's language: German for ui_locales=de (what the web sends) or a
// browser that prefers German, English otherwise, with Keycloak's element ids either way.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema.ts';
import type { IdpMail } from '../src/index.ts';
import {
  attributes,
  authRequest,
  browse,
  CookieJar,
  expectPage,
  expectRedirect,
  formAction,
  labelFor,
  linkHref,
  startHarness,
  textOf,
  uniqueEmail,
  type Harness,
} from './helpers.ts';

let h: Harness;
const outbox: IdpMail[] = [];

beforeAll(async () => {
  h = await startHarness();
  await h.start({
    sendMail: (mail) => {
      outbox.push(mail);
      return Promise.resolve();
    },
  });
  await h.idp.seedDemoAccounts();
});

afterAll(async () => {
  await h.stop();
});

beforeEach(() => {
  outbox.length = 0;
});

const GERMAN_BROWSER = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };
const ENGLISH_BROWSER = { 'accept-language': 'en-GB,en;q=0.9' };

async function loginPageWith(extra: Record<string, string>, headers: Record<string, string>) {
  const jar = new CookieJar();
  const page = expectPage(await browse(jar, authRequest(h.origin, extra).url, { headers }));
  return { jar, page };
}

function expectGermanLogin(html: string) {
  expect(html).toContain('<html lang="de">');
  expect(textOf(html, 'kc-page-title')).toBe('Melden Sie sich bei Ihrem Konto an');
  expect(attributes(html, 'kc-form-login')).toMatchObject({ method: 'post' });
  expect(labelFor(html, 'username')).toBe('E-Mail');
  expect(labelFor(html, 'password')).toBe('Passwort');
  expect(textOf(html, 'kc-login')).toBe('Anmelden');
  expect(textOf(html, 'kc-registration')).toBe('Neuer Benutzer? Registrieren');
}

describe('the language of the pages', () => {
  it('is German for ui_locales=de, through login → register → back to login, whatever the browser says', async () => {
    const { jar, page } = await loginPageWith({ ui_locales: 'de' }, ENGLISH_BROWSER);
    expectGermanLogin(page.html);

    const register = expectPage(
      await browse(jar, new URL(linkHref(page.html, 'Registrieren'), h.origin).href, {
        headers: ENGLISH_BROWSER,
      }),
    );
    expect(register.html).toContain('<html lang="de">');
    expect(textOf(register.html, 'kc-page-title')).toBe('Registrieren');
    expect(labelFor(register.html, 'firstName')).toBe('Vorname');
    expect(labelFor(register.html, 'password-confirm')).toBe('Passwort bestätigen');
    expect(textOf(register.html, 'password-hint')).toMatch(
      /^Mindestens \d+ Zeichen, kein verbreitetes Passwort, nicht Ihre E-Mail-Adresse oder Ihr Name: /,
    );
    expect(textOf(register.html, 'kc-register')).toBe('Registrieren');

    const action = new URL(formAction(register.html, 'kc-register-form'), h.origin).href;
    const empty = expectPage(await browse(jar, action, { form: {}, headers: ENGLISH_BROWSER }));
    expect(textOf(empty.html, 'input-error-firstname')).toBe('Bitte geben Sie einen Vornamen ein.');
    expect(textOf(empty.html, 'input-error-email')).toBe('Bitte geben Sie eine E-Mail-Adresse ein.');

    const back = expectPage(
      await browse(jar, new URL(linkHref(register.html, 'Anmelden'), h.origin).href, {
        headers: ENGLISH_BROWSER,
      }),
    );
    expectGermanLogin(back.html);
    const wrong = expectPage(
      await browse(jar, new URL(formAction(back.html, 'kc-form-login'), h.origin).href, {
        form: { username: 'vendor@showroom.test', password: 'wrong' },
      }),
    );
    expect(textOf(wrong.html, 'input-error')).toBe('Ungültiger Benutzername oder Passwort.');
  });

  it('is German when the browser prefers German and the request names no language', async () => {
    const { jar, page } = await loginPageWith({}, GERMAN_BROWSER);
    expectGermanLogin(page.html);
    const forgot = expectPage(
      await browse(jar, new URL(linkHref(page.html, 'Passwort vergessen?'), h.origin).href, {
        headers: GERMAN_BROWSER,
      }),
    );
    expect(forgot.html).toContain('<html lang="de">');
    expect(textOf(forgot.html, 'kc-page-title')).toBe('Passwort vergessen?');
  });

  it('is English otherwise, and for ui_locales=en even in a German browser', async () => {
    for (const [extra, headers] of [
      [{}, ENGLISH_BROWSER],
      [{}, {}],
      [{ ui_locales: 'fr en' }, GERMAN_BROWSER],
      [{ ui_locales: 'en' }, GERMAN_BROWSER],
    ] as const) {
      const { page } = await loginPageWith(extra, headers);
      expect(page.html).toContain('<html lang="en">');
      expect(textOf(page.html, 'kc-page-title')).toBe('Sign in to your account');
      expect(textOf(page.html, 'kc-login')).toBe('Sign In');
    }
  });

  it('answers an expired interaction in the browser’s language', async () => {
    const page = expectPage(
      await browse(new CookieJar(), `${h.issuer}/login-actions/no-such-interaction/login`, {
        headers: GERMAN_BROWSER,
      }),
    );
    expect(page.status).toBe(400);
    expect(page.html).toContain('<html lang="de">');
    expect(textOf(page.html, 'kc-page-title')).toBe('Es tut uns leid …');
  });
});

describe('the language of the mails', () => {
  it('registers in German, mails the verification in German and keeps the account’s language', async () => {
    const { jar, page } = await loginPageWith({ ui_locales: 'de' }, {});
    const register = expectPage(
      await browse(jar, new URL(linkHref(page.html, 'Registrieren'), h.origin).href),
    );
    const email = uniqueEmail('deutsch');
    expectRedirect(
      await browse(jar, new URL(formAction(register.html, 'kc-register-form'), h.origin).href, {
        form: {
          firstName: 'Dora',
          lastName: 'Deutsch',
          email,
          password: 'ein-gutes-passwort',
          'password-confirm': 'ein-gutes-passwort',
        },
      }),
    );
    const [mail] = outbox.filter((m) => m.to === email);
    expect(mail?.subject).toBe('E-Mail-Adresse bestätigen');
    expect(mail?.text).toContain('Dieser Link läuft in ');
    expect(mail?.html).toContain('<html lang="de">');
    const [row] = await h.db
      .select({ locale: accounts.locale })
      .from(accounts)
      .where(eq(accounts.email, email));
    expect(row?.locale).toBe('de');

    // A login in English makes English the account's language: the reset mail is English.
    const english = await loginPageWith({}, ENGLISH_BROWSER);
    expectRedirect(
      await browse(english.jar, new URL(formAction(english.page.html, 'kc-form-login'), h.origin).href, {
        form: { username: email, password: 'ein-gutes-passwort' },
      }),
    );
    const [after] = await h.db
      .select({ locale: accounts.locale })
      .from(accounts)
      .where(eq(accounts.email, email));
    expect(after?.locale).toBe('en');
    const forgot = await loginPageWith({ ui_locales: 'de' }, {});
    const resetPage = expectPage(
      await browse(forgot.jar, new URL(linkHref(forgot.page.html, 'Passwort vergessen?'), h.origin).href),
    );
    await browse(forgot.jar, new URL(formAction(resetPage.html, 'kc-reset-password-form'), h.origin).href, {
      form: { username: email },
    });
    const [reset] = outbox.filter((m) => m.to === email && m !== mail);
    expect(reset?.subject).toBe('Reset password');
    expect(reset?.html).toContain('<html lang="en">');
  });
});
