import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server.ts';

// findBy*/waitFor poll until this timeout; the default 1 s is too short on a loaded 2-core CI machine
// (assertions are unchanged, only how long they may take to become true).
configure({ asyncUtilTimeout: 5000 });

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
