import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'showroom.scroll';
/** The scroll position of each history entry (its location's key), kept across reloads in the tab. */
let positions: Record<string, number> | undefined;

function load(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
}

/**
 * What React Router's data router does with its ScrollRestoration: a new page starts at its top (or
 * at the element its #hash names), Back and Forward return to where the page was left, and so does a
 * reload.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(load()));
      } catch {
        // Storage blocked or full: Back still restores within this page.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // The entry whose position a scroll changes: switched in the same layout effect that scrolls the new
  // page, so the scroll that effect causes is never written to the page left behind.
  const current = useRef(location.key);
  useEffect(() => {
    const remember = () => {
      load()[current.current] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const saved = load()[location.key];
    if (action === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (action !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [location.key, location.hash, action]);

  return null;
}
