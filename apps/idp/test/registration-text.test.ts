/**
 * Issue 20: the identity provider stored an e-mail with U+202E (right-to-left override); registration
 * now refuses it as invalid, and first and last names follow the catalogue's name rule (contract
 * text-rules.ts): visible characters, no control or direction-changing characters. Nothing is stored.
 */
import { IDP_MESSAGE_TEXTS } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authRequest,
  browse,
  CookieJar,
  expectPage,
  formAction,
  linkHref,
  login,
  textOf,
  uniqueEmail,
  type Harness,
  startHarness,
} from './helpers.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await h.start();
});

afterAll(async () => {
  await h.stop();
});

async function registrationAction(jar: CookieJar): Promise<string> {
  const loginPage = expectPage(await browse(jar, authRequest(h.origin).url));
  const form = expectPage(await browse(jar, new URL(linkHref(loginPage.html, 'Register'), h.origin).href));
  return new URL(formAction(form.html, 'kc-register-form'), h.origin).href;
}

const password = 'long-enough-password';

describe('registration refuses text that is not text', () => {
  it('refuses an e-mail with U+202E and stores no account', async () => {
    const jar = new CookieJar();
    const action = await registrationAction(jar);
    const email = `moc.evil\u202e${uniqueEmail('rlo')}`;
    const page = expectPage(
      await browse(jar, action, {
        form: { firstName: 'Rhea', lastName: 'Register', email, password, 'password-confirm': password },
      }),
    );
    expect(textOf(page.html, 'input-error-email')).toBe(IDP_MESSAGE_TEXTS.invalidEmail);
    await expect(login(h.origin, email, password)).rejects.toThrow();
  });

  it.each([
    ['zero-width characters only', '\u200b\u200b'],
    ['U+202E', 'Rhea\u202eadmin'],
    // BEL, ESC and the other C0 controls are refused before this, at the form's edge (hostile-input.test.ts).
    ['a C1 control and U+FFFF', 'Rh\u0085ea\uffff'],
    ['20 combining marks on one letter', `R${'\u0301'.repeat(20)}hea`],
  ])('refuses a first and a last name with %s', async (_what, name) => {
    const jar = new CookieJar();
    const action = await registrationAction(jar);
    const email = uniqueEmail('name');
    const page = expectPage(
      await browse(jar, action, {
        form: { firstName: name, lastName: name, email, password, 'password-confirm': password },
      }),
    );
    expect(textOf(page.html, 'input-error-firstname')).toBe(IDP_MESSAGE_TEXTS.invalidName);
    expect(textOf(page.html, 'input-error-lastname')).toBe(IDP_MESSAGE_TEXTS.invalidName);
  });
});
