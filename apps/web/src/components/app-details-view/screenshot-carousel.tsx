import { APP_DETAILS_TEXTS, CAROUSEL_VISIBLE_IMAGES, type Screenshot } from '@showroom/contract';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { usePainted } from '../../lib/use-painted.ts';
import { openScreenshotLabel } from './labels.ts';
import styles from './screenshot-carousel.module.css';
import { useMediaQuery } from './use-media-query.ts';

/**
 * The full-screen view opens only on a click: a chunk of its own, fetched once the carousel is on
 * screen, so that an app's page does not load it before its first render.
 */
const loadDialog = () => import('./screenshot-dialog.tsx');
const ScreenshotDialog = lazy(async () => ({ default: (await loadDialog()).ScreenshotDialog }));

/** Below this width one screenshot shows at a time (three at once are for wide screens). */
const NARROW_QUERY = '(max-width: 719px)';
/** A horizontal movement this long (px) is a swipe, not a sloppy click. */
const SWIPE_MIN_PX = 40;

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);

/**
 * The screenshot carousel: three at once on wide screens, one on narrow ones; the arrows appear only
 * when there are more than fit (more than three on wide screens); swiping moves it a page; arrow keys
 * move between thumbnails (and the page with them); every thumbnail is a button that opens the image
 * full screen in a modal dialog, which Escape closes.
 */
export function ScreenshotCarousel({
  screenshots,
  appName,
}: {
  screenshots: readonly Screenshot[];
  appName: string;
}) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const perView = narrow ? 1 : CAROUSEL_VISIBLE_IMAGES;
  const count = screenshots.length;
  const maxStart = Math.max(0, count - perView);
  const [startState, setStartState] = useState(0);
  const start = clamp(startState, 0, maxStart);
  const paged = count > perView;

  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const opener = useRef<number | null>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const statusId = useId();
  const painted = usePainted();

  useEffect(() => {
    if (painted) void loadDialog().catch(() => undefined);
  }, [painted]);

  const goTo = useCallback((next: number) => setStartState(clamp(next, 0, maxStart)), [maxStart]);

  /** Focus a thumbnail, first scrolling the window so it is visible (hidden ones are inert). */
  const focusThumb = (index: number): void => {
    const target = clamp(index, 0, count - 1);
    if (target < start || target >= start + perView) {
      const nextStart = target < start ? target : target - perView + 1;
      flushSync(() => setStartState(clamp(nextStart, 0, maxStart)));
    }
    thumbs.current[target]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const current = thumbs.current.findIndex((el) => el === document.activeElement);
    if (current < 0) return;
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusThumb(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointer.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>): void => {
    const from = pointer.current;
    pointer.current = null;
    if (!from || !paged) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
    swiped.current = true;
    goTo(dx < 0 ? start + perView : start - perView);
  };

  // The click that ends a swipe must not also open the screenshot under the finger.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>): void => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const open = (index: number): void => {
    opener.current = index;
    setOpenIndex(index);
  };

  const close = useCallback(() => setOpenIndex(null), []);

  // Back to the thumbnail that opened the full-screen view.
  useEffect(() => {
    if (openIndex !== null || opener.current === null) return;
    thumbs.current[opener.current]?.focus();
    opener.current = null;
  }, [openIndex]);

  if (count === 0) return null;

  const trackStyle = { '--per-view': perView, '--start': start } as CSSProperties;
  const last = Math.min(start + perView, count);

  return (
    <div className={styles.carousel}>
      {/* eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- event delegation: the arrow keys come from the focused thumbnail buttons inside, and swiping is a pointer shortcut for the arrow buttons */}
      <div
        className={styles.viewport}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (pointer.current = null)}
        onClickCapture={onClickCapture}
      >
        <ul className={styles.track} style={trackStyle} aria-describedby={paged ? statusId : undefined}>
          {screenshots.map((shot, i) => {
            const visible = i >= start && i < start + perView;
            // Screenshots beyond the first view (the browser fetches lazy images near it too) wait
            // until that view is on screen, so that they do not compete with its first screenshot.
            const deferred = i >= perView && !painted;
            return (
              <li
                key={shot.id}
                className={styles.slide}
                inert={!visible}
                aria-hidden={visible ? undefined : true}
              >
                <button
                  type="button"
                  className={styles.thumb}
                  ref={(el) => {
                    thumbs.current[i] = el;
                  }}
                  aria-label={openScreenshotLabel(i + 1, count)}
                  onClick={() => open(i)}
                >
                  <img
                    className={styles.image}
                    src={deferred ? undefined : (shot.thumbUrl ?? shot.url)}
                    srcSet={
                      !deferred && shot.thumbUrl ? `${shot.thumbUrl} 480w, ${shot.url} 1600w` : undefined
                    }
                    sizes={`(max-width: 719px) 100vw, ${Math.round(100 / CAROUSEL_VISIBLE_IMAGES)}vw`}
                    alt=""
                    width={480}
                    height={300}
                    loading={i < perView ? 'eager' : 'lazy'}
                    // The first screenshot is the page's largest image on a phone (the server's page
                    // preloads it at this priority): the browser fetches it before other images.
                    fetchPriority={i === 0 ? 'high' : undefined}
                    decoding="async"
                    draggable={false}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      </div>

      {paged ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={APP_DETAILS_TEXTS.previousScreenshots}
            disabled={start === 0}
            onClick={() => goTo(start - perView)}
          >
            <Chevron direction="left" />
          </button>
          <p id={statusId} className={styles.position} aria-live="polite">
            {APP_DETAILS_TEXTS.screenshotPosition(
              start + 1 === last ? `${last}` : `${start + 1}–${last}`,
              count,
            )}
          </p>
          <button
            type="button"
            className={styles.arrow}
            aria-label={APP_DETAILS_TEXTS.nextScreenshots}
            disabled={start >= maxStart}
            onClick={() => goTo(start + perView)}
          >
            <Chevron direction="right" />
          </button>
        </div>
      ) : null}

      {openIndex !== null ? (
        <Suspense fallback={null}>
          <ScreenshotDialog
            screenshots={screenshots}
            index={openIndex}
            appName={appName}
            onIndexChange={setOpenIndex}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4.5L7 10l5.5 5.5' : 'M7.5 4.5L13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
