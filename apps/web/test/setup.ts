import { File as NodeFile } from 'node:buffer';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { applyLocale } from '../src/lib/locale.ts';
import { beacons } from './beacons.ts';
import { server } from './msw-server.ts';

// The test files of a worker share one module graph (isolate: false in vite.config.ts): this file runs
// before each of them, and after each test puts back what a test may have changed outside the DOM
// (stubbed globals, object URLs, the language on screen), so that no file sees another's.

// findBy*/waitFor poll until this timeout; the default 1 s is too short on a loaded 2-core CI machine
// (assertions are unchanged, only how long they may take to become true).
configure({ asyncUtilTimeout: 5000 });

// Node 24's fetch (undici 7) builds the parts of `request.formData()` with the global File and then
// checks them against its own; under jsdom the global is jsdom's File, so every MSW handler reading an
// upload would throw. Parsing runs with Node's File; the parts are Node Files (name, type and bytes as sent).
const kPatched = Symbol.for('showroom.test.formData');
for (const Body of [Request, Response] as unknown as { prototype: Record<symbol, unknown> & Body }[]) {
  if (Body.prototype[kPatched]) continue;
  Body.prototype[kPatched] = true;
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

/** jsdom has no object URLs: tests that need them assign stubs, taken back after each test. */
const objectUrls = (['createObjectURL', 'revokeObjectURL'] as const).map(
  (name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const,
);

afterEach(async () => {
  cleanup();
  // A lazy module a test began to load and did not wait for: loaded before the next file runs, as the
  // module graph is shared (one whose load ends after its file's end fails, and stays failed).
  await vi.dynamicImportSettled();
  vi.unstubAllGlobals();
  for (const [name, descriptor] of objectUrls) {
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else delete (URL as unknown as Record<string, unknown>)[name];
  }
  await applyLocale('en');
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
