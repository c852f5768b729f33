import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';
import type { ProcessedImage } from './media-processing.ts';

export interface StoredMedia {
  sha256: string;
  contentType: string;
  ext: string;
  width: number;
  height: number;
  size: number;
  bytes: Buffer;
  createdAt: Date;
}

/**
 * Stores an image under the hash of its bytes. The same bytes uploaded twice (or by two vendors)
 * are one row; a conflict means the row already holds exactly these bytes, so nothing is updated.
 */
export async function saveMedia(db: DbOrTx, image: ProcessedImage): Promise<string> {
  await db
    .insert(media)
    .values({
      sha256: image.sha256,
      contentType: image.contentType,
      ext: image.ext,
      width: image.width,
      height: image.height,
      size: image.size,
      bytes: image.bytes,
    })
    .onConflictDoNothing({ target: media.sha256 });
  return image.sha256;
}

export async function findMedia(db: DbOrTx, sha256: string): Promise<StoredMedia | undefined> {
  const rows = await db
    .select({
      sha256: media.sha256,
      contentType: media.contentType,
      ext: media.ext,
      width: media.width,
      height: media.height,
      size: media.size,
      bytes: media.bytes,
      createdAt: media.createdAt,
    })
    .from(media)
    .where(eq(media.sha256, sha256))
    .limit(1);
  return rows[0];
}

/** Never changes meaning for a given hash, so responses can be cached as immutable. */
export function mediaUrl(sha256: string, ext: string): string {
  return `/api/media/${sha256}.${ext}`;
}

const MEDIA_FILE_NAME = /^([0-9a-f]{64})\.([a-z0-9]{2,5})$/;

/** Splits `{sha256}.{ext}` from a media URL's last segment; undefined for anything else. */
export function parseMediaFileName(fileName: string): { sha256: string; ext: string } | undefined {
  const match = MEDIA_FILE_NAME.exec(fileName);
  if (!match?.[1] || !match[2]) return undefined;
  return { sha256: match[1], ext: match[2] };
}
