import { EDITOR_TEXTS } from '@showroom/contract';
import { useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  type Blocker,
  type BlockerFunction,
} from 'react-router';
import { ConfirmDialog } from '../../components/dialog/dialog.tsx';

export interface UnsavedGuard {
  /** The question while a navigation waits for the person's answer, else null. */
  readonly dialog: ReactNode;
  /** Lets the next navigation pass unasked (the one that follows a successful save). */
  readonly allowNextNavigation: () => void;
}

/**
 * Guards unsaved edits while `dirty`: an in-app navigation to another address (a step link, the
 * header, the footer, the user menu, Back) waits for the styled question, whose Stay keeps everything
 * in place and whose Leave drops the edits (`discard`) and goes on; leaving or reloading the page asks through the browser
 * (beforeunload, whose text the browser chooses).
 */
export function useUnsavedGuard(dirty: boolean, discard?: () => void): UnsavedGuard {
  const allowed = useRef(false);
  const blocker = useNavigationBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirty &&
        !allowed.current &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [dirty],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowNextNavigation = useCallback(() => {
    allowed.current = true;
  }, []);

  const dialog =
    blocker.state === 'blocked' ? (
      <ConfirmDialog
        title={EDITOR_TEXTS.unsavedTitle}
        message={EDITOR_TEXTS.unsavedMessage}
        cancelLabel={EDITOR_TEXTS.stay}
        confirmLabel={EDITOR_TEXTS.leave}
        danger
        onCancel={() => blocker.reset()}
        onConfirm={() => {
          // The edits are gone at once, not only when the step unmounts: a quick way back to it
          // (before the next step rendered) must not find them.
          discard?.();
          blocker.proceed();
        }}
      />
    ) : null;

  return { dialog, allowNextNavigation };
}

const IDLE: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

/**
 * React Router's useBlocker, as the router's own blocker API (getBlocker, deleteBlocker, the blockers
 * in its state) used from here. Why not the hook itself: react-router lives in the shell's chunk, and
 * importing useBlocker from this lazy chunk would put its code into every visitor's first load (about
 * 150 bytes gzip, over the budget); the router's context costs only its name in the shell's exports.
 * No basename here (the web is served at the root), so the paths need no stripping.
 */
function useNavigationBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useContext(DataRouterContext)?.router;
  const key = `unsaved-${useId()}`;
  const [blocker, setBlocker] = useState<Blocker>(IDLE);
  useEffect(() => {
    if (!router) return;
    const unsubscribe = router.subscribe((state) => setBlocker(state.blockers.get(key) ?? IDLE));
    return () => {
      unsubscribe();
      router.deleteBlocker(key);
    };
  }, [router, key]);
  // Only navigations away from where the guard stands: after Leave, the router is at the next address
  // while this step may stay mounted until that page's code has loaded, and a click meanwhile (back
  // to this step, say) is not leaving it.
  const home = useRef(router?.state.location.pathname);
  useEffect(() => {
    router?.getBlocker(key, (args) => args.currentLocation.pathname === home.current && shouldBlock(args));
  }, [router, key, shouldBlock]);
  return blocker;
}
