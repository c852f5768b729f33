// The provider's own mails, with Keycloak's wording where Keycloak has one. The provider does not send
// them itself: the host (the API) puts them in its outbox, so they go out with its SMTP settings and
// retries, and are logged instead of sent in development.
import { html } from './html.ts';

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
): IdpMail {
  const [first = '', ...rest] = paragraphs;
  return {
    to,
    subject,
    text: `${first}\n\n${link.href}\n\n${rest.join('\n\n')}\n`,
    html: html`<!doctype html>
      <html>
        <body>
          <p>${first}</p>
          <p><a href="${link.href}">${link.text}</a></p>
          ${rest.map((p) => html`<p>${p}</p>`)}
        </body>
      </html>`.value,
  };
}

const minutes = (ms: number) => `${Math.round(ms / 60_000)} minutes`;
const hours = (ms: number) => `${Math.round(ms / 3_600_000)} hours`;

export function resetPasswordMail(to: string, link: string, validForMs: number): IdpMail {
  return mail(
    to,
    'Reset password',
    [
      "Someone just requested to change your Showroom account's credentials. If this was you, click on the link below to reset them.",
      `This link will expire within ${minutes(validForMs)}.`,
      "If you don't want to reset your credentials, just ignore this message and nothing will be changed.",
    ],
    { href: link, text: 'Link to reset credentials' },
  );
}

export function verifyEmailMail(to: string, link: string, validForMs: number): IdpMail {
  return mail(
    to,
    'Verify email',
    [
      'Someone has created a Showroom account with this email address. If this was you, click the link below to verify your email address.',
      `This link will expire within ${hours(validForMs)}.`,
      "If you didn't create this account, just ignore this message.",
    ],
    { href: link, text: 'Link to e-mail address verification' },
  );
}
