import { connect, type AddressInfo, type Socket } from 'node:net';
import type { App } from '../../src/lib/fastify.ts';

/** An HTTP/1.1 answer as it came on the connection. */
export interface RawAnswer {
  head: string;
  status: number;
  headers: Map<string, string>;
  /** Header names in the order they were sent. */
  names: string[];
  body: Buffer;
}

/**
 * One connection to a listening app that reads HTTP/1.1 answers (with Content-Length, or none for a
 * 304) as they arrive: for what a browser, wrk or a proxy does on one connection (keep-alive,
 * pipelining, half-close) and `inject` cannot show.
 */
export class RawClient {
  readonly socket: Socket;
  #buf = Buffer.alloc(0);
  readonly answers: RawAnswer[] = [];
  closed = false;
  /** When the connection closed (performance.now()). */
  closedAt = 0;
  #waiters: (() => void)[] = [];

  constructor(app: App) {
    const { port } = app.server.address() as AddressInfo;
    this.socket = connect({ host: '127.0.0.1', port });
    this.socket.on('data', (chunk: Buffer) => {
      this.#buf = Buffer.concat([this.#buf, chunk]);
      this.#parse();
      this.#wake();
    });
    this.socket.on('close', () => {
      this.closed = true;
      this.closedAt = performance.now();
      this.#wake();
    });
    this.socket.on('error', () => {});
  }

  #wake(): void {
    for (const w of this.#waiters.splice(0)) w();
  }

  #parse(): void {
    for (;;) {
      const end = this.#buf.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = this.#buf.toString('latin1', 0, end);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map<string, string>();
      const names: string[] = [];
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).toLowerCase();
        names.push(name);
        headers.set(name, line.slice(colon + 1).trim());
      }
      const length = Number(headers.get('content-length') ?? 0);
      if (this.#buf.length < end + 4 + length) return;
      const body = this.#buf.subarray(end + 4, end + 4 + length);
      this.answers.push({ head, status: Number(statusLine.split(' ')[1]), headers, names, body });
      this.#buf = this.#buf.subarray(end + 4 + length);
    }
  }

  send(bytes: string | Buffer): void {
    this.socket.write(bytes);
  }

  /** Waits until `n` answers arrived in all, or the connection closed. */
  async until(n: number): Promise<RawAnswer[]> {
    while (this.answers.length < n && !this.closed) {
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
    return this.answers;
  }

  async closedByServer(): Promise<void> {
    while (!this.closed) await new Promise<void>((resolve) => this.#waiters.push(resolve));
  }

  end(): void {
    this.socket.destroy();
  }
}

/** A GET as a browser's API call sends it, with `extra` header lines (each ending in CRLF). */
export const rawGet = (url: string, extra = ''): string =>
  `GET ${url} HTTP/1.1\r\nHost: localhost\r\nAccept: application/json\r\nUser-Agent: raw-test\r\n${extra}\r\n`;

/** Answers of one exchange on a fresh connection: send the bytes, read `n` answers or until closed. */
export async function exchange(app: App, bytes: string | Buffer, n: number): Promise<RawAnswer[]> {
  const client = new RawClient(app);
  client.send(bytes);
  try {
    return [...(await client.until(n))];
  } finally {
    client.end();
  }
}
