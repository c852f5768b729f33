// Issue 20: control characters refused at the provider's edge (items 2), the password policy after
// NIST SP 800-63B (item 3), and registration that does not reveal known addresses when e-mail
// verification is on (item 8). Driven as a browser, a token client and a mailbox would.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordProblem } from '../src/account-rules.ts';
import { AdminAccountError, createIdp, ensureAdminAccount, type IdpMail } from '../src/index.ts';
import { accounts } from '../src/db/schema.ts';
import {
  authRequest,
  browse,
  CookieJar,
  expectPage,
  expectRedirect,
  formAction,
  linkHref,
  login,
  pageText,
  startHarness,
  textOf,
  tokenRequest,
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

/** The registration form's action URL, reached from the login page as a user would. */
async function registrationForm(jar: CookieJar, extra: Record<string, string> = {}, link = 'Register') {
  const request = authRequest(h.origin, extra);
  const loginPage = expectPage(await browse(jar, request.url));
  const form = expectPage(await browse(jar, new URL(linkHref(loginPage.html, link), h.origin).href));
  return { request, action: new URL(formAction(form.html, 'kc-register-form'), h.origin).href, loginPage };
}

const CONTROL_MESSAGE =
  'The form contains control characters (such as NUL or ESC) that no name, email or password may contain. Please type the values again.';

describe('control characters at the edge', () => {
  it('refuses NUL and other control characters in the login form with the error page, 400', async () => {
    for (const [username, password] of [
      ['vendor@showroom.test\u0000', 'vendor'],
      ['vendor\u0000@showroom.test', 'whatever-1'],
      ['vendor@showroom.test', 'vendor\u0000'],
      ['vendor@showroom.test', 'ven\u001bdor'],
      ['\u0007vendor@showroom.test', 'vendor'],
    ] as const) {
      const jar = new CookieJar();
      const loginPage = expectPage(await browse(jar, authRequest(h.origin).url));
      const page = expectPage(
        await browse(jar, new URL(formAction(loginPage.html, 'kc-form-login'), h.origin).href, {
          form: { username, password },
        }),
      );
      expect(page.status, JSON.stringify(username + password)).toBe(400);
      expect(pageText(page.html)).toContain(CONTROL_MESSAGE);
    }
  });

  it('refuses NUL in the registration e-mail, first name, last name and password, and stores nothing', async () => {
    const email = uniqueEmail('nul');
    const base = {
      firstName: 'Nula',
      lastName: 'Byte',
      email,
      password: 'quiet-harbour-lamp',
      'password-confirm': 'quiet-harbour-lamp',
    };
    for (const [field, value] of [
      ['email', `${email}\u0000`],
      ['firstName', 'Nu\u0000la'],
      ['lastName', '\u0000'],
      ['password', 'quiet-harbour-lamp\u0000'],
      ['firstName', 'Nula\u001b[31m'],
    ] as const) {
      const jar = new CookieJar();
      const { action } = await registrationForm(jar);
      const page = expectPage(await browse(jar, action, { form: { ...base, [field]: value } }));
      expect(page.status, `${field} ${JSON.stringify(value)}`).toBe(400);
      expect(pageText(page.html)).toContain(CONTROL_MESSAGE);
    }
    expect(await h.idp.findAccountByEmail(email)).toBeUndefined();
  });

  it('refuses an e-mail with a bidirectional override or a zero-width character', async () => {
    for (const email of [`a\u202Egp.evil@example.test`, `zero\u200Bwidth@example.test`]) {
      const jar = new CookieJar();
      const { action } = await registrationForm(jar);
      const page = expectPage(
        await browse(jar, action, {
          form: {
            firstName: 'Bidi',
            lastName: 'Override',
            email,
            password: 'quiet-harbour-lamp',
            'password-confirm': 'quiet-harbour-lamp',
          },
        }),
      );
      expect(textOf(page.html, 'input-error-email')).toBe('Invalid email address.');
      expect(await h.idp.findAccountByEmail(email)).toBeUndefined();
    }
  });

  it('answers invalid_request, 400, to control characters in the password grant', async () => {
    for (const [username, password] of [
      ['vendor@showroom.test\u0000', 'vendor'],
      ['vendor@showroom.test', 'vendor\u0000'],
      ['vendor@showroom.test', 'vendor\u001f'],
    ] as const) {
      const res = await tokenRequest(h.origin, { grant_type: 'password', username, password });
      expect(res.status, JSON.stringify(username + password)).toBe(400);
      expect(res.body.error).toBe('invalid_request');
    }
  });

  it('answers invalid_grant, 400, to a code or refresh token with NUL', async () => {
    const forms: Record<string, string>[] = [
      { grant_type: 'authorization_code', code: 'abc\u0000def', redirect_uri: `${h.origin}/callback` },
      { grant_type: 'refresh_token', refresh_token: 'abc\u0000def' },
    ];
    for (const form of forms) {
      const res = await tokenRequest(h.origin, { ...form, code_verifier: 'x'.repeat(43) });
      expect(res.status, form['grant_type']).toBe(400);
      expect(res.body.error).toBe('invalid_grant');
    }
  });

  it('refuses NUL in the forgotten-password form and in a mailed link key', async () => {
    const jar = new CookieJar();
    const loginPage = expectPage(await browse(jar, authRequest(h.origin).url));
    const forgot = expectPage(
      await browse(jar, new URL(linkHref(loginPage.html, 'Forgot Password?'), h.origin).href),
    );
    const page = expectPage(
      await browse(jar, new URL(formAction(forgot.html, 'kc-reset-password-form'), h.origin).href, {
        form: { username: 'vendor@showroom.test\u0000' },
      }),
    );
    expect(page.status).toBe(400);
    const link = expectPage(
      await browse(new CookieJar(), `${h.issuer}/login-actions/action-token?key=a%00b`),
    );
    expect(link.status).toBe(400);
  });
});

const POLICY = {
  common:
    'Invalid password: it is one of the most common or breached passwords. Choose a longer or less common password, for example three or four unrelated words.',
  trivial:
    'Invalid password: one character repeated or a simple sequence. Choose a longer or less common password, for example three or four unrelated words.',
  personal:
    'Invalid password: must not be your email or your name. Choose a longer or less common password, for example three or four unrelated words.',
};

describe('password policy (NIST SP 800-63B)', () => {
  it('refuses short, trivial, common and personal passwords, and says what to choose', () => {
    const owner = {
      email: 'maximilian.muster@example.org',
      firstName: 'Maximiliane',
      lastName: 'Mustermann',
    };
    const cases: [string, string | undefined][] = [
      ['', 'Please specify password.'],
      ['seven77', 'Invalid password: minimum length 8.'],
      ['x'.repeat(257), 'Invalid password: maximum length 256.'],
      ['aaaaaaaa', POLICY.trivial],
      ['        ', POLICY.trivial],
      ['12345678', POLICY.trivial],
      ['hgfedcba', POLICY.trivial],
      ['password', POLICY.common],
      ['PassWord', POLICY.common],
      ['iloveyou', POLICY.common],
      ['passwort', POLICY.common],
      ['maximilian.muster@example.org', POLICY.personal],
      ['Maximilian.Muster@Example.org', POLICY.personal],
      ['maximilian.muster', POLICY.personal],
      ['Maximiliane', POLICY.personal],
      ['Mustermann', POLICY.personal],
      ['Maximiliane Mustermann', POLICY.personal],
      ['pass\u0000word-long', CONTROL_MESSAGE],
      // Long enough, not listed, not personal: accepted, spaces and any script included.
      ['correct horse battery', undefined],
      ['ein gutes passwort', undefined],
      ['Ünïcödé-Pässwört', undefined],
      ['abc-'.repeat(64), undefined],
    ];
    for (const [password, expected] of cases) {
      expect(passwordProblem(password, owner), JSON.stringify(password)).toBe(expected);
    }
  });

  it('refuses weak passwords on the registration page, in English and in German', async () => {
    const email = uniqueEmail('weak');
    const values = { firstName: 'Waltraud', lastName: 'Schwach', email };
    const jar = new CookieJar();
    const { action } = await registrationForm(jar);
    for (const [password, message] of [
      ['aaaaaaaa', POLICY.trivial],
      ['password', POLICY.common],
      ['12345678', POLICY.trivial],
      ['        ', POLICY.trivial],
      [email, POLICY.personal],
      [email.split('@')[0] ?? '', POLICY.personal],
      ['Waltraud', POLICY.personal],
    ] as const) {
      const page = expectPage(
        await browse(jar, action, { form: { ...values, password, 'password-confirm': password } }),
      );
      expect(textOf(page.html, 'input-error-password'), JSON.stringify(password)).toBe(message);
    }
    expect(await h.idp.findAccountByEmail(email)).toBeUndefined();

    const de = new CookieJar();
    const german = await registrationForm(de, { ui_locales: 'de' }, 'Registrieren');
    const page = expectPage(
      await browse(de, german.action, {
        form: { ...values, password: 'password', 'password-confirm': 'password' },
      }),
    );
    expect(textOf(page.html, 'input-error-password')).toBe(
      'Ungültiges Passwort: Es ist eines der häufigsten oder bei Datenlecks bekannt gewordenen Passwörter. Wählen Sie ein längeres oder weniger verbreitetes Passwort, zum Beispiel drei oder vier Wörter, die nichts miteinander zu tun haben.',
    );

    // A good one registers.
    expectRedirect(
      await browse(jar, action, {
        form: { ...values, password: 'quiet-harbour-lamp', 'password-confirm': 'quiet-harbour-lamp' },
      }),
    );
  });

  it('refuses a weak new password from a mailed reset link, and the own e-mail as a new password', async () => {
    const email = uniqueEmail('reset-weak');
    await h.idp.createAccount({
      email,
      firstName: 'Rita',
      lastName: 'Reset',
      password: 'quiet-harbour-lamp',
      roles: ['VENDOR'],
    });
    const jar = new CookieJar();
    const loginPage = expectPage(await browse(jar, authRequest(h.origin).url));
    const forgot = expectPage(
      await browse(jar, new URL(linkHref(loginPage.html, 'Forgot Password?'), h.origin).href),
    );
    await browse(jar, new URL(formAction(forgot.html, 'kc-reset-password-form'), h.origin).href, {
      form: { username: email },
    });
    const link = /https?:\/\/\S+/.exec(outbox.find((m) => m.to === email)?.text ?? '')?.[0] ?? '';
    const form = expectPage(await browse(new CookieJar(), link));
    const action = new URL(formAction(form.html, 'kc-passwd-update-form'), h.origin).href;
    for (const [password, message] of [
      ['password', POLICY.common],
      [email, POLICY.personal],
      ['zzzzzzzzzz', POLICY.trivial],
    ] as const) {
      const page = expectPage(
        await browse(new CookieJar(), action, {
          form: { 'password-new': password, 'password-confirm': password },
        }),
      );
      expect(textOf(page.html, 'input-error-password'), password).toBe(message);
    }
    // The old password still works: nothing was changed.
    await login(h.origin, email, 'quiet-harbour-lamp');
  });

  it('applies the same policy to admin:create (ensureAdminAccount)', async () => {
    const email = uniqueEmail('admin-weak');
    await expect(ensureAdminAccount(h.db, { email, password: 'password' })).rejects.toThrow(
      new AdminAccountError(POLICY.common),
    );
    await expect(ensureAdminAccount(h.db, { email, password: email })).rejects.toThrow(
      new AdminAccountError(POLICY.personal),
    );
    expect(await h.idp.findAccountByEmail(email)).toBeUndefined();
  });

  it('keeps the demo accounts and their published passwords working', async () => {
    await login(h.origin, 'vendor@showroom.test', 'vendor');
  });
});

describe('registration with IDP_VERIFY_EMAIL=true', () => {
  const UNVERIFIED_OR_WRONG =
    'Invalid username or password. If you have not verified your email address yet, follow the link we have emailed you.';
  let v: Harness;
  const mails: IdpMail[] = [];

  beforeAll(async () => {
    v = await startHarness();
    await v.start({
      verifyEmail: true,
      sendMail: (mail) => {
        mails.push(mail);
        return Promise.resolve();
      },
    });
    await v.idp.seedDemoAccounts();
  });
  afterAll(async () => {
    await v.stop();
  });
  beforeEach(() => {
    mails.length = 0;
  });

  async function register(email: string, password = 'quiet-harbour-lamp') {
    const jar = new CookieJar();
    const request = authRequest(v.origin);
    const loginPage = expectPage(await browse(jar, request.url));
    const form = expectPage(await browse(jar, new URL(linkHref(loginPage.html, 'Register'), v.origin).href));
    const landing = await browse(jar, new URL(formAction(form.html, 'kc-register-form'), v.origin).href, {
      form: { firstName: 'Kim', lastName: 'Known', email, password, 'password-confirm': password },
    });
    return { jar, request, page: expectPage(landing) };
  }

  it('answers a new and a known address (any case, with spaces) with the same page; the owner gets a mail', async () => {
    const fresh = uniqueEmail('fresh');
    const asNew = await register(fresh);
    const asKnown = await register('  Vendor@SHOWROOM.test ');

    for (const { page } of [asNew, asKnown]) {
      expect(page.status).toBe(200);
      expect(textOf(page.html, 'kc-page-title')).toBe('Check your email');
      expect(pageText(page.html)).toContain(
        'Check your email: we have sent a message to the address you entered. Follow it to finish your registration.',
      );
      expect(pageText(page.html)).not.toContain('already exists');
    }
    expect(pageText(asNew.page.html)).toBe(pageText(asKnown.page.html));

    // The new address gets a verification link, the known one a warning; nobody else gets anything.
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      [fresh.toLowerCase(), 'Verify email'],
      ['vendor@showroom.test', 'Registration attempt with your email'],
    ]);
    const warning = mails[1];
    expect(warning?.text).toContain('already has an account');
    expect(warning?.text).toContain(`${v.origin}/`);
    expect(warning?.html).toContain('Go to Showroom');

    // The known account is untouched: its password still works, no second account exists.
    await login(v.origin, 'vendor@showroom.test', 'vendor');
    const rows = await v.db.select().from(accounts).where(eq(accounts.email, 'vendor@showroom.test'));
    expect(rows).toHaveLength(1);
  });

  it('lets a new account in only after it followed the mailed link', async () => {
    const email = uniqueEmail('unverified');
    await register(email);
    const link =
      /https?:\/\/\S+/.exec(mails.find((m) => m.to === email.toLowerCase())?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');

    // The login form and the password grant both hold the unverified account back; the form answers as
    // to a wrong password, with a word on verification.
    const jar = new CookieJar();
    const loginPage = expectPage(await browse(jar, authRequest(v.origin).url));
    const held = expectPage(
      await browse(jar, new URL(formAction(loginPage.html, 'kc-form-login'), v.origin).href, {
        form: { username: email, password: 'quiet-harbour-lamp' },
      }),
    );
    expect(textOf(held.html, 'input-error')).toBe(UNVERIFIED_OR_WRONG);
    // The link mailed at registration is a minute old at most: no second one yet.
    expect(mails.filter((m) => m.to === email.toLowerCase())).toHaveLength(1);
    const grant = await tokenRequest(v.origin, {
      grant_type: 'password',
      username: email,
      password: 'quiet-harbour-lamp',
    });
    expect(grant.status).toBe(400);
    expect(grant.body.error).toBe('invalid_grant');

    const confirm = expectPage(await browse(new CookieJar(), link));
    await browse(new CookieJar(), new URL(formAction(confirm.html, 'kc-verify-email-form'), v.origin).href, {
      form: {},
    });
    const { tokens } = await login(v.origin, email, 'quiet-harbour-lamp');
    expect(tokens.access_token).toBeTruthy();
  });

  it('tells someone who registered an address and logs in with their password nothing about whether it was new', async () => {
    // The probe: register an address with a password of one's own, then log in with it. A new address got an
    // account with that password (unverified), a known one kept its owner's: the answers must not differ.
    const fresh = uniqueEmail('probe');
    await register(fresh, 'probe-password-1');
    await register('vendor@showroom.test', 'probe-password-1');
    const answers = [];
    for (const email of [fresh, 'vendor@showroom.test']) {
      const jar = new CookieJar();
      const loginPage = expectPage(await browse(jar, authRequest(v.origin).url));
      answers.push(
        expectPage(
          await browse(jar, new URL(formAction(loginPage.html, 'kc-form-login'), v.origin).href, {
            form: { username: email, password: 'probe-password-1' },
          }),
        ),
      );
    }
    const [asNew, asKnown] = answers.map((page) => ({ status: page.status, text: pageText(page.html) }));
    expect(asNew).toEqual(asKnown);
    expect(asNew?.text).toContain(UNVERIFIED_OR_WRONG);
  });

  it('still shows field errors (a weak password) before anything is mailed', async () => {
    const { page } = await register('Vendor@showroom.test', 'password');
    expect(textOf(page.html, 'input-error-password')).toBe(POLICY.common);
    expect(mails).toEqual([]);
  });

  it('needs a way to send mail', async () => {
    await expect(
      createIdp({ db: v.db, publicUrl: v.origin, webOrigins: [v.origin], verifyEmail: true }),
    ).rejects.toThrow(/IDP_VERIFY_EMAIL=true needs mail/);
  });
});
