import { useCallback, useState } from 'react';

/**
 * Fields the person has changed at least once (Angular's "dirty"): unlike react-hook-form's
 * dirtyFields, a field emptied back to its default stays changed, so its "can not be empty" error
 * shows instead of a silently disabled Save button.
 */
export function useChangedFields<K extends string>() {
  const [changed, setChanged] = useState<ReadonlySet<K>>(() => new Set());
  const markChanged = useCallback((name: K) => {
    setChanged((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
  }, []);
  return { changed, markChanged };
}
