import { createHash } from 'node:crypto';
import { ICON_SIZE_PX, MAX_UPLOAD_BYTES } from '@showroom/contract';
import sharp, { type Metadata, type OutputInfo, type Sharp, type SharpOptions } from 'sharp';

// The contract holds the limits (2 MB, 244×244 icons): the web's advice and the API's refusal agree.
export { MAX_UPLOAD_BYTES };
export const ICON_SIZE = ICON_SIZE_PX;

/** Screenshots keep their aspect; anything larger is scaled down so one page never ships megabytes. */
const SCREENSHOT_MAX_SIDE = 1600;
/** The rendition for cards and the carousel (three abreast in a 12-column layout). */
const THUMB_WIDTH = 480;
/** A very tall thumbnail (a phone screenshot) would dwarf its neighbours in the carousel. */
const THUMB_MAX_HEIGHT = 960;

/**
 * A 2 MB file can still declare a billion pixels (a deflate "bomb"), which decodes to gigabytes.
 * 40 megapixels covers any real screenshot or photo (8000 x 5000) and bounds memory at ~160 MB.
 */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  bytes: Buffer;
  contentType: string;
  ext: string;
  width: number;
  height: number;
  /** Of the output bytes: the media are content-addressed. */
  sha256: string;
  size: number;
}

export type MediaErrorCode = 'empty' | 'too-large' | 'unsupported-type' | 'too-many-pixels' | 'unreadable';

const MESSAGES: Record<MediaErrorCode, string> = {
  empty: 'The file is empty.',
  'too-large': `The file is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB.`,
  'unsupported-type': 'The file is not a supported image (PNG, JPEG, WebP, AVIF or GIF).',
  'too-many-pixels': `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels (for example 8000 × 5000) are accepted.`,
  unreadable: 'The image could not be read; the file may be damaged or incomplete.',
};

/** A refused upload. `message` is the sentence for the 400's `detail`; it never carries sharp's internals. */
export class MediaError extends Error {
  override readonly name = 'MediaError';
  readonly statusCode = 400;
  readonly code: MediaErrorCode;

  constructor(code: MediaErrorCode, options?: { cause?: unknown }) {
    super(MESSAGES[code], options);
    this.code = code;
  }
}

// Only the first page is read, so an animated GIF or WebP becomes its first frame.
// failOn 'warning' is sharp's advice for untrusted input and also aborts on truncated data.
const INPUT_OPTIONS: SharpOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  failOn: 'warning',
  pages: 1,
  page: 0,
};

const ALLOWED_FORMATS: ReadonlySet<string> = new Set(['png', 'jpeg', 'webp', 'gif', 'heif']);

function toMediaError(err: unknown): MediaError {
  if (err instanceof MediaError) return err;
  const message = err instanceof Error ? err.message : '';
  if (/unsupported image format/i.test(message)) return new MediaError('unsupported-type', { cause: err });
  if (/pixel limit/i.test(message)) return new MediaError('too-many-pixels', { cause: err });
  return new MediaError('unreadable', { cause: err });
}

/**
 * Sniffs the type from the bytes, never from a client's name or mimetype, and checks the limits
 * before any pixel is decoded.
 */
async function inspect(input: Buffer): Promise<Metadata> {
  if (input.length === 0) throw new MediaError('empty');
  if (input.length > MAX_UPLOAD_BYTES) throw new MediaError('too-large');
  let meta: Metadata;
  try {
    meta = await sharp(input, INPUT_OPTIONS).metadata();
  } catch (err) {
    throw toMediaError(err);
  }
  // SVG decodes fine in librsvg but is a script-capable document, so the allowlist refuses it;
  // HEIF is accepted only as AVIF: sharp's prebuilt libvips decodes AV1 but not HEVC (HEIC),
  // and browsers that show HEIC are rare.
  if (!ALLOWED_FORMATS.has(meta.format)) throw new MediaError('unsupported-type');
  if (meta.format === 'heif' && meta.compression !== 'av1') throw new MediaError('unsupported-type');
  if (!(meta.width > 0 && meta.height > 0)) throw new MediaError('unreadable');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new MediaError('too-many-pixels');
  return meta;
}

/** Re-encoding drops EXIF, GPS, XMP and ICC (sharp converts to sRGB and keeps no metadata by default). */
async function encodeWebp(pipeline: Sharp, quality: number, effort: number): Promise<ProcessedImage> {
  let result: { data: Buffer; info: OutputInfo };
  try {
    result = await pipeline
      .webp({ quality, alphaQuality: 100, effort })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw toMediaError(err);
  }
  const { data, info } = result;
  return {
    bytes: data,
    contentType: 'image/webp',
    ext: 'webp',
    width: info.width,
    height: info.height,
    sha256: createHash('sha256').update(data).digest('hex'),
    size: data.length,
  };
}

/** `.rotate()` without an angle applies the EXIF orientation before the tag is dropped. */
function decode(input: Buffer): Sharp {
  return sharp(input, INPUT_OPTIONS).rotate();
}

/** A 244x244 square: the original's aspect kept, padded with transparency, WebP. */
export async function processIcon(input: Buffer): Promise<ProcessedImage> {
  await inspect(input);
  return encodeWebp(
    decode(input).resize(ICON_SIZE, ICON_SIZE, {
      fit: 'contain',
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    }),
    90,
    4,
  );
}

/** The screenshot capped at 1600 px on its longest side, and a ~480 px wide thumbnail, both WebP. */
export async function processScreenshot(
  input: Buffer,
): Promise<{ full: ProcessedImage; thumb: ProcessedImage }> {
  await inspect(input);
  // Effort 2 halves the encode time of effort 4 for ~4 % larger files on UI screenshots
  // (measured on 1280x800: 31 ms vs 60 ms); uploads and the first-start seed both feel it.
  const [full, thumb] = await Promise.all([
    encodeWebp(
      decode(input).resize(SCREENSHOT_MAX_SIDE, SCREENSHOT_MAX_SIDE, {
        fit: 'inside',
        withoutEnlargement: true,
      }),
      82,
      2,
    ),
    encodeWebp(
      decode(input).resize(THUMB_WIDTH, THUMB_MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true }),
      80,
      2,
    ),
  ]);
  return { full, thumb };
}
