import type { ComponentType, JSX } from 'react';

/** A component whose code loads on first use, and that can be asked to load before (`preload`). */
export interface LazyComponent<P extends object> {
  (props: P): JSX.Element;
  preload(): Promise<void>;
}

/**
 * React.lazy with a `preload`: main.tsx loads the first address's page before React renders, so the
 * first render does not suspend (the server's first view of an app page stays on screen until React
 * commits the same view), and a page loaded once renders at once ever after. While it loads, the
 * nearest Suspense boundary waits (a navigation, being a transition, keeps the page before on screen).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = (props: P): JSX.Element => {
    // As React.lazy does: the pending load is thrown to the nearest Suspense boundary, which renders
    // again once it settles. (Not use(): a render suspended by use() inside a test's act() that is not
    // awaited never resumes.)
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React's Suspense protocol, as React.lazy
    if (!Loaded) throw preload();
    return <Loaded {...props} />;
  };
  return Object.assign(Lazy, { preload });
}
