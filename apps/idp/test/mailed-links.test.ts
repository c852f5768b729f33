// Password reset and e-mail verification by mailed one-time links, driven as a browser and a mailbox would.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actionTokens, accounts } from '../src/db/schema.ts';
import { ensureAdminAccount, type IdpMail } from '../src/index.ts';
import {
  attributes,
  authRequest,
  browse,
  CookieJar,
  exchangeCode,
  expectPage,
  expectRedirect,
  forgotPasswordPage,
  formAction,
  hashAtCost,
  linkHref,
  login,
  requestResetMail,
  startHarness,
  textOf,
  tokenRequest,
  uniqueEmail,
  useResetLink,
  type Harness,
} from './helpers.ts';

let h: Harness;
const outbox: IdpMail[] = [];
/** How far the provider's clock (mailed links, brute-force detection) runs ahead of the system's. */
let clockAhead = 0;

beforeAll(async () => {
  h = await startHarness();
  await h.start({
    sendMail: (mail) => {
      outbox.push(mail);
      return Promise.resolve();
    },
    now: () => new Date(Date.now() + clockAhead),
  });
});

afterAll(async () => {
  await h.stop();
});

beforeEach(() => {
  outbox.length = 0;
});

async function newAccount(password = 'first-password-1') {
  const email = uniqueEmail('mailed');
  const { id } = await h.idp.createAccount({
    email,
    firstName: 'Mia',
    lastName: 'Mailbox',
    password,
    roles: ['VENDOR'],
  });
  return { email, id, password };
}

/** The one link in the last mail to `to`, from its plain-text body. */
function linkIn(to: string): string {
  const mails = outbox.filter((m) => m.to === to);
  expect(mails).toHaveLength(1);
  const links = mails[0]?.text.match(/https?:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  return links[0] ?? '';
}

const requestReset = (email: string) => requestResetMail(h.origin, email);

describe('password reset by mail', () => {
  it('mails a one-time link that sets a new password, ends the old sessions and verifies the address', async () => {
    const user = await newAccount();
    const before = await login(h.origin, user.email, user.password);
    expect(decodeJwt(before.tokens.access_token).email_verified).toBe(false);

    const jar = new CookieJar();
    const page = await forgotPasswordPage(h.origin, jar);
    expect(textOf(page.html, 'kc-page-title')).toBe('Forgot Your Password?');
    expect(attributes(page.html, 'username')).toMatchObject({ type: 'email', autocomplete: 'username' });
    expect(linkHref(page.html, '« Back to Login')).toMatch(/\/login-actions\/[\w-]+\/login$/);

    const invalid = expectPage(
      await browse(jar, new URL(formAction(page.html, 'kc-reset-password-form'), h.origin).href, {
        form: { username: 'not-an-address' },
      }),
    );
    expect(textOf(invalid.html, 'input-error-username')).toBe('Invalid email address.');
    expect(outbox).toHaveLength(0);

    const sent = expectPage(
      await browse(jar, new URL(formAction(page.html, 'kc-reset-password-form'), h.origin).href, {
        form: { username: user.email.toUpperCase() },
      }),
    );
    // Back on the login form, with the confirmation and the address filled in.
    expect(textOf(sent.html, 'kc-info-message')).toBe(
      'You should receive an email shortly with further instructions.',
    );
    expect(attributes(sent.html, 'kc-form-login')).toBeDefined();
    const mail = outbox[0];
    expect(mail).toMatchObject({ to: user.email, subject: 'Reset password' });
    expect(mail?.text).toContain('This link will expire within 30 minutes.');
    const link = linkIn(user.email);
    expect(link.startsWith(`${h.issuer}/login-actions/action-token?key=`)).toBe(true);
    expect(mail?.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);

    // The link opens the new-password form; no login and no cookie needed.
    const form = expectPage(await browse(new CookieJar(), link));
    expect(textOf(form.html, 'kc-page-title')).toBe('Update password');
    expect(form.html).toContain(user.email);
    expect(attributes(form.html, 'kc-cancel')).toBeUndefined();
    const action = new URL(formAction(form.html, 'kc-passwd-update-form'), h.origin).href;

    const mismatch = expectPage(
      await browse(new CookieJar(), action, {
        form: { 'password-new': 'second-password-2', 'password-confirm': 'other' },
      }),
    );
    expect(textOf(mismatch.html, 'input-error-password-confirm')).toBe(
      "Password confirmation doesn't match.",
    );

    const done = expectPage(
      await browse(new CookieJar(), action, {
        form: { 'password-new': 'second-password-2', 'password-confirm': 'second-password-2' },
      }),
    );
    expect(textOf(done.html, 'kc-info-message')).toBe('Your password has been updated.');

    // The new password works, the old one does not; the refresh token of the earlier login is dead.
    const after = await login(h.origin, user.email, 'second-password-2');
    expect(decodeJwt(after.tokens.access_token).email_verified).toBe(true);
    await expect(login(h.origin, user.email, user.password)).rejects.toThrow();
    const refresh = await tokenRequest(h.origin, {
      grant_type: 'refresh_token',
      refresh_token: before.tokens.refresh_token ?? '',
    });
    expect(refresh.body.error).toBe('invalid_grant');

    // Once only.
    const reused = expectPage(await browse(new CookieJar(), link));
    expect(reused.status).toBe(400);
    expect(textOf(reused.html, 'kc-error-message')).toBe(
      'The link you clicked is no longer valid. It may have expired or already been used.',
    );
    const reposted = expectPage(
      await browse(new CookieJar(), action, {
        form: { 'password-new': 'third-password-3', 'password-confirm': 'third-password-3' },
      }),
    );
    expect(reposted.status).toBe(400);
    await login(h.origin, user.email, 'second-password-2');
  });

  /** The links of the mails to `to`, oldest first. */
  const linksTo = (to: string) =>
    outbox.filter((m) => m.to === to).map((m) => /https?:\/\/\S+/.exec(m.text)?.[0] ?? '');

  const linkRefused = (page: { status: number; html: string }) => {
    expect(page.status).toBe(400);
    expect(textOf(page.html, 'kc-error-message')).toBe(
      'The link you clicked is no longer valid. It may have expired or already been used.',
    );
  };

  it('ends an older unused link when a newer one sets the password (issue 32: the first link still worked)', async () => {
    const user = await newAccount();
    await requestReset(user.email);
    clockAhead += 61_000; // past the one-mail-a-minute rule
    await requestReset(user.email);
    const [first = '', second = ''] = linksTo(user.email);
    expect(first).not.toBe(second);
    // Opened, the older link still shows its form (nothing has changed yet).
    const form = expectPage(await browse(new CookieJar(), first));
    expect(textOf(form.html, 'kc-page-title')).toBe('Update password');

    expect(
      textOf((await useResetLink(h.origin, second, 'second-link-password')).html, 'kc-info-message'),
    ).toBe('Your password has been updated.');
    // Neither opening the older link nor posting the form it showed before sets a password.
    linkRefused(await useResetLink(h.origin, first, 'first-link-password'));
    linkRefused(
      expectPage(
        await browse(
          new CookieJar(),
          new URL(formAction(form.html, 'kc-passwd-update-form'), h.origin).href,
          {
            form: { 'password-new': 'first-link-password', 'password-confirm': 'first-link-password' },
          },
        ),
      ),
    );
    await login(h.origin, user.email, 'second-link-password');
    await expect(login(h.origin, user.email, 'first-link-password')).rejects.toThrow();
  });

  it('ends every unused link when the password changes another way: update-password page, admin:create', async () => {
    const user = await newAccount();
    await requestReset(user.email);
    const [beforeUpdate = ''] = linksTo(user.email);

    // The update-password page after a login (kc_action=UPDATE_PASSWORD).
    const jar = new CookieJar();
    const loginPage = expectPage(
      await browse(jar, authRequest(h.origin, { kc_action: 'UPDATE_PASSWORD' }).url),
    );
    const update = expectPage(
      await browse(jar, new URL(formAction(loginPage.html, 'kc-form-login'), h.origin).href, {
        form: { username: user.email, password: user.password },
      }),
    );
    expectRedirect(
      await browse(jar, new URL(formAction(update.html, 'kc-passwd-update-form'), h.origin).href, {
        form: { 'password-new': 'updated-on-the-page', 'password-confirm': 'updated-on-the-page' },
      }),
    );
    linkRefused(await useResetLink(h.origin, beforeUpdate, 'from-the-old-link'));

    // admin:create giving the account a new password.
    clockAhead += 61_000;
    await requestReset(user.email);
    const beforeAdmin = linksTo(user.email).at(-1) ?? '';
    await ensureAdminAccount(h.db, { email: user.email, password: 'set-by-the-operator' });
    linkRefused(await useResetLink(h.origin, beforeAdmin, 'from-the-old-link'));
    await login(h.origin, user.email, 'set-by-the-operator');
  });

  it('lets one of two links used at the same moment set the password, never both', async () => {
    const user = await newAccount();
    await requestReset(user.email);
    clockAhead += 61_000;
    await requestReset(user.email);
    const answers = await Promise.all(
      linksTo(user.email).map((link, n) => useResetLink(h.origin, link, `raced-password-${n}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const winner = answers.findIndex((a) => a.status === 200);
    await login(h.origin, user.email, `raced-password-${winner}`);
  });

  it('answers an unknown address exactly like a known one, and sends no mail for it', async () => {
    const known = await newAccount();
    const forKnown = await requestReset(known.email);
    const forUnknown = await requestReset(uniqueEmail('nobody'));
    expect(textOf(forUnknown.html, 'kc-info-message')).toBe(textOf(forKnown.html, 'kc-info-message'));
    expect(forUnknown.status).toBe(forKnown.status);
    expect(outbox.map((m) => m.to)).toEqual([known.email]);
  });

  it('sends at most one reset mail a minute to an address', async () => {
    const user = await newAccount();
    await requestReset(user.email);
    const again = await requestReset(user.email);
    expect(textOf(again.html, 'kc-info-message')).toBe(
      'You should receive an email shortly with further instructions.',
    );
    expect(outbox.filter((m) => m.to === user.email)).toHaveLength(1);
  });

  it('refuses an expired link, a made-up key and a link without a key', async () => {
    const user = await newAccount();
    await requestReset(user.email);
    const link = linkIn(user.email);
    await h.db
      .update(actionTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(actionTokens.accountId, user.id));
    for (const url of [
      link,
      `${h.issuer}/login-actions/action-token?key=${randomBytes(32).toString('base64url')}`,
      `${h.issuer}/login-actions/action-token`,
    ]) {
      const page = expectPage(await browse(new CookieJar(), url));
      expect(page.status).toBe(400);
      expect(textOf(page.html, 'kc-error-message')).toBe(
        'The link you clicked is no longer valid. It may have expired or already been used.',
      );
    }
    await login(h.origin, user.email, user.password);
  });

  it('keeps only the hash of the key in the database', async () => {
    const user = await newAccount();
    await requestReset(user.email);
    const key = new URL(linkIn(user.email)).searchParams.get('key') ?? '';
    const rows = await h.db.select().from(actionTokens).where(eq(actionTokens.accountId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  it('offers no "Forgot Password?" when the provider cannot send mail', async () => {
    const other = await startHarness();
    try {
      await other.start();
      const page = expectPage(await browse(new CookieJar(), authRequest(other.origin).url));
      expect(() => linkHref(page.html, 'Forgot Password?')).toThrow();
    } finally {
      await other.stop();
    }
  });
});

describe('e-mail verification', () => {
  it('mails a verification link on registration; the link asks, then verifies the address once', async () => {
    const jar = new CookieJar();
    const request = authRequest(h.origin);
    const loginPage = expectPage(await browse(jar, request.url));
    const register = expectPage(
      await browse(jar, new URL(linkHref(loginPage.html, 'Register'), h.origin).href),
    );
    const email = uniqueEmail('verify');
    const callback = expectRedirect(
      await browse(jar, new URL(formAction(register.html, 'kc-register-form'), h.origin).href, {
        form: {
          firstName: 'Vera',
          lastName: 'Verify',
          email,
          password: 'long-enough-1',
          'password-confirm': 'long-enough-1',
        },
      }),
    );
    // Registration completes at once (the realm does not require verification before login).
    const tokens = await exchangeCode(h.origin, request, callback);
    expect(decodeJwt(tokens.body.access_token).email_verified).toBe(false);

    expect(outbox[0]).toMatchObject({ to: email, subject: 'Verify email' });
    expect(outbox[0]?.text).toContain('This link will expire within 24 hours.');
    const link = linkIn(email);

    // Opening the link (as a mail scanner might) changes nothing; the button does.
    const confirm = expectPage(await browse(new CookieJar(), link));
    expect(textOf(confirm.html, 'kc-page-title')).toBe('Confirm validity of e-mail address');
    expect(
      decodeJwt((await login(h.origin, email, 'long-enough-1')).tokens.access_token).email_verified,
    ).toBe(false);
    const done = expectPage(
      await browse(
        new CookieJar(),
        new URL(formAction(confirm.html, 'kc-verify-email-form'), h.origin).href,
        {
          form: {},
        },
      ),
    );
    expect(textOf(done.html, 'kc-info-message')).toBe('Your email address has been verified.');
    expect(
      decodeJwt((await login(h.origin, email, 'long-enough-1')).tokens.access_token).email_verified,
    ).toBe(true);
    expect(expectPage(await browse(new CookieJar(), link)).status).toBe(400);
  });

  it('does not verify through a reset link used as a verification link, nor the reverse', async () => {
    const user = await newAccount();
    await requestReset(user.email);
    const key = new URL(linkIn(user.email)).searchParams.get('key') ?? '';
    // A reset key posted without passwords is a form error, not a verification.
    const page = expectPage(
      await browse(new CookieJar(), `${h.issuer}/login-actions/action-token?key=${key}`, { form: {} }),
    );
    expect(textOf(page.html, 'input-error-password')).toBe('Please specify password.');
    const [row] = await h.db.select().from(accounts).where(eq(accounts.id, user.id));
    expect(row?.emailVerified).toBe(false);
  });
});

describe('password hashes made with older parameters', () => {
  it("are replaced by a hash at today's cost on the next successful login, and keep working", async () => {
    const user = await newAccount();
    const old = hashAtCost(user.password, 15);
    await h.db.update(accounts).set({ passwordHash: old }).where(eq(accounts.id, user.id));

    // A wrong password changes nothing.
    await expect(login(h.origin, user.email, 'wrong-password')).rejects.toThrow();
    let [row] = await h.db.select().from(accounts).where(eq(accounts.id, user.id));
    expect(row?.passwordHash).toBe(old);

    await login(h.origin, user.email, user.password);
    [row] = await h.db.select().from(accounts).where(eq(accounts.id, user.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$ln=17,r=8,p=1\$/);
    await login(h.origin, user.email, user.password);
  });
});
