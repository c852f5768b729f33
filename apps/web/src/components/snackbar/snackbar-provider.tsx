import {
  SHELL_TEXTS,
  SNACKBAR_ANIMATION_MS,
  SNACKBAR_FAILURE_MS,
  SNACKBAR_SUCCESS_MS,
} from '@showroom/contract';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { SnackbarContext, type SnackbarApi, type SnackbarInput } from './snackbar-context.ts';
import styles from './snackbar.module.css';

interface Shown {
  readonly id: number;
  readonly text: string;
  readonly type: SnackbarInput['type'];
  readonly durationMs: number;
  readonly leaving: boolean;
}

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The message area at the bottom of every page. One message at a time; a new one replaces the current.
 * Success messages stay 4000 ms, failures 8000 ms, then slide out in 200 ms. Hovering or focusing the
 * message holds it, so nobody loses a text they are still reading.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const nextId = useRef(1);
  const [held, setHeld] = useState(false);

  const show = useCallback((message: SnackbarInput) => {
    const durationMs =
      message.durationMs ?? (message.type === 'success' ? SNACKBAR_SUCCESS_MS : SNACKBAR_FAILURE_MS);
    setShown({ id: nextId.current++, text: message.text, type: message.type, durationMs, leaving: false });
  }, []);

  const dismiss = useCallback(() => {
    setShown((current) => (current && !current.leaving ? { ...current, leaving: true } : current));
  }, []);

  // Display time, then the slide-out.
  useEffect(() => {
    if (!shown || shown.leaving || held) return;
    const timer = window.setTimeout(dismiss, shown.durationMs);
    return () => window.clearTimeout(timer);
  }, [shown, held, dismiss]);

  useEffect(() => {
    if (!shown?.leaving) return;
    const timer = window.setTimeout(
      () => setShown((current) => (current?.id === shown.id ? null : current)),
      prefersReducedMotion() ? 0 : SNACKBAR_ANIMATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [shown]);

  const api = useMemo<SnackbarApi>(() => ({ show, dismiss }), [show, dismiss]);

  const message = shown ? (
    <div
      key={shown.id}
      className={`${styles.snackbar} ${shown.type === 'success' ? styles.success : styles.failure} ${shown.leaving ? styles.leaving : ''}`}
      style={{ '--snackbar-duration': `${SNACKBAR_ANIMATION_MS}ms` } as CSSProperties}
      data-type={shown.type}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {/* The icons are drawn by CSS (snackbar.module.css), not shipped as JavaScript. */}
      <span className={styles.icon} aria-hidden="true" />
      <p className={styles.text}>{shown.text}</p>
      <button
        type="button"
        className={styles.close}
        onClick={dismiss}
        aria-label={SHELL_TEXTS.closeMessage}
      />
    </div>
  ) : null;

  return (
    <SnackbarContext value={api}>
      {children}
      {/* Both live regions exist before any message, so screen readers announce what appears in them. */}
      <div className={styles.area}>
        <div role="status" aria-live="polite" aria-atomic="true" className={styles.region}>
          {shown?.type === 'success' ? message : null}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="true" className={styles.region}>
          {shown?.type === 'failure' ? message : null}
        </div>
      </div>
    </SnackbarContext>
  );
}
