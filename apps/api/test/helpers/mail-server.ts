/**
 * A real SMTP server in the test process (the `smtp-server` package on 127.0.0.1), recording every
 * message it accepts, parsed: envelope, headers, and the decoded text and HTML bodies. A test can
 * refuse a message (e.g. 451) or hold it in DATA until it says so.
 */
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** Header names lower-cased, folded lines joined, encoded words decoded. */
  headers: Map<string, string>;
  from: string;
  to: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

/** What a test decides for a message in DATA: resolve to accept it, throw to refuse it. */
type DataHandler = (mail: ReceivedMail) => void | Promise<void>;

export class SmtpRefusal extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

export interface TestSmtpServer {
  readonly port: number;
  /** `smtp://127.0.0.1:<port>`, as SMTP_URL. */
  readonly url: string;
  /** Accepted messages, in arrival order. */
  readonly received: ReceivedMail[];
  /** Messages that reached DATA but were refused. */
  readonly refused: ReceivedMail[];
  /** Runs for every message before it is accepted; undefined accepts everything. */
  onData: DataHandler | undefined;
  /** Resolves once `count` messages were accepted in all. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

/** Starts a server on the given port, or on a free one. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refused: ReceivedMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const notify = (): void => {
    for (const w of [...waiters]) {
      if (received.length >= w.count) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };

  const state: { onData: DataHandler | undefined } = { onData: undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), session);
        Promise.resolve()
          .then(() => state.onData?.(mail))
          .then(
            () => {
              received.push(mail);
              callback();
              notify();
            },
            (err: unknown) => {
              refused.push(mail);
              const error = err instanceof Error ? err : new Error(String(err));
              (error as Error & { responseCode?: number }).responseCode =
                err instanceof SmtpRefusal ? err.responseCode : 451;
              callback(error);
            },
          );
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const actualPort = (server.server.address() as AddressInfo).port;

  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    refused,
    get onData() {
      return state.onData;
    },
    set onData(handler) {
      state.onData = handler;
    },
    waitFor(count) {
      return new Promise<void>((resolve) => {
        waiters.push({ count, resolve });
        notify();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (taken from the OS, then released), for "the mail server is down". */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A promise with its resolve function, to hold a message in DATA until the test releases it. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open: () => void = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

// ---------------------------------------------------------------------------------------------
// A small MIME reader: enough for what nodemailer writes (multipart/alternative, 7bit,
// quoted-printable or base64 parts, RFC 2047 encoded words in headers).

function parseMail(raw: string, session: SMTPServerSession): ReceivedMail {
  const envelope = session.envelope;
  const part = parsePart(raw);
  const header = (name: string): string => part.headers.get(name) ?? '';
  return {
    envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
    envelopeTo: envelope.rcptTo.map((r) => r.address),
    headers: part.headers,
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    messageId: header('message-id'),
    text: part.bodies.get('text/plain') ?? '',
    html: part.bodies.get('text/html') ?? '',
  };
}

interface Part {
  headers: Map<string, string>;
  /** Decoded bodies by content type, from this part and its children. */
  bodies: Map<string, string>;
}

function parsePart(raw: string): Part {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const bodies = new Map<string, string>();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1] ?? '';
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      for (const [k, v] of parsePart(section.replace(/^\r\n/, '')).bodies) bodies.set(k, v);
    }
  } else {
    bodies.set(type, decodeBody(body, (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()));
  }
  return { headers, bodies };
}

/** The body as the sender wrote it: transfer encoding undone, CRLF line ends back to LF. */
function decodeBody(body: string, encoding: string): string {
  const trimmed = body.replace(/\r\n$/, '');
  const decoded =
    encoding === 'base64'
      ? Buffer.from(trimmed.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(trimmed.replace(/=\r\n/g, ''))
        : trimmed;
  return decoded.replace(/\r\n/g, '\n');
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value[i] === '=' ? value.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(value[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  // Whitespace between two encoded words belongs to neither (RFC 2047 section 6.2).
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
