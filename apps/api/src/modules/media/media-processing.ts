import { createHash } from 'node:crypto';
import {
  ICON_SIZE_PX,
  IMAGE_PIXELS_MAX,
  IMAGE_UPLOAD_TEXTS,
  imageShapeProblem,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MEGABYTES,
  type ImageProblem,
  type ImageUse,
  type Locale,
} from '@showroom/contract';
import { localized } from '@showroom/contract/i18n';
import sharp, { type Metadata, type OutputInfo, type Sharp, type SharpOptions } from 'sharp';
import { BadRequestError } from '../../lib/errors.ts';
import { imagePool } from './image-pool.ts';

// The contract holds the limits (2 MB, 244×244 icons, each side and the shapes): the web's advice
// and the API's refusal agree.
export { MAX_UPLOAD_BYTES };
export const ICON_SIZE = ICON_SIZE_PX;

/** Screenshots keep their aspect; anything larger is scaled down so one page never ships megabytes. */
const SCREENSHOT_MAX_SIDE = 1600;
/** The rendition for cards and the carousel (three abreast in a 12-column layout). */
const THUMB_WIDTH = 480;
/** A very tall thumbnail (a phone screenshot) would dwarf its neighbours in the carousel. */
const THUMB_MAX_HEIGHT = 960;

/**
 * libvips works each image on one thread: images already run one (or a few) at a time in the image
 * pool, and more threads per image would take the cores a login's password check needs.
 */
sharp.concurrency(1);

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

export type MediaErrorCode =
  | 'empty'
  | 'too-large'
  | 'unsupported-type'
  | 'too-many-pixels'
  | 'side-too-long'
  | 'not-square'
  | 'screenshot-shape'
  | 'unreadable';

type Texts = typeof IMAGE_UPLOAD_TEXTS;

const MESSAGES: Record<'empty' | 'too-large' | 'unsupported-type' | 'unreadable', (t: Texts) => string> = {
  empty: (t) => t.empty,
  'too-large': (t) => t.tooLarge(MAX_UPLOAD_MEGABYTES),
  'unsupported-type': (t) => t.unsupportedType,
  unreadable: (t) => t.unreadable,
};

/**
 * A refused upload: a 400 whose detail is the sentence (in the caller's language), never sharp's
 * internals. A refused shape names the expected one and the image's own (the contract's image-shape.ts).
 */
export class MediaError extends BadRequestError {
  override readonly name = 'MediaError';
  readonly statusCode = 400;
  readonly code: MediaErrorCode;
  readonly #render: (t: Texts) => string;

  constructor(problem: keyof typeof MESSAGES | ImageProblem, options?: { cause?: unknown }) {
    const render = typeof problem === 'string' ? MESSAGES[problem] : problem.render;
    super(render(IMAGE_UPLOAD_TEXTS));
    if (options?.cause !== undefined) this.cause = options.cause;
    this.code = typeof problem === 'string' ? problem : problem.code;
    this.#render = render;
  }

  override detailIn(locale: Locale): string {
    return this.#render(localized(IMAGE_UPLOAD_TEXTS, locale));
  }
}

// Only the first page is read, so an animated GIF or WebP becomes its first frame.
// failOn 'warning' is sharp's advice for untrusted input and also aborts on truncated data.
const INPUT_OPTIONS: SharpOptions = {
  limitInputPixels: IMAGE_PIXELS_MAX,
  failOn: 'warning',
  pages: 1,
  page: 0,
};

const ALLOWED_FORMATS: ReadonlySet<string> = new Set(['png', 'jpeg', 'webp', 'gif', 'heif']);

function toMediaError(err: unknown): MediaError {
  if (err instanceof MediaError) return err;
  const message = err instanceof Error ? err.message : '';
  if (/unsupported image format/i.test(message)) return new MediaError('unsupported-type', { cause: err });
  return new MediaError('unreadable', { cause: err });
}

/** EXIF orientations 5 to 8 turn the image a quarter: its shown width is the stored height. */
const shownSize = (meta: Metadata): { width: number; height: number } =>
  meta.orientation !== undefined && meta.orientation >= 5
    ? { width: meta.height, height: meta.width }
    : { width: meta.width, height: meta.height };

/**
 * Sniffs the type from the bytes, never from a client's name or mimetype, and checks the size and
 * shape from the header (sharp's metadata() decodes no pixel): 1 × 40,000,000 is refused here in
 * microseconds, where decoding it took 20 s of CPU.
 */
async function inspect(input: Buffer, use: ImageUse): Promise<Metadata> {
  if (input.length === 0) throw new MediaError('empty');
  if (input.length > MAX_UPLOAD_BYTES) throw new MediaError('too-large');
  let meta: Metadata;
  try {
    // No pixel limit here: a header that declares too many is refused below with its size named.
    meta = await sharp(input, { ...INPUT_OPTIONS, limitInputPixels: false }).metadata();
  } catch (err) {
    throw toMediaError(err);
  }
  // SVG decodes fine in librsvg but is a script-capable document, so the allowlist refuses it;
  // HEIF is accepted only as AVIF: sharp's prebuilt libvips decodes AV1 but not HEVC (HEIC),
  // and browsers that show HEIC are rare.
  if (!ALLOWED_FORMATS.has(meta.format)) throw new MediaError('unsupported-type');
  if (meta.format === 'heif' && meta.compression !== 'av1') throw new MediaError('unsupported-type');
  if (!(meta.width > 0 && meta.height > 0)) throw new MediaError('unreadable');
  const { width, height } = shownSize(meta);
  const problem = imageShapeProblem(use, width, height);
  if (problem) throw new MediaError(problem);
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

/** How a caller waits for the image pool: uploads are refused when its queue is full, seeding waits. */
export interface ImageWorkOptions {
  readonly wait?: boolean;
}

/** A 244x244 square (a nearly square original is padded with transparency), WebP. */
export async function processIcon(input: Buffer, options: ImageWorkOptions = {}): Promise<ProcessedImage> {
  await inspect(input, 'icon');
  return imagePool.run(
    () =>
      encodeWebp(
        decode(input).resize(ICON_SIZE, ICON_SIZE, {
          fit: 'contain',
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        }),
        90,
        4,
      ),
    options,
  );
}

/**
 * The screenshot capped at 1600 px on its longest side, and a ~480 px wide thumbnail, both WebP. The
 * original is decoded once (the costly part: up to 40 megapixels) into the capped pixels, which both
 * renditions are encoded from, one after the other in the image pool's one slot.
 */
export async function processScreenshot(
  input: Buffer,
  options: ImageWorkOptions = {},
): Promise<{ full: ProcessedImage; thumb: ProcessedImage }> {
  await inspect(input, 'screenshot');
  return imagePool.run(async () => {
    let capped: { data: Buffer; info: OutputInfo };
    try {
      capped = await decode(input)
        .resize(SCREENSHOT_MAX_SIDE, SCREENSHOT_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch (err) {
      throw toMediaError(err);
    }
    const { data, info } = capped;
    const pixels = (): Sharp =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    // Effort 2 halves the encode time of effort 4 for ~4 % larger files on UI screenshots
    // (measured on 1280x800: 31 ms vs 60 ms); uploads and the first-start seed both feel it.
    const full = await encodeWebp(pixels(), 82, 2);
    const thumb = await encodeWebp(
      pixels().resize(THUMB_WIDTH, THUMB_MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true }),
      80,
      2,
    );
    return { full, thumb };
  }, options);
}
