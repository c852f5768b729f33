// The provider's own mails, with Keycloak's wording where Keycloak has one. The provider does not send
// them itself: the host (the API) puts them in its outbox, so they go out with its SMTP settings and
// retries, and are logged instead of sent in development.
import { html } from './html.ts';
import { mailTexts, type Locale } from './locale.ts';

export interface IdpMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Hands a mail to the host, e.g. into a transactional outbox. Rejects when it could not be queued. */
export type SendMail = (mail: IdpMail) => Promise<void>;

function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { href: string; text: string },
  locale: Locale,
): IdpMail {
  const [first = '', ...rest] = paragraphs;
  return {
    to,
    subject,
    text: `${first}\n\n${link.href}\n\n${rest.join('\n\n')}\n`,
    html: html`<!doctype html>
      <html lang="${locale}">
        <body>
          <p>${first}</p>
          <p><a href="${link.href}">${link.text}</a></p>
          ${rest.map((p) => html`<p>${p}</p>`)}
        </body>
      </html>`.value,
  };
}

const minutes = (ms: number) => Math.round(ms / 60_000);
const hours = (ms: number) => Math.round(ms / 3_600_000);

/** In the account's language (the one it last signed in with). */
export function resetPasswordMail(to: string, link: string, validForMs: number, locale: Locale): IdpMail {
  const t = mailTexts(locale).resetPassword;
  return mail(
    to,
    t.subject,
    [t.intro, t.expires(minutes(validForMs)), t.ignore],
    { href: link, text: t.link },
    locale,
  );
}

/** In the language the account registered in. */
export function verifyEmailMail(to: string, link: string, validForMs: number, locale: Locale): IdpMail {
  const t = mailTexts(locale).verifyEmail;
  return mail(
    to,
    t.subject,
    [t.intro, t.expires(hours(validForMs)), t.ignore],
    { href: link, text: t.link },
    locale,
  );
}

/** With e-mail verification on: to the owner of an address someone tried to register again, in the owner's language. */
export function registrationAttemptMail(to: string, homeUrl: string, locale: Locale): IdpMail {
  const t = mailTexts(locale).registrationAttempt;
  return mail(to, t.subject, [t.intro, t.ignore], { href: homeUrl, text: t.link }, locale);
}
