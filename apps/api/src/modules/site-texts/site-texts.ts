import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  resolveSiteText,
  SITE_TEXT_MAX,
  SITE_TEXT_NAMES,
  siteTextSchema,
  SiteTextSyntaxError,
  type SiteTextName,
} from '@showroom/contract';
import { siteTextFile, type Env } from '../../env.ts';
import { strongEtag } from '../../lib/http-cache.ts';

/** A site text's answer, serialised once: the JSON bytes and their ETag. */
export interface PreparedSiteText {
  readonly body: Buffer;
  readonly etag: string;
}

export type SiteTexts = Readonly<Record<SiteTextName, PreparedSiteText>>;

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
 * Reads every site text from CONTENT_DIR once (env.ts has checked that the files exist), resolves its
 * conditional blocks for this installation and serialises the answer. Throws a SiteTextError, so a
 * text that cannot be served stops the start instead of failing a visitor.
 */
export function loadSiteTexts(env: Pick<Env, 'contentDir' | 'tracking'>): SiteTexts {
  const entries = SITE_TEXT_NAMES.map((name): [SiteTextName, PreparedSiteText] => {
    const file = siteTextFile(name);
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
  });
  return Object.fromEntries(entries) as Record<SiteTextName, PreparedSiteText>;
}
