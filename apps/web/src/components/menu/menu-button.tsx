import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './menu-button.module.css';

export interface MenuButtonItem {
  readonly key: string;
  readonly label: string;
  /** A link item navigates in the app; otherwise `onSelect` runs. */
  readonly to?: string;
  readonly onSelect?: () => void;
  /**
   * Shown but not actionable: it stays focusable with aria-disabled, as the WAI-ARIA menu pattern
   * advises, so people learn the entry exists; selecting it does nothing.
   */
  readonly disabled?: boolean;
}

interface MenuButtonProps {
  /** The menu's label, and the button's accessible name unless `buttonLabel` is given. */
  readonly label: string;
  /**
   * The button's accessible name when it shows text of its own: WCAG 2.5.3 (label in name) wants the
   * visible text inside the name, so that speech users can say what they see.
   */
  readonly buttonLabel?: string;
  /** What the button shows (for example the user's initials). */
  readonly children: ReactNode;
  /** Content above the items that is not itself a menu item (for example the user's e-mail). */
  readonly header?: ReactNode;
  readonly items: readonly MenuButtonItem[];
  readonly buttonClassName?: string;
}

/**
 * A WAI-ARIA menu button: Enter, Space or ArrowDown open it on the first item (ArrowUp on the last);
 * arrows, Home and End move; Escape closes and returns focus to the button; Tab and a click outside close it.
 */
export function MenuButton({
  label,
  buttonLabel,
  children,
  header,
  items,
  buttonClassName,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');
  const id = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const openAt = (where: 'first' | 'last'): void => {
    setInitialFocus(where);
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    const target = initialFocus === 'first' ? itemRefs.current[0] : itemRefs.current[items.length - 1];
    target?.focus();
  }, [open, initialFocus, items.length]);

  // A pointer press anywhere outside closes the menu without stealing focus from what was pressed.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent): void => {
      if (!containerRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open, close]);

  const focusItem = (index: number): void => {
    const count = items.length;
    if (count === 0) return;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case ' ': {
        // Space activates a link item, as Enter does.
        const el = itemRefs.current[current];
        if (el instanceof HTMLAnchorElement) {
          event.preventDefault();
          el.click();
        }
        break;
      }
      default:
        break;
    }
  };

  const menuId = `${id}-menu`;
  const buttonId = `${id}-button`;

  return (
    <div className={styles.container} ref={containerRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={buttonClassName}
        aria-label={buttonLabel ?? label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open ? (
        <ul id={menuId} role="menu" aria-label={label} className={styles.popover} onKeyDown={onMenuKeyDown}>
          {header ? (
            // Inside the menu, so the menu's text includes it; presentational, so it is no item.
            <li role="none" className={styles.header}>
              {header}
            </li>
          ) : null}
          {items.map((item, index) => {
            const ref = (el: HTMLElement | null): void => {
              itemRefs.current[index] = el;
            };
            return (
              <li key={item.key} role="none">
                {item.disabled ? (
                  <button
                    ref={ref}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    aria-disabled="true"
                    className={`${styles.item} ${styles.disabled}`}
                  >
                    {item.label}
                  </button>
                ) : item.to !== undefined ? (
                  <Link
                    ref={ref}
                    role="menuitem"
                    tabIndex={-1}
                    to={item.to}
                    className={styles.item}
                    onClick={() => {
                      item.onSelect?.();
                      close(false);
                    }}
                  >
                    {item.label}
                  </Link>
                ) : (
                  <button
                    ref={ref}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={styles.item}
                    onClick={() => {
                      close(true);
                      item.onSelect?.();
                    }}
                  >
                    {item.label}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
