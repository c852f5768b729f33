/**
 * The e-mails a review decision sends (a vendor or an app approved or rejected). The vendor page
 * promises them ("You will receive an email ...") but their wording was never given, so the texts are
 * ours and live here, on the server only. Every mail has a plain-text and an HTML body; user-typed
 * content (names, reasons) is HTML-escaped in the HTML body and stripped of line breaks in the
 * subject.
 */
import { PRODUCT_NAME, REASON_TEXTS, paths } from '@showroom/contract';
import escapeHtml from 'escape-html';

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** A subject is one header line: a name typed with a line break must not start a new header. */
const oneLine = (value: string): string => value.replace(/[\r\n\t]+/g, ' ').trim();

const reasonOrDefault = (reason: string | null | undefined): string =>
  reason && reason.trim() !== '' ? reason.trim() : REASON_TEXTS.noReason;

interface Block {
  /** Paragraphs of plain text; each becomes a <p>. */
  paragraphs: string[];
  /** A quoted reason, shown as its own block. */
  reason?: string;
  link: { label: string; url: string };
}

function compose(subject: string, block: Block): Mail {
  const textParts = [
    'Hello,',
    ...block.paragraphs,
    ...(block.reason !== undefined ? [`Reason: ${block.reason}`] : []),
    `${block.link.label}: ${block.link.url}`,
    `The ${PRODUCT_NAME} team`,
  ];
  const htmlParts = [
    '<p>Hello,</p>',
    ...block.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(block.reason !== undefined
      ? [`<p>Reason:</p><blockquote>${escapeHtml(block.reason).replace(/\r?\n/g, '<br>')}</blockquote>`]
      : []),
    `<p><a href="${escapeHtml(block.link.url)}">${escapeHtml(block.link.label)}</a></p>`,
    `<p>The ${escapeHtml(PRODUCT_NAME)} team</p>`,
  ];
  return {
    subject: oneLine(subject),
    text: `${textParts.join('\n\n')}\n`,
    html: `<!doctype html><html><body>${htmlParts.join('')}</body></html>`,
  };
}

const url = (publicUrl: string, path: string): string => `${publicUrl}${path}`;

export function vendorApprovedMail(publicUrl: string, vendor: { name: string }): Mail {
  return compose(`Your vendor registration for ${vendor.name} was approved`, {
    paragraphs: [
      `Your vendor registration for ${vendor.name} on ${PRODUCT_NAME} was approved.`,
      'You can now add your apps and submit them for review.',
    ],
    link: { label: 'Your apps', url: url(publicUrl, paths.myApps) },
  });
}

export function vendorRejectedMail(publicUrl: string, vendor: { name: string }, reason: string | null): Mail {
  return compose(`Your vendor registration for ${vendor.name} was rejected`, {
    paragraphs: [
      `Your vendor registration for ${vendor.name} on ${PRODUCT_NAME} was rejected.`,
      'Please update your vendor information and submit your registration again.',
    ],
    reason: reasonOrDefault(reason),
    link: { label: 'Your vendor information', url: url(publicUrl, paths.myVendorInfo) },
  });
}

export function appApprovedMail(
  publicUrl: string,
  app: { id: number; name: string; wasUpdate: boolean },
): Mail {
  return compose(
    app.wasUpdate ? `The update of your app ${app.name} was approved` : `Your app ${app.name} was approved`,
    {
      paragraphs: [
        app.wasUpdate
          ? `The update of your app ${app.name} was approved and is now published.`
          : `Your app ${app.name} was approved and is now published in the ${PRODUCT_NAME} catalogue.`,
      ],
      link: { label: 'Your app', url: url(publicUrl, paths.appDetails(app.id)) },
    },
  );
}

export function appRejectedMail(
  publicUrl: string,
  app: { id: number; name: string; wasUpdate: boolean },
  reason: string | null,
): Mail {
  return compose(
    app.wasUpdate ? `The update of your app ${app.name} was rejected` : `Your app ${app.name} was rejected`,
    {
      paragraphs: [
        app.wasUpdate
          ? `The update of your app ${app.name} was rejected. The published version stays available.`
          : `Your app ${app.name} was rejected.`,
        'Please edit your app and submit it again.',
      ],
      reason: reasonOrDefault(reason),
      link: { label: 'Edit your app', url: url(publicUrl, paths.editApp(app.id)) },
    },
  );
}

export function appDeactivatedMail(
  publicUrl: string,
  app: { id: number; name: string },
  reason: string | null,
): Mail {
  return compose(`Your app ${app.name} was deactivated`, {
    paragraphs: [
      `Your app ${app.name} was deactivated and is no longer shown in the ${PRODUCT_NAME} catalogue.`,
      'Please contact the support if you want it activated again.',
    ],
    ...(reason && reason.trim() !== '' ? { reason: reason.trim() } : {}),
    link: { label: 'Your apps', url: url(publicUrl, paths.myApps) },
  });
}

export function appActivatedMail(publicUrl: string, app: { id: number; name: string }): Mail {
  return compose(`Your app ${app.name} was activated`, {
    paragraphs: [`Your app ${app.name} was activated and is shown in the ${PRODUCT_NAME} catalogue again.`],
    link: { label: 'Your app', url: url(publicUrl, paths.appDetails(app.id)) },
  });
}

/** To the vendor when an app's demo failed three live checks in a row (once per outage). */
export function demoUnavailableMail(
  publicUrl: string,
  app: { id: number; name: string; demoUrl: string },
): Mail {
  return compose(`The demo of ${app.name} does not answer`, {
    paragraphs: [
      `The demo of your app ${app.name} (${app.demoUrl}) failed three checks in a row, so its card now says "Demo unavailable".`,
      'Please check the demo. The next check that reaches it clears the warning.',
    ],
    link: { label: "Your app's checks", url: url(publicUrl, paths.appDetails(app.id)) },
  });
}
