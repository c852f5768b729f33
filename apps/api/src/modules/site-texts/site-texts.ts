import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  LOCALES,
  resolveSiteText,
  SITE_TEXT_MAX,
  SITE_TEXT_NAMES,
  siteTextSchema,
  SiteTextSyntaxError,
  type Locale,
  type SiteTextName,
} from '@showroom/contract';
import { siteTextFile, type Env } from '../../env.ts';
import { strongEtag } from '../../lib/http-cache.ts';

/** A site text's answer, serialised once: the JSON bytes and their ETag. */
export interface PreparedSiteText {
  readonly body: Buffer;
  readonly etag: string;
}

/** Every site text in every language (a language without its own file has the English one). */
export type SiteTexts = Readonly<Record<Locale, Readonly<Record<SiteTextName, PreparedSiteText>>>>;

/** A site text the API cannot serve; the message names the file and, for a marker, the line. */
export class SiteTextError extends Error {
  override readonly name = 'SiteTextError';
}

function readText(dir: string, file: string): string {
  try {
    // Editors on Windows may start a UTF-8 file with a byte order mark; it is not part of the text.
    return readFileSync(path.join(dir, file), 'utf8').replace(/^\uFEFF/, '');
  } catch (err) {
    throw new SiteTextError(`CONTENT_DIR: ${file} in ${dir} could not be read`, { cause: err });
  }
}

/**
 * The file of a site text in a language: `<name>.md` for English, `<lang>/<name>.md` beside it for
 * another language, or the English file when the operator gave none in that language.
 */
export function siteTextPath(dir: string, file: string, locale: Locale): string {
  if (locale === 'en') return file;
  const own = path.join(locale, file);
  return statSync(path.join(dir, own), { throwIfNoEntry: false })?.isFile() ? own : file;
}

/**
 * Reads every site text from CONTENT_DIR once (env.ts has checked that the English files exist), in
 * every language, resolves its conditional blocks for this installation and serialises the answer.
 * Throws a SiteTextError, so a text that cannot be served stops the start instead of failing a visitor.
 */
export function loadSiteTexts(env: Pick<Env, 'contentDir' | 'tracking'>): SiteTexts {
  const load = (locale: Locale) =>
    Object.fromEntries(
      SITE_TEXT_NAMES.map((name): [SiteTextName, PreparedSiteText] => {
        const file = siteTextPath(env.contentDir, siteTextFile(name), locale);
        const raw = readText(env.contentDir, file);
        let markdown: string;
        try {
          markdown = resolveSiteText(raw, { TRACKING_ENABLED: env.tracking.enabled });
        } catch (err) {
          if (err instanceof SiteTextSyntaxError) {
            throw new SiteTextError(`CONTENT_DIR: ${file} ${err.message}`, { cause: err });
          }
          throw err;
        }
        if (markdown.length > SITE_TEXT_MAX) {
          throw new SiteTextError(`CONTENT_DIR: ${file} is longer than ${SITE_TEXT_MAX} characters`);
        }
        const body = Buffer.from(JSON.stringify(siteTextSchema.parse({ markdown })));
        return [name, { body, etag: strongEtag(body) }];
      }),
    ) as Record<SiteTextName, PreparedSiteText>;
  return Object.fromEntries(LOCALES.map((locale) => [locale, load(locale)])) as unknown as SiteTexts;
}
