import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { clientView } from '../src/lib/client-view.ts';
import { FrontDoor, type PublicScope } from '../src/lib/front-door.ts';

// The front door's memory: images within MEDIA_CACHE_MB, the least recently used dropped first, and
// expiry by time. Driven with node:http's own request and response objects (no server needed).

function request(url: string, headers: Record<string, string> = {}): IncomingMessage {
  const req = new IncomingMessage(new Socket());
  req.method = 'GET';
  req.url = url;
  req.headers = headers;
  return req;
}

/** Whether the door answers the address (into a response that goes nowhere). */
function answers(door: FrontDoor, url: string): boolean {
  const req = request(url);
  // Without a socket the response keeps what is written: nothing goes anywhere.
  const res = new ServerResponse(req);
  return door.handle(req, res);
}

function makeDoor(options: { mediaCacheBytes: number; now?: () => number }): FrontDoor {
  const door = new FrontDoor({
    https: false,
    client: clientView(false),
    mediaCacheBytes: options.mediaCacheBytes,
    requestId: () => 'test-1',
    requestIdHeader: 'x-request-id',
    observe: () => {},
    log: pino({ level: 'silent' }),
    isListening: () => true,
    ...(options.now ? { now: options.now } : {}),
  });
  door.enabled = true;
  return door;
}

function keep(door: FrontDoor, url: string, scope: PublicScope, bytes: number): void {
  door.keep(request(url), door.epoch, scope, {
    address: url,
    status: 200,
    headers: [
      ['content-type', 'image/webp'],
      ['etag', `"${url}"`],
    ],
    payload: Buffer.alloc(bytes),
    route: '/api/media/:file',
  });
}

const KB = 1024;

describe('the front door holds', () => {
  it('images within MEDIA_CACHE_MB, the least recently used dropped first', () => {
    const door = makeDoor({ mediaCacheBytes: 1000 * KB });
    keep(door, '/api/media/a.webp', 'media', 400 * KB);
    keep(door, '/api/media/b.webp', 'media', 400 * KB);
    expect(answers(door, '/api/media/a.webp')).toBe(true); // a is now the most recently used
    keep(door, '/api/media/c.webp', 'media', 400 * KB);
    expect(door.size.mediaBytes).toBeLessThanOrEqual(1000 * KB);
    expect(door.size.media).toBe(2);
    expect(answers(door, '/api/media/b.webp')).toBe(false);
    expect(answers(door, '/api/media/a.webp')).toBe(true);
    expect(answers(door, '/api/media/c.webp')).toBe(true);
  });

  it('no image larger than the bound, and none with MEDIA_CACHE_MB=0', () => {
    const small = makeDoor({ mediaCacheBytes: 100 * KB });
    keep(small, '/api/media/big.webp', 'media', 200 * KB);
    expect(small.size.media).toBe(0);
    const none = makeDoor({ mediaCacheBytes: 0 });
    keep(none, '/api/media/tiny.webp', 'media', 1);
    expect(none.size.media).toBe(0);
    expect(answers(none, '/api/media/tiny.webp')).toBe(false);
  });

  it('catalogue answers for an hour at most, pages made from index.html until it changes', () => {
    let now = 1_000_000;
    const door = makeDoor({ mediaCacheBytes: 0, now: () => now });
    keep(door, '/api/apps?q=x', 'catalogue', 10);
    keep(door, '/apps', 'page', 10);
    keep(door, '/appdetails/1', 'catalogue-page', 10);
    now += 60 * 60 * 1000 - 1;
    expect(answers(door, '/api/apps?q=x')).toBe(true);
    expect(answers(door, '/appdetails/1')).toBe(true);
    now += 1;
    expect(answers(door, '/api/apps?q=x')).toBe(false);
    expect(answers(door, '/appdetails/1')).toBe(false);
    // A page of index.html alone stays while index.html does: no gap every second in which every
    // connection that asks goes on to Fastify.
    now += 24 * 60 * 60 * 1000;
    expect(answers(door, '/apps')).toBe(true);
    keep(door, '/appdetails/2', 'catalogue-page', 10);
    door.pagesChanged();
    expect(answers(door, '/apps')).toBe(false);
    expect(answers(door, '/appdetails/2')).toBe(false);
    expect(door.size.entries).toBe(0);
  });

  it('nothing of the catalogue made before a change, and images and fixed texts across it', () => {
    const door = makeDoor({ mediaCacheBytes: 1000 * KB });
    const before = door.epoch;
    keep(door, '/api/apps', 'catalogue', 10);
    keep(door, '/config/config.json', 'fixed', 10);
    keep(door, '/api/media/a.webp', 'media', 10);
    door.catalogueChanged();
    // An answer whose request started before the change is not kept.
    door.keep(request('/api/apps?sort=name'), before, 'catalogue', {
      address: '/api/apps?sort=name',
      status: 200,
      headers: [],
      payload: Buffer.alloc(1),
      route: '/api/apps',
    });
    expect(answers(door, '/api/apps')).toBe(false);
    expect(answers(door, '/api/apps?sort=name')).toBe(false);
    expect(answers(door, '/config/config.json')).toBe(true);
    expect(answers(door, '/api/media/a.webp')).toBe(true);
  });
});

describe('answers to queries', () => {
  it('are kept apart, within their own bounds: no number of searches pushes out an app’s page', () => {
    const door = makeDoor({ mediaCacheBytes: 0 });
    keep(door, '/appdetails/1', 'catalogue-page', 10);
    keep(door, '/api/apps/1', 'catalogue', 10);
    for (let i = 0; i < 1500; i++) keep(door, `/api/apps?q=search${i}`, 'catalogue', 10);
    expect(door.size.queries).toBe(1000);
    expect(door.size.entries).toBe(1002);
    expect(answers(door, '/appdetails/1')).toBe(true);
    expect(answers(door, '/api/apps/1')).toBe(true);
    // The oldest searches went first.
    expect(answers(door, '/api/apps?q=search0')).toBe(false);
    expect(answers(door, '/api/apps?q=search1499')).toBe(true);
  });

  it('keep one in use over one-off ones (a second chance)', () => {
    const door = makeDoor({ mediaCacheBytes: 0 });
    keep(door, '/api/apps?sort=name&limit=24', 'catalogue', 10);
    for (let i = 0; i < 3000; i++) {
      keep(door, `/api/apps?q=once${i}`, 'catalogue', 10);
      if (i % 500 === 0) expect(answers(door, '/api/apps?sort=name&limit=24'), `after ${i}`).toBe(true);
    }
    expect(answers(door, '/api/apps?sort=name&limit=24')).toBe(true);
    expect(door.size.queries).toBe(1000);
  });
});
