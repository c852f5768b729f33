/**
 * The fast lane: the front door's answers written straight on the connection, before node:http reads it.
 *
 * node:http makes an IncomingMessage and a ServerResponse for every request, and serialises and checks
 * the headers again: for an answer that is ready bytes, that is most of its cost (on one core node:http
 * alone reaches 0.6-0.8x of nginx serving a file; the product must reach 0.9x). Here a connection is read
 * by this module first. A request it reads in full, in the strict shape a browser sends, and that the
 * door has an answer for (FrontDoor.rawAnswer: the same status, headers and bytes node:http would write)
 * is answered with one write. A request in that shape the door has no answer for (the first after the
 * catalogue changed, a signed-in user's, a search the door does not keep) goes to node:http on the
 * connection's inner side (InnerConnection), and the lane reads on once node:http has answered it: a
 * change to the catalogue costs each connection one trip through Fastify, not the lane for good.
 * Anything else -- another method, HTTP/1.0, a partial or oversized head, a header out of the strict
 * grammar or given twice, a body, `Connection: close`, an upgrade -- hands the connection, from that
 * request on, to node:http, which reads the bytes as if it had had them from the start: its parser, its
 * limits and timeouts, Fastify. Such a connection never comes back from node:http.
 *
 * What node:http does for a connection this lane keeps (it never sees it): the keep-alive timeout (idle
 * connections are closed after `keepAliveTimeout`), back pressure (a client that does not read its answers
 * is not read from until it does), and closing: `closeIdle()` ends every connection the lane holds
 * (between requests by construction: each is answered when read) once what was written has gone out.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Duplex } from 'node:stream';
import { DOOR_REQUEST_HEADERS, type DoorRequest, type RawAnswer } from './front-door.ts';

/** What the lane needs of the front door. */
export interface LaneDoor {
  readonly enabled: boolean;
  rawAnswer(req: DoorRequest, trailer: string): RawAnswer | undefined;
}

export interface FastLane {
  /** Connections the lane does not read from until their client reads what was written (back pressure). */
  readonly waiting: number;
  /** Requests the lane answered itself. */
  readonly answered: number;
  /** Requests the door had no answer for, given to node:http on the connection's inner side. */
  readonly forwarded: number;
  /** Ends every connection the lane holds: the server is closing. */
  closeIdle(): void;
}

/** A request head longer than this goes to node:http (its own limit is 16 KB, with a 431). */
const MAX_HEAD = 8 * 1024;
const MAX_URL = 2048;
const MAX_HEADERS = 64;

const CR = 13;
const LF = 10;
const SP = 32;
const HT = 9;
const COLON = 58;
const SLASH = 47;

/** RFC 9110 tchar: the characters of a header name. */
const TCHAR = new Uint8Array(256);
for (const c of "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") {
  TCHAR[c.charCodeAt(0)] = 1;
}
/** A request target: visible ASCII, no space (node:http's strict parser allows no more). */
const URLCHAR = new Uint8Array(256);
for (let c = 0x21; c <= 0x7e; c++) URLCHAR[c] = 1;
/** A header value: HTAB, SP, visible ASCII and obs-text; no other control character. */
const VALUECHAR = new Uint8Array(256);
VALUECHAR[HT] = 1;
for (let c = 0x20; c <= 0xff; c++) if (c !== 0x7f) VALUECHAR[c] = 1;

/** " HTTP/1.1\r\n" */
const VERSION = Buffer.from(' HTTP/1.1\r\n', 'latin1');

export interface LaneRequest extends DoorRequest {
  readonly method: 'GET';
  readonly url: string;
}

/**
 * The headers read: the door's (its answer's key and freshness, the request id) and what sends a request
 * on to node:http. Others are checked for their grammar and not kept: they change nothing in an answer
 * the door gives, and node:http gets the request's bytes as they came when one does.
 */
const READ_HEADERS = [...DOOR_REQUEST_HEADERS, 'host', 'connection', 'upgrade', 'expect'];
/** A name's hash, computed over its bytes with ASCII letters lower-cased, as the reader computes it. */
const nameHash = (lowerCase: string): number => {
  let hash = 0;
  for (let i = 0; i < lowerCase.length; i++) hash = (Math.imul(hash, 31) + lowerCase.charCodeAt(i)) | 0;
  return hash;
};
const READ_BY_HASH = new Map(READ_HEADERS.map((name) => [nameHash(name), name]));
if (READ_BY_HASH.size !== READ_HEADERS.length) throw new Error('Two read headers share a hash');

/**
 * Reads one request head at `start`: a GET in HTTP/1.1 with a well-formed, complete head, each read
 * header once, a Host, no body and nothing that changes the connection. Returns the request and where
 * the next begins, or undefined when node:http must read it (including a head that is not complete yet).
 */
export function readRequest(
  buf: Buffer,
  start: number,
  socket: DoorRequest['socket'],
): { req: LaneRequest; end: number } | undefined {
  const limit = Math.min(buf.length, start + MAX_HEAD);
  // "GET "
  if (buf[start] !== 0x47 || buf[start + 1] !== 0x45 || buf[start + 2] !== 0x54 || buf[start + 3] !== SP) {
    return undefined;
  }
  let p = start + 4;
  const urlStart = p;
  while (p < limit && URLCHAR[buf[p] as number] === 1) p++;
  if (buf[urlStart] !== SLASH || p - urlStart > MAX_URL) return undefined;
  const urlEnd = p;
  if (p + VERSION.length > limit || buf.compare(VERSION, 0, VERSION.length, p, p + VERSION.length) !== 0) {
    return undefined;
  }
  p += VERSION.length;
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  let count = 0;
  for (;;) {
    if (p + 1 >= limit) return undefined;
    if (buf[p] === CR) {
      if (buf[p + 1] !== LF) return undefined;
      p += 2;
      break;
    }
    const nameStart = p;
    let hash = 0;
    for (let c = buf[p] as number; p < limit && TCHAR[c] === 1; c = buf[++p] as number) {
      // ASCII letters lower-cased; the other tchars (digits, '-', ...) are unchanged by the same OR.
      hash = (Math.imul(hash, 31) + (c >= 0x41 && c <= 0x5a ? c | 0x20 : c)) | 0;
    }
    if (p === nameStart || p >= limit || buf[p] !== COLON) return undefined;
    const nameEnd = p;
    p++;
    while (p < limit && (buf[p] === SP || buf[p] === HT)) p++;
    const valueStart = p;
    while (p < limit && VALUECHAR[buf[p] as number] === 1) p++;
    if (p + 1 >= limit || buf[p] !== CR || buf[p + 1] !== LF) return undefined;
    let valueEnd = p;
    while (valueEnd > valueStart && (buf[valueEnd - 1] === SP || buf[valueEnd - 1] === HT)) valueEnd--;
    p += 2;
    if (++count > MAX_HEADERS) return undefined;
    const known = READ_BY_HASH.get(hash);
    if (known === undefined) continue;
    const name = buf.toString('latin1', nameStart, nameEnd).toLowerCase();
    // A hash shared with a header the lane does not read: that header is not kept either.
    if (name !== known) continue;
    if (headers[name] !== undefined) return undefined;
    headers[name] = buf.toString('latin1', valueStart, valueEnd);
  }
  const connection = headers.connection;
  if (
    headers.host === undefined ||
    headers.upgrade !== undefined ||
    headers.expect !== undefined ||
    (connection !== undefined && connection.toLowerCase() !== 'keep-alive')
  ) {
    return undefined;
  }
  return { req: { method: 'GET', url: buf.toString('latin1', urlStart, urlEnd), headers, socket }, end: p };
}

/**
 * Answers up to this size are copied, whole, into one buffer: one write, and no allocation. The buffer is
 * used again for the next answer when the system call took every byte (the connection keeps no reference
 * to them then); when it did not, the connection holds on to the bytes until they have gone, and the next
 * answer gets a new buffer. (A new buffer per answer, or per so many answers cut from a larger slab, costs
 * page faults and garbage collection that halved the lane's rate for answers of 10 KB.)
 */
const COPY_LIMIT = 64 * 1024;
let scratch = Buffer.allocUnsafeSlow(COPY_LIMIT);

/** Writes an answer with one system call; false when the connection buffers more than its high-water mark. */
function writeAnswer(socket: Socket, answer: RawAnswer): boolean {
  const { head, lines, body } = answer;
  const size = head.length + lines.length + (body?.length ?? 0);
  if (size <= COPY_LIMIT) {
    const bytes = scratch.subarray(0, size);
    head.copy(bytes, 0);
    const written = bytes.write(lines, head.length, 'latin1');
    body?.copy(bytes, head.length + written);
    const flowing = socket.write(bytes);
    // Not all written at once: the connection's pending write or its buffer refers to these bytes.
    if (socket.writableLength !== 0) scratch = Buffer.allocUnsafeSlow(COPY_LIMIT);
    return flowing;
  }
  // Larger bodies are not copied: the parts go out together (writev) when uncorked.
  socket.cork();
  socket.write(head);
  let flowing = socket.write(lines, 'latin1');
  if (body) flowing = socket.write(body);
  socket.uncork();
  return flowing;
}

/** The Date header node:http writes, made again when the second changes. */
let dateSecond = -1;
let dateLine = '';
function dateHeader(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateLine = `Date: ${new Date(now).toUTCString()}\r\n`;
  }
  return dateLine;
}

/**
 * node:http's side of a lane connection, for a request the door has no answer for: node:http reads that
 * request's bytes from here and writes its answer through here onto the client's connection, as on a
 * connection of its own (its parser, limits, Fastify). The client's connection stays with the lane, which
 * reads the next request once the answer has gone out. Made at the first such request, kept for the next.
 */
class InnerConnection extends Duplex {
  /** The client's connection is gone or went to node:http for good: nothing goes through any more. */
  detached = false;
  constructor(
    private readonly outer: Socket,
    /** Called when node:http has written its whole answer to a request (the response's 'finish'). */
    readonly answered: () => void,
  ) {
    super({ allowHalfOpen: true });
  }

  // What node:http and Fastify read of a connection: the client's (request.ip, the rate limits, the logs).
  get remoteAddress(): string | undefined {
    return this.outer.remoteAddress;
  }
  get remotePort(): number | undefined {
    return this.outer.remotePort;
  }
  get remoteFamily(): string | undefined {
    return this.outer.remoteFamily;
  }
  get localAddress(): string | undefined {
    return this.outer.localAddress;
  }
  get localPort(): number | undefined {
    return this.outer.localPort;
  }
  // The lane keeps the client's connection's timeouts and options; node:http's calls change nothing here.
  setTimeout(): this {
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (this.detached || this.outer.write(chunk)) callback();
    else this.outer.once('drain', () => callback());
  }

  override _writev(
    chunks: { chunk: Buffer; encoding: BufferEncoding }[],
    callback: (error?: Error | null) => void,
  ): void {
    if (this.detached) return callback();
    this.outer.cork();
    let flowing = true;
    for (const { chunk } of chunks) flowing = this.outer.write(chunk);
    this.outer.uncork();
    if (flowing) callback();
    else this.outer.once('drain', () => callback());
  }

  /** node:http ends its side (an answer with `Connection: close`, or the client ended its side): so is the client's. */
  override _final(callback: (error?: Error | null) => void): void {
    if (!this.detached) this.outer.end();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (!this.detached) {
      if (error) this.outer.destroy();
      else this.outer.end();
    }
    callback(error);
  }
}

/** The request's own headers that mean a body follows its head: such a connection goes to node:http for good. */
const hasBody = (req: LaneRequest): boolean =>
  req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;

/**
 * Puts the lane in front of node:http on `server` (as it comes from createServer, before it listens):
 * its connection listener is called for the connections the lane hands over, and for each connection's
 * node:http side (InnerConnection).
 */
export function openFastLane(server: Server, door: () => LaneDoor | undefined): FastLane {
  const listeners = server.listeners('connection');
  const [nodeListener] = listeners;
  if (listeners.length !== 1 || typeof nodeListener !== 'function') {
    throw new Error('The fast lane goes in front of a node:http server with its one connection listener');
  }
  server.removeListener('connection', nodeListener as (socket: Socket) => void);
  const held = new Set<Socket>();
  const busy = new Set<Socket>();
  let waiting = 0;
  let answered = 0;
  let forwarded = 0;
  let closing = false;

  // Before Fastify's listener: a request node:http read from a lane connection's inner side says when its
  // answer has gone, so that the lane reads the connection again.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.socket instanceof InnerConnection) res.once('finish', req.socket.answered);
  });

  server.on('connection', (socket: Socket) => {
    if (!door()?.enabled) {
      nodeListener.call(server, socket);
      return;
    }
    held.add(socket);
    /** What the lane has read and not answered yet (the client did not read ours, or node:http answers one). */
    let pending: Buffer | undefined;
    let isWaiting = false;
    let inner: InnerConnection | undefined;

    const onData = (chunk: Buffer): void => {
      if (isWaiting || busy.has(socket)) {
        pending = pending ? Buffer.concat([pending, chunk]) : chunk;
        return;
      }
      pump(chunk);
    };
    const onTimeout = (): void => void socket.destroy();
    const onEnd = (): void => {
      // A request node:http is answering is answered first: node:http ends its side, and so the client's.
      if (inner && busy.has(socket)) inner.push(null);
      else socket.end();
    };
    const onError = (): void => void socket.destroy();
    const detach = (): void => {
      if (!inner) return;
      inner.detached = true;
      inner.destroy();
      inner = undefined;
    };
    const onClose = (): void => {
      held.delete(socket);
      busy.delete(socket);
      if (isWaiting) waiting--;
      isWaiting = false;
      detach();
    };
    /** Reads again what arrived while the lane was not reading. */
    const resume = (): void => {
      const rest = pending;
      pending = undefined;
      socket.resume();
      if (rest) pump(rest);
    };
    const onDrain = (): void => {
      waiting--;
      isWaiting = false;
      resume();
    };
    /** node:http has written its answer to the request it was given. */
    const onInnerAnswered = (): void => {
      if (!busy.delete(socket)) return;
      // After node:http's own bookkeeping for the answer (its 'finish' listener came first).
      process.nextTick(() => {
        if (socket.destroyed || !socket.writable || !inner) return;
        if (closing) {
          socket.end(() => socket.destroy());
          return;
        }
        socket.setTimeout(server.keepAliveTimeout);
        resume();
      });
    };

    const handOff = (rest: Buffer | undefined): void => {
      held.delete(socket);
      detach();
      socket.off('data', onData);
      socket.off('timeout', onTimeout);
      socket.off('end', onEnd);
      socket.off('error', onError);
      socket.off('close', onClose);
      socket.off('drain', onDrain);
      socket.setTimeout(0);
      nodeListener.call(server, socket);
      // node:http now reads the connection; what the lane read of it and did not answer comes first.
      if (rest && rest.length > 0) socket.emit('data', rest);
    };

    /** Gives one complete request without a body to node:http, and reads no more until it has answered. */
    const forward = (request: Buffer): void => {
      if (!inner) {
        inner = new InnerConnection(socket, onInnerAnswered);
        nodeListener.call(server, inner);
      }
      forwarded++;
      busy.add(socket);
      // Its answer may take longer than the keep-alive timeout; node:http's own timeouts hold meanwhile.
      socket.setTimeout(0);
      socket.pause();
      inner.push(request);
    };

    const pump = (buf: Buffer): void => {
      const lane = door();
      // The Date and the connection's headers, as node:http writes them after the route's.
      const keepAlive = Math.floor(server.keepAliveTimeout / 1000);
      const trailer = `${dateHeader()}Connection: keep-alive\r\n${keepAlive > 0 ? `Keep-Alive: timeout=${keepAlive}\r\n` : ''}`;
      let pos = 0;
      while (pos < buf.length) {
        const read = lane?.enabled ? readRequest(buf, pos, socket) : undefined;
        if (!read || hasBody(read.req)) {
          handOff(buf.subarray(pos));
          return;
        }
        const answer = lane?.rawAnswer(read.req, trailer);
        if (!answer) {
          // A request the door has no answer for (yet): node:http answers it, then the lane reads on.
          if (read.end < buf.length) pending = buf.subarray(read.end);
          forward(buf.subarray(pos, read.end));
          return;
        }
        pos = read.end;
        answered++;
        if (!writeAnswer(socket, answer)) {
          // Read no more until the client has taken what was written.
          if (pos < buf.length) pending = buf.subarray(pos);
          socket.pause();
          waiting++;
          isWaiting = true;
          socket.once('drain', onDrain);
          return;
        }
      }
    };

    socket.on('data', onData);
    socket.on('timeout', onTimeout);
    socket.on('end', onEnd);
    socket.on('error', onError);
    socket.on('close', onClose);
    socket.setTimeout(server.keepAliveTimeout);
  });

  return {
    get waiting() {
      return waiting;
    },
    get answered() {
      return answered;
    },
    get forwarded() {
      return forwarded;
    },
    closeIdle() {
      closing = true;
      // What was written goes out; then the connection is gone, whether or not the client closes its side.
      // One node:http is answering is ended once that answer has gone.
      for (const socket of held) if (!busy.has(socket)) socket.end(() => socket.destroy());
    },
  };
}
