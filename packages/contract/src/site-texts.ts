/**
 * The operator's texts (imprint, privacy policy): Markdown files in the API's CONTENT_DIR, one per
 * name, served by GET /site-texts/:name and rendered by the web without raw HTML. The repository's
 * content/ folder holds the defaults; content/README.md tells an operator how to edit them.
 */
import { z } from 'zod';
import { LOCALES } from './i18n/locale.ts';
import { SITE_TEXT_NAMES } from './site-texts-core.ts';

export {
  getSiteTextRoute,
  SITE_TEXT_NAMES,
  SITE_TEXT_UI_TEXTS,
  type SiteTextName,
} from './site-texts-core.ts';

/** Generous for a legal text; the API refuses to start with a longer file. */
export const SITE_TEXT_MAX = 100_000;

export const siteTextParamsSchema = z.strictObject({
  name: z.enum(SITE_TEXT_NAMES, { error: `The text must be one of ${SITE_TEXT_NAMES.join(', ')}.` }),
});
export type SiteTextParams = z.infer<typeof siteTextParamsSchema>;

/**
 * `?lang=de`: the text in that language (CONTENT_DIR/de/<name>.md), English (CONTENT_DIR/<name>.md)
 * when the operator gave none for it; no parameter is English.
 */
export const siteTextQuerySchema = z.strictObject({
  lang: z.enum(LOCALES, { error: `The language must be one of ${LOCALES.join(', ')}.` }).optional(),
});
export type SiteTextQuery = z.infer<typeof siteTextQuerySchema>;

export const siteTextSchema = z.strictObject({
  /** The text as Markdown, its conditional blocks already resolved for this installation. */
  markdown: z.string().max(SITE_TEXT_MAX),
});
export type SiteText = z.infer<typeof siteTextSchema>;

// ---------------------------------------------------------------------------------------------
// Conditional blocks

/**
 * Settings a text may depend on, named as the API's environment variables an operator sets. A block
 *
 *     ::: if TRACKING_ENABLED
 *     shown when TRACKING_ENABLED=true
 *     ::: else
 *     shown otherwise (the else part is optional)
 *     :::
 *
 * keeps one of its parts and drops the marker lines. Blocks do not nest.
 */
export const SITE_TEXT_CONDITIONS = ['TRACKING_ENABLED'] as const;
export type SiteTextCondition = (typeof SITE_TEXT_CONDITIONS)[number];
export type SiteTextConditions = Readonly<Record<SiteTextCondition, boolean>>;

const isCondition = (word: string | undefined): word is SiteTextCondition =>
  (SITE_TEXT_CONDITIONS as readonly string[]).includes(word ?? '');

/** A marker line the text cannot be resolved with; `line` counts from 1. */
export class SiteTextSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
    this.name = 'SiteTextSyntaxError';
  }
}

const MARKER = /^\s*:::(.*)$/;

/** The text with every conditional block replaced by the part that applies. Throws SiteTextSyntaxError. */
export function resolveSiteText(markdown: string, conditions: SiteTextConditions): string {
  const kept: string[] = [];
  let block: { condition: SiteTextCondition; line: number; inElse: boolean } | undefined;
  const lines = markdown.split(/\r?\n/);
  lines.forEach((text, index) => {
    const line = index + 1;
    const marker = MARKER.exec(text);
    if (!marker) {
      if (!block || conditions[block.condition] !== block.inElse) kept.push(text);
      return;
    }
    const words = (marker[1] ?? '').trim().split(/\s+/).filter(Boolean);
    const [word, condition] = words;
    if (word === 'if' && words.length === 2) {
      if (block) throw new SiteTextSyntaxError(line, `"::: if" inside the block of line ${block.line}`);
      if (!isCondition(condition)) {
        throw new SiteTextSyntaxError(
          line,
          `unknown condition "${condition}"; a block can depend on ${SITE_TEXT_CONDITIONS.join(', ')}`,
        );
      }
      block = { condition, line, inElse: false };
    } else if (word === 'else' && words.length === 1) {
      if (!block || block.inElse) throw new SiteTextSyntaxError(line, '"::: else" without its "::: if"');
      block.inElse = true;
    } else if (words.length === 0) {
      if (!block) throw new SiteTextSyntaxError(line, '":::" without its "::: if"');
      block = undefined;
    } else {
      throw new SiteTextSyntaxError(
        line,
        `"${text.trim()}" is not a marker; use "::: if ${SITE_TEXT_CONDITIONS[0]}", "::: else" or ":::"`,
      );
    }
  });
  if (block) throw new SiteTextSyntaxError(block.line, '"::: if" without its closing ":::"');
  return kept.join('\n');
}
