/**
 * The web's history: React Router's own browser (or, in tests, memory) history, rendered by its
 * declarative router, plus what its data router would add and the web needs: blocking a navigation
 * while an editor has unsaved edits (Back and Forward too). The declarative router is about 12 KB
 * (gzip) lighter in every visitor's first load than the data router (createBrowserRouter), which
 * carries loaders, actions, fetchers and revalidation the web does not use.
 *
 * Blocking works as the data router's does: a push or replace that a blocker refuses does not happen
 * until `proceed`; a Back or Forward it refuses (the address has already changed when the browser
 * tells) is undone with `go(-delta)`, and `proceed` goes there again.
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import {
  NavigationType,
  parsePath,
  type Location,
  type To,
  type UNSAFE_createBrowserHistory,
} from 'react-router';

type BaseHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Update = Parameters<Parameters<BaseHistory['listen']>[0]>[0];

/** What a blocker is asked: where the app is, where it would go, and how. */
export interface BlockerArgs {
  readonly currentLocation: Location;
  readonly nextLocation: Pick<Location, 'pathname' | 'search' | 'hash'>;
  readonly historyAction: Update['action'];
}
export type BlockerFunction = (args: BlockerArgs) => boolean;

/** A blocker's state: `blocked` holds the navigation until `proceed` (go on) or `reset` (stay). */
export type Blocker =
  | { readonly state: 'unblocked'; readonly proceed?: undefined; readonly reset?: undefined }
  | { readonly state: 'blocked'; readonly proceed: () => void; readonly reset: () => void };

const UNBLOCKED: Blocker = { state: 'unblocked' };

interface Registered {
  shouldBlock: BlockerFunction;
  setState: (blocker: Blocker) => void;
}

/** A history whose navigations registered blockers may hold (see the module's comment). */
export type AppHistory = BaseHistory & {
  /** Registers a blocker; the returned function removes it. */
  block(shouldBlock: BlockerFunction, setState: (blocker: Blocker) => void): () => void;
};

export function withBlocking(history: BaseHistory): AppHistory {
  const blockers = new Set<Registered>();
  /** A POP the blocking itself caused (undoing a refused Back, or proceeding with it): not asked again. */
  let passing: 'undo' | 'proceed' | undefined;

  /** The first blocker that refuses the navigation, if any. */
  const refusing = (args: BlockerArgs): Registered | undefined => {
    for (const blocker of blockers) if (blocker.shouldBlock(args)) return blocker;
    return undefined;
  };

  const hold = (blocker: Registered, go: () => void): void => {
    blocker.setState({
      state: 'blocked',
      proceed: () => {
        blocker.setState(UNBLOCKED);
        go();
      },
      reset: () => blocker.setState(UNBLOCKED),
    });
  };

  const guarded =
    (method: 'push' | 'replace') =>
    (to: To, state?: unknown): void => {
      const next = typeof to === 'string' ? parsePath(to) : to;
      const blocker = refusing({
        currentLocation: history.location,
        nextLocation: {
          pathname: next.pathname ?? history.location.pathname,
          search: next.search ?? '',
          hash: next.hash ?? '',
        },
        historyAction: method === 'push' ? NavigationType.Push : NavigationType.Replace,
      });
      if (blocker) hold(blocker, () => history[method](to, state));
      else history[method](to, state);
    };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: guarded('push'),
    replace: guarded('replace'),
    listen(listener) {
      let before = history.location;
      return history.listen((update) => {
        if (update.action === NavigationType.Pop && passing === 'undo') {
          passing = undefined;
          return;
        }
        if (update.action === NavigationType.Pop && passing !== 'proceed' && update.delta) {
          const delta = update.delta;
          // history.location is already the next one: the blocker is asked with the one the app shows.
          const blocker = refusing({
            currentLocation: before,
            nextLocation: update.location,
            historyAction: NavigationType.Pop,
          });
          if (blocker) {
            passing = 'undo';
            history.go(-delta);
            hold(blocker, () => {
              passing = 'proceed';
              history.go(delta);
            });
            return;
          }
        }
        if (passing === 'proceed') passing = undefined;
        before = update.location;
        listener(update);
      });
    },
    block(shouldBlock, setState) {
      const entry = { shouldBlock, setState };
      blockers.add(entry);
      return () => {
        blockers.delete(entry);
      };
    },
  };
}

/** The app's history (main.tsx, or a test's memory history): what blockers register with. */
export const HistoryContext = createContext<AppHistory | null>(null);

/**
 * React Router's useBlocker for this history: while `shouldBlock` answers true for a navigation, the
 * navigation waits in the returned blocker until `proceed` or `reset`.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const history = useContext(HistoryContext);
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  }, [shouldBlock]);
  useEffect(() => history?.block((args) => latest.current(args), setBlocker), [history]);
  return blocker;
}
