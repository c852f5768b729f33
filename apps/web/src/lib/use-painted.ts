import { useEffect, useState } from 'react';

/**
 * False on a component's first render, true once the browser has painted it: a frame callback runs
 * just before the paint, and a task queued from it just after. For work the first paint does not
 * need (a below-the-fold renderer, a revalidating call), so that it neither delays nor competes with
 * what the page shows first.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
