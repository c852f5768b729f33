// Texts the API keeps in English (a check's reasons and details) said in the language on screen: each
// kept text is recognised by its English template (a function's text around its values). Used by
// check-texts.ts (checkReasonText) and check-details.ts (checkDetailText).

/** A text: fixed, or a function of its values. */
export type KeptTemplate = string | ((...values: string[]) => string);

export interface KeptShape {
  readonly key: string;
  readonly exact?: string;
  readonly pattern?: RegExp;
  /** What each value must look like for the text to be this one (phrases that would take any value). */
  readonly values?: RegExp;
}

const MARK = '\u0000';
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A recogniser per text: its English, or a pattern with a group per value (each as short as it can be,
 * but the last, which takes the rest). Exact texts first, so that no template takes one of them.
 */
export function keptShapes(
  english: Record<string, KeptTemplate>,
  values: Record<string, RegExp> = {},
): KeptShape[] {
  const exact: KeptShape[] = [];
  const patterns: KeptShape[] = [];
  for (const [key, text] of Object.entries(english)) {
    if (typeof text === 'string') {
      exact.push({ key, exact: text });
      continue;
    }
    const parts = text(...Array.from({ length: text.length }, () => MARK)).split(MARK);
    const groups = parts.map((part, i) =>
      i === 0 ? escape(part) : `${i === parts.length - 1 ? '(.+)' : '(.+?)'}${escape(part)}`,
    );
    const shape = values[key];
    patterns.push({
      key,
      pattern: new RegExp(`^${groups.join('')}$`, 's'),
      ...(shape ? { values: shape } : {}),
    });
  }
  return [...exact, ...patterns];
}

/**
 * `text` in the language on screen (`translated`: the same keys) by the first shape that knows it, each
 * value through `value`; undefined when none does.
 */
export function translateKept(
  text: string,
  known: readonly KeptShape[],
  translated: Record<string, KeptTemplate>,
  value: (text: string) => string = (v) => v,
): string | undefined {
  for (const { key, exact, pattern, values } of known) {
    const target = translated[key] as KeptTemplate;
    if (exact !== undefined) {
      if (text === exact) return target as string;
      continue;
    }
    const m = pattern?.exec(text);
    if (!m) continue;
    const found = m.slice(1);
    if (values && !found.every((v) => values.test(v))) continue;
    return (target as (...args: string[]) => string)(...found.map(value));
  }
  return undefined;
}
