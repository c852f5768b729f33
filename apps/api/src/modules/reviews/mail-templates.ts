/**
 * The e-mails a review decision sends (a vendor or an app approved or rejected). The vendor page
 * promises them ("You will receive an email ...") but their wording was never given, so the texts are
 * ours (the contract's REVIEW_MAIL_TEXTS, which the German catalogue pairs); each mail is written in
 * its recipient's language, the one they last used (db/user-locales.ts). Every mail has a plain-text and
 * an HTML body; user-typed content (names, reasons) is HTML-escaped in the HTML body and stripped of
 * line breaks in the subject.
 */
import { formatDate, paths, REVIEW_MAIL_TEXTS, type Locale } from '@showroom/contract';
import { localized } from '@showroom/contract/i18n';
import escapeHtml from 'escape-html';

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** A subject is one header line: a name typed with a line break must not start a new header. */
const oneLine = (value: string): string => value.replace(/[\r\n\t]+/g, ' ').trim();

type Texts = typeof REVIEW_MAIL_TEXTS;
const textsIn = (locale: Locale): Texts => localized(REVIEW_MAIL_TEXTS, locale);

const reasonOrDefault = (t: Texts, reason: string | null | undefined): string =>
  reason && reason.trim() !== '' ? reason.trim() : t.noReason;

interface Block {
  /** Paragraphs of plain text; each becomes a <p>. */
  paragraphs: string[];
  /** A quoted reason, shown as its own block. */
  reason?: string;
  link: { label: string; url: string };
}

function compose(locale: Locale, subject: string, block: Block): Mail {
  const t = textsIn(locale);
  const textParts = [
    t.hello,
    ...block.paragraphs,
    ...(block.reason !== undefined ? [`${t.reason}: ${block.reason}`] : []),
    `${block.link.label}: ${block.link.url}`,
    t.signOff,
  ];
  const htmlParts = [
    `<p>${escapeHtml(t.hello)}</p>`,
    ...block.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(block.reason !== undefined
      ? [
          `<p>${escapeHtml(t.reason)}:</p><blockquote>${escapeHtml(block.reason).replace(/\r?\n/g, '<br>')}</blockquote>`,
        ]
      : []),
    `<p><a href="${escapeHtml(block.link.url)}">${escapeHtml(block.link.label)}</a></p>`,
    `<p>${escapeHtml(t.signOff)}</p>`,
  ];
  return {
    subject: oneLine(subject),
    text: `${textParts.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${locale}"><body>${htmlParts.join('')}</body></html>`,
  };
}

const url = (publicUrl: string, path: string): string => `${publicUrl}${path}`;

export function vendorApprovedMail(publicUrl: string, vendor: { name: string }, locale: Locale): Mail {
  const t = textsIn(locale).vendorApproved;
  return compose(locale, t.subject(vendor.name), {
    paragraphs: [t.body(vendor.name), t.next],
    link: { label: t.link, url: url(publicUrl, paths.myApps) },
  });
}

export function vendorRejectedMail(
  publicUrl: string,
  vendor: { name: string },
  reason: string | null,
  locale: Locale,
): Mail {
  const texts = textsIn(locale);
  const t = texts.vendorRejected;
  return compose(locale, t.subject(vendor.name), {
    paragraphs: [t.body(vendor.name), t.next],
    reason: reasonOrDefault(texts, reason),
    link: { label: t.link, url: url(publicUrl, paths.myVendorInfo) },
  });
}

export function appApprovedMail(
  publicUrl: string,
  app: { id: number; name: string; wasUpdate: boolean },
  locale: Locale,
): Mail {
  const t = textsIn(locale).appApproved;
  return compose(locale, app.wasUpdate ? t.updateSubject(app.name) : t.subject(app.name), {
    paragraphs: [app.wasUpdate ? t.updateBody(app.name) : t.body(app.name)],
    link: { label: t.link, url: url(publicUrl, paths.appDetails(app.id)) },
  });
}

export function appRejectedMail(
  publicUrl: string,
  app: { id: number; name: string; wasUpdate: boolean },
  reason: string | null,
  locale: Locale,
): Mail {
  const texts = textsIn(locale);
  const t = texts.appRejected;
  return compose(locale, app.wasUpdate ? t.updateSubject(app.name) : t.subject(app.name), {
    paragraphs: [app.wasUpdate ? t.updateBody(app.name) : t.body(app.name), t.next],
    reason: reasonOrDefault(texts, reason),
    link: { label: t.link, url: url(publicUrl, paths.editApp(app.id)) },
  });
}

export function appDeactivatedMail(
  publicUrl: string,
  app: { id: number; name: string },
  reason: string | null,
  locale: Locale,
): Mail {
  const t = textsIn(locale).appDeactivated;
  return compose(locale, t.subject(app.name), {
    paragraphs: [t.body(app.name), t.next],
    ...(reason && reason.trim() !== '' ? { reason: reason.trim() } : {}),
    link: { label: t.link, url: url(publicUrl, paths.myApps) },
  });
}

export function appActivatedMail(publicUrl: string, app: { id: number; name: string }, locale: Locale): Mail {
  const t = textsIn(locale).appActivated;
  return compose(locale, t.subject(app.name), {
    paragraphs: [t.body(app.name)],
    link: { label: t.link, url: url(publicUrl, paths.appDetails(app.id)) },
  });
}

/** To the vendor when an app's demo failed three live checks in a row (once per outage). */
export function demoUnavailableMail(
  publicUrl: string,
  app: { id: number; name: string; demoUrl: string },
  locale: Locale,
): Mail {
  const t = textsIn(locale).demoUnavailable;
  return compose(locale, t.subject(app.name), {
    paragraphs: [t.body(app.name, app.demoUrl), t.next],
    link: { label: t.link, url: url(publicUrl, paths.appDetails(app.id)) },
  });
}

/** To the vendor CERTIFICATE_EXPIRY_NOTICE_DAYS before a declared certificate expires (issue 37). */
export function certificateExpiringMail(
  publicUrl: string,
  app: { id: number; name: string },
  certificate: { label: string; expiresOn: string },
  locale: Locale,
): Mail {
  const t = textsIn(locale).certificateExpiring;
  return compose(locale, t.subject(app.name), {
    paragraphs: [t.body(app.name, certificate.label, formatDate(certificate.expiresOn)), t.next],
    link: { label: t.link, url: url(publicUrl, paths.appDetails(app.id)) },
  });
}
