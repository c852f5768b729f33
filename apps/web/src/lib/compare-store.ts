import { COMPARE_MAX } from '@showroom/contract';
import { useSyncExternalStore } from 'react';

/** An app chosen for Compare: its id, and its name for the tray. */
export interface CompareItem {
  readonly id: number;
  readonly name: string;
}

/** Where the choice is kept: it survives navigation and reloads, and other tabs see it (no cookie). */
export const COMPARE_STORAGE_KEY = 'showroom.compare';

const EMPTY: readonly CompareItem[] = [];
const listeners = new Set<() => void>();
/** The parsed list, kept while the stored text is the same, so readers get the same array each time. */
let cached: { text: string | null; items: readonly CompareItem[] } = { text: null, items: EMPTY };

function readText(): string | null {
  try {
    return localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    return null; // Storage blocked (privacy settings): nothing is kept, Compare still works on the page.
  }
}

function parse(text: string | null): readonly CompareItem[] {
  if (!text) return EMPTY;
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return EMPTY;
    const items = value
      .filter(
        (v): v is CompareItem =>
          typeof v === 'object' &&
          v !== null &&
          Number.isSafeInteger((v as CompareItem).id) &&
          (v as CompareItem).id > 0 &&
          typeof (v as CompareItem).name === 'string',
      )
      .filter((v, i, all) => all.findIndex((w) => w.id === v.id) === i)
      .slice(0, COMPARE_MAX);
    return items.length === 0 ? EMPTY : items;
  } catch {
    return EMPTY;
  }
}

/** The apps chosen, in the order they were chosen. */
export function compareItems(): readonly CompareItem[] {
  const text = readText();
  if (text !== cached.text) cached = { text, items: parse(text) };
  return cached.items;
}

function write(items: readonly CompareItem[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(COMPARE_STORAGE_KEY);
    else localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage blocked or full: the choice lasts as long as this page.
    cached = { text: cached.text, items };
  }
  for (const listener of listeners) listener();
}

/**
 * Adds the app, or removes it when it is chosen already. Returns false (and changes nothing) when
 * COMPARE_MAX apps are chosen already and this is not one of them.
 */
export function toggleCompare(item: CompareItem): boolean {
  const items = compareItems();
  if (items.some((i) => i.id === item.id)) {
    write(items.filter((i) => i.id !== item.id));
    return true;
  }
  if (items.length >= COMPARE_MAX) return false;
  write([...items, { id: item.id, name: item.name }]);
  return true;
}

export function removeFromCompare(id: number): void {
  write(compareItems().filter((i) => i.id !== id));
}

/** Replaces the choice (the compare page keeps the tray in step with its address). */
export function setCompare(items: readonly CompareItem[]): void {
  write(items.slice(0, COMPARE_MAX));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the choice.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COMPARE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The apps chosen for Compare, kept in step with every change (this tab's and other tabs'). */
export const useCompareItems = (): readonly CompareItem[] =>
  useSyncExternalStore(subscribe, compareItems, () => EMPTY);
