import { createTransport } from 'nodemailer';

/** One e-mail as the worker hands it over. */
export interface OutgoingMail {
  /**
   * Unique and stable per outbox row: it becomes the Message-ID, so a retry of a mail that did
   * arrive after all carries the same id and mail clients show it once.
   */
  key: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /** Resolves once the server accepted the mail; rejects with the reason otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
  /** For the start log: where mails go, without credentials. */
  readonly description: string;
}

export interface MailTransportLog {
  info(obj: object, msg: string): void;
}

/** The domain of `Name <user@domain>` or `user@domain`, for Message-IDs under our own name. */
function domainOf(from: string): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

const messageId = (key: string, from: string): string => `<${key}@${domainOf(from)}>`;

/**
 * SMTP through nodemailer. The timeouts are far below nodemailer's defaults (2 min to connect,
 * 10 min of socket silence), so one hanging server cannot keep a mail past the worker's lease.
 */
export function createSmtpTransport(options: {
  url: string;
  from: string;
  timeoutsMs?: { connection: number; greeting: number; socket: number };
}): MailTransport {
  const timeouts = options.timeoutsMs ?? { connection: 30_000, greeting: 30_000, socket: 60_000 };
  const transporter = createTransport({
    url: options.url,
    connectionTimeout: timeouts.connection,
    greetingTimeout: timeouts.greeting,
    socketTimeout: timeouts.socket,
  });
  const server = new URL(options.url);
  return {
    description: `SMTP at ${server.protocol}//${server.host}`,
    async send(mail) {
      await transporter.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: messageId(mail.key, options.from),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL (the default run): each mail goes to the log, and counts as sent. In development the
 * log shows the whole text, so a developer can follow a link in it; in production only the recipient and
 * subject, since a password-reset link in a log would open the account to whoever reads the log.
 */
export function createLogTransport(
  log: MailTransportLog,
  from: string,
  options: { withBody: boolean } = { withBody: true },
): MailTransport {
  return {
    description: options.withBody
      ? 'the log (no SMTP_URL)'
      : 'nowhere: no SMTP_URL, only recipients and subjects are logged',
    send(mail) {
      log.info(
        {
          mail: {
            from,
            to: mail.to,
            subject: mail.subject,
            ...(options.withBody ? { text: mail.text } : {}),
            messageId: messageId(mail.key, from),
          },
        },
        `mail to ${mail.to}: ${mail.subject}`,
      );
      return Promise.resolve();
    },
    close: () => {},
  };
}

/** Whether mails reach people: through SMTP, or in development through the log a developer reads. */
export const mailIsDelivered = (env: { smtpUrl: string | undefined; production: boolean }): boolean =>
  env.smtpUrl !== undefined || !env.production;

export function createMailTransport(
  env: { smtpUrl: string | undefined; mailFrom: string; production: boolean },
  log: MailTransportLog,
): MailTransport {
  return env.smtpUrl
    ? createSmtpTransport({ url: env.smtpUrl, from: env.mailFrom })
    : createLogTransport(log, env.mailFrom, { withBody: !env.production });
}
