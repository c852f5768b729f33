import { File as NodeFile } from 'node:buffer';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server.ts';

// findBy*/waitFor poll until this timeout; the default 1 s is too short on a loaded 2-core CI machine
// (assertions are unchanged, only how long they may take to become true).
configure({ asyncUtilTimeout: 5000 });

// Node 24's fetch (undici 7) builds the parts of `request.formData()` with the global File and then
// checks them against its own; under jsdom the global is jsdom's File, so every MSW handler reading an
// upload would throw. Parsing runs with Node's File; the parts are Node Files (name, type and bytes as sent).
for (const Body of [Request, Response]) {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the instance as `this`
  const formData = Body.prototype.formData;
  Body.prototype.formData = async function (this: Request | Response) {
    const jsdomFile = globalThis.File;
    globalThis.File = NodeFile as unknown as typeof File;
    try {
      return await formData.call(this);
    } finally {
      globalThis.File = jsdomFile;
    }
  };
}

/**
 * What the page sent with navigator.sendBeacon (the statistics' counts; jsdom has no sendBeacon):
 * URL and body, for tests to read; emptied after each test.
 */
export const beacons: { url: string; body: string }[] = [];
navigator.sendBeacon = (url: string | URL, body?: BodyInit | null): boolean => {
  beacons.push({ url: String(url), body: typeof body === 'string' ? body : '' });
  return true;
};

/** Requests no handler answered: the test that made them fails (MSW alone would only log them). */
const unhandled: string[] = [];

beforeAll(() => {
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
  // jsdom has no layout: React Router's scroll restoration would only log "not implemented".
  window.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  beacons.length = 0;
  server.resetHandlers();
  window.sessionStorage.clear();
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.title = '';
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`Unhandled requests (add an MSW handler): ${missed.join(', ')}`);
});

afterAll(() => server.close());
