import { vi } from 'vitest';

/**
 * A phone-sized screen for the test: every media query the web asks answers false (jsdom has no
 * matchMedia, where the web counts the screen as wide). The setup takes the stub back after each test.
 */
export function stubNarrowScreen(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
