/**
 * The server's open connections and the last answer each one was asked for, so that a close answers
 * every request node:http has read: Node's `server.close()` stops accepting and closes the idle
 * connections, and a busy one (a request being answered, or pipelined requests queued behind it) is
 * closed after its last answer, not before, and not left open for the keep-alive timeout.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

const kLastAnswer = Symbol('showroom.lastAnswer');
type Tracked = Socket & { [kLastAnswer]?: ServerResponse };

export class Connections {
  readonly #open = new Set<Tracked>();

  /** Follows the server's connections (before it listens). */
  track(server: Server): void {
    server.on('connection', (socket: Tracked) => {
      this.#open.add(socket);
      socket.once('close', () => this.#open.delete(socket));
    });
  }

  /** Every request, as node:http hands it over: its answer is now its connection's last. */
  requested(req: IncomingMessage, res: ServerResponse): void {
    (req.socket as Tracked)[kLastAnswer] = res;
  }

  /**
   * The server is closing: each busy connection is closed once its last answer has gone. An answer not
   * begun yet says `Connection: close` (node:http then closes after it); one already written but queued
   * or still going out ends the connection when it is finished. Earlier answers go out first, in order.
   */
  closeAfterLastAnswers(): void {
    for (const socket of this.#open) {
      const last = socket[kLastAnswer];
      if (last === undefined || last.writableFinished) continue;
      if (!last.headersSent) last.setHeader('connection', 'close');
      else last.once('finish', () => socket.end());
    }
  }
}
