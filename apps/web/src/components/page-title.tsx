import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { documentTitle } from '../lib/route-handle.ts';

type SetOverride = (title: string | undefined) => void;
const TitleOverrideContext = createContext<SetOverride | null>(null);

/**
 * Keeps document.title in step with the route's title, unless a page publishes its own
 * (e.g. an app's name once it has loaded) with `usePageTitle`.
 */
export function DocumentTitle({
  routeTitle,
  children,
}: {
  routeTitle: string | undefined;
  children: ReactNode;
}) {
  const [override, setOverride] = useState<string | undefined>(undefined);
  const title = documentTitle(override ?? routeTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <TitleOverrideContext value={setOverride}>{children}</TitleOverrideContext>;
}

/** Lets a page replace its route's title while it is shown. */
export function usePageTitle(title: string | undefined): void {
  const setOverride = use(TitleOverrideContext);
  useEffect(() => {
    if (!setOverride) return;
    setOverride(title);
    return () => setOverride(undefined);
  }, [setOverride, title]);
}
