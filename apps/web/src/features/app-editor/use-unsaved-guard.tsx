import { EDITOR_TEXTS } from '@showroom/contract';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../components/dialog/dialog.tsx';
import { useBlocker, type BlockerFunction } from '../../lib/navigation.ts';

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
  // Only navigations away from where the guard stands: after Leave, the app is at the next address
  // while this step may stay mounted until that page's code has loaded, and a click meanwhile (back
  // to this step, say) is not leaving it.
  const home = useRef(useLocation().pathname);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirty &&
        !allowed.current &&
        currentLocation.pathname === home.current &&
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
