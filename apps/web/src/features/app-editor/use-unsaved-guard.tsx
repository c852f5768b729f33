import { EDITOR_TEXTS } from '@showroom/contract';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog.tsx';

export interface UnsavedGuard {
  /** The question while a navigation waits for the person's answer, else null. */
  readonly dialog: ReactNode;
  /** Lets the next navigation pass unasked (the one that follows a successful save). */
  readonly allowNextNavigation: () => void;
}

/**
 * Guards unsaved edits while `dirty`: an in-app navigation to another address (a step link, the
 * header, the footer, the user menu, Back) waits for the styled question, whose Stay keeps everything
 * in place and whose Leave goes on; leaving or reloading the page asks through the browser
 * (beforeunload, whose text the browser chooses).
 */
export function useUnsavedGuard(dirty: boolean): UnsavedGuard {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
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
        onConfirm={() => blocker.proceed()}
      />
    ) : null;

  return { dialog, allowNextNavigation };
}
