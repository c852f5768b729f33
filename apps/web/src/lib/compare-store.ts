import { COMPARE_MAX } from '@showroom/contract';
import { useSyncExternalStore } from 'react';

/** An app chosen for Compare: its id, and its name for the tray. */
export interface CompareItem {
  readonly id: number;
  readonly name: string;
}

/** Where the choice is kept: it survives navigation and reloads, and other tabs see it (no cookie). */
export const COMPARE_STORAGE_KEY = 'showroom.compare';

const listeners = new Set<() => void>();
/** The stored text and its items, so that readers get the same array while the text is the same. */
let text: string | null = null;
let items: readonly CompareItem[] = [];

const isItem = (v: Partial<CompareItem> | null): v is CompareItem =>
  Number.isSafeInteger(v?.id) && v!.id! > 0 && typeof v?.name === 'string';

/** The apps chosen, in the order they were chosen; nothing from a damaged or foreign value. */
export function compareItems(): readonly CompareItem[] {
  let stored: string | null;
  try {
    stored = localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    return items; // Storage blocked (privacy settings): the choice lasts as long as this page.
  }
  if (stored !== text) {
    text = stored;
    try {
      const value: unknown = JSON.parse(stored ?? '[]');
      items = (Array.isArray(value) ? (value as (Partial<CompareItem> | null)[]) : [])
        .filter(isItem)
        .slice(0, COMPARE_MAX);
    } catch {
      items = [];
    }
  }
  return items;
}

/** Replaces the choice (at most COMPARE_MAX apps) and tells every reader. */
export function setCompare(next: readonly CompareItem[]): void {
  items = next.slice(0, COMPARE_MAX);
  try {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(items));
    text = localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    // Storage blocked or full: kept in this page only.
  }
  for (const listener of listeners) listener();
}

/**
 * Adds the app, or removes it when it is chosen already. Returns false (and changes nothing) when
 * COMPARE_MAX apps are chosen already and this is not one of them.
 */
export function toggleCompare({ id, name }: CompareItem): boolean {
  const now = compareItems();
  if (now.some((i) => i.id === id)) setCompare(now.filter((i) => i.id !== id));
  else if (now.length < COMPARE_MAX) setCompare([...now, { id, name }]);
  else return false;
  return true;
}

export const removeFromCompare = (id: number): void => setCompare(compareItems().filter((i) => i.id !== id));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the choice.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COMPARE_STORAGE_KEY) listener();
  };
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}

/** The apps chosen for Compare, kept in step with every change (this tab's and other tabs'). */
export const useCompareItems = (): readonly CompareItem[] => useSyncExternalStore(subscribe, compareItems);
