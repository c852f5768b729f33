import { APP_DETAILS_TEXTS as T, type Screenshot } from '@showroom/contract';
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { screenshotLabel } from './labels.ts';
import styles from './screenshot-dialog.module.css';

/**
 * One screenshot full screen, in a native modal `<dialog>` (focus trapped, the page inert, Escape
 * closes). The arrow keys and buttons page through all screenshots; a click beside the image closes.
 */
export function ScreenshotDialog({
  screenshots,
  index,
  appName,
  onIndexChange,
  onClose,
}: {
  screenshots: readonly Screenshot[];
  index: number;
  appName: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const count = screenshots.length;
  const shot = screenshots[index];

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  const go = (next: number): void => onIndexChange((next + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'Escape') onClose();
    else return;
    event.preventDefault();
  };

  // Escape's `cancel` would close the dialog behind React's back; let the state close it instead.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>): void => {
    event.preventDefault();
    onClose();
  };

  const onBackdropClick = (event: MouseEvent<HTMLElement>): void => {
    if (event.target === event.currentTarget) onClose();
  };

  if (!shot) return null;
  const title = screenshotLabel(index + 1, count);

  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- event delegation for the dialog's keys and its backdrop; Escape and the Close button are the keyboard ways out
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onClose}
      onClick={onBackdropClick}
    >
      <div className={styles.bar}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {/* eslint-disable-next-line jsx-a11y-x/no-autofocus -- a modal dialog moves focus into itself when it opens (WAI-ARIA dialog pattern) */}
        <button type="button" className={styles.close} aria-label={T.close} autoFocus onClick={onClose}>
          <svg width="22" height="22" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions -- a click beside the image closes, as on the backdrop; keyboard users have Escape and the Close button */}
      <figure className={styles.stage} onClick={onBackdropClick}>
        <img
          key={shot.id}
          className={styles.image}
          src={shot.url}
          alt={`${appName}, ${title.toLowerCase()}`}
        />
      </figure>
      {count > 1 ? (
        <div className={styles.nav}>
          <button
            type="button"
            className={styles.navButton}
            aria-label={T.previousScreenshot}
            onClick={() => go(index - 1)}
          >
            <svg width="24" height="24" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path
                d="M12.5 4.5L7 10l5.5 5.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <button
            type="button"
            className={styles.navButton}
            aria-label={T.nextScreenshot}
            onClick={() => go(index + 1)}
          >
            <svg width="24" height="24" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path
                d="M7.5 4.5L13 10l-5.5 5.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
