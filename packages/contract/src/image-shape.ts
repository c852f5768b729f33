/**
 * The shapes of uploaded images, one rule for the API (which refuses) and the web (which may check a
 * file before sending it): limits every image has, read from the file's header before any pixel is
 * decoded, and the shape each use shows. An icon is shown as a 244×244 square; a screenshot in a
 * 16:10 frame (the carousel and its thumbnails, `object-fit: contain`), so a portrait or a very wide
 * image would be a thin strip in it.
 */
import { ICON_SIZE_PX, MAX_UPLOAD_BYTES } from './constants.ts';
import { texts } from './i18n/locale.ts';

/**
 * Pixels on each side: 8000 covers an 8K screen and any photo we would show; 1 × 40,000,000 (a
 * 76 KB PNG that cost 20 s of CPU to decode) is far beyond it, refused from the header.
 */
export const IMAGE_SIDE_MAX_PX = 8000;
/** All pixels: 40 megapixels (8000 × 5000) bounds a decode's memory at about 160 MB. */
export const IMAGE_PIXELS_MAX = 40_000_000;
/** An icon's sides may differ by this share of the longer one (a 244 × 240 icon is square enough). */
export const ICON_SQUARE_TOLERANCE = 0.02;
/** The frame screenshots are shown in: 16:10. */
export const SCREENSHOT_SHOWN_ASPECT = { width: 16, height: 10 } as const;
/**
 * Width ÷ height a screenshot may have: from 5:4 (an old office screen) to 2.4, an ultra-wide "21:9"
 * screen (3440 × 1440 is 2.39). Anything taller (a phone held upright, 600 × 1200) or wider is far
 * from the 16:10 frame.
 */
export const SCREENSHOT_ASPECT_MIN = 5 / 4;
export const SCREENSHOT_ASPECT_MAX = 2.4;
/** The example the messages give: the 16:10 size the full screenshot is stored at. */
export const SCREENSHOT_EXAMPLE_PX = { width: 1600, height: 1000 } as const;

export type ImageUse = 'icon' | 'screenshot';

/**
 * The sentences of a refused upload: the API's problem detail (German through the catalogue), and
 * what the web may show before sending a file.
 */
export const IMAGE_UPLOAD_TEXTS = texts('IMAGE_UPLOAD_TEXTS', {
  empty: 'The file is empty.',
  tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB.`,
  unsupportedType: 'The file is not a supported image (PNG, JPEG, WebP, AVIF or GIF).',
  unreadable: 'The image could not be read; the file may be damaged or incomplete.',
  sideTooLong: (max: number, width: number, height: number) =>
    `The image is too large: at most ${max} pixels on each side are accepted; this image is ${width}x${height}.`,
  tooManyPixels: (megapixels: number, width: number, height: number) =>
    `The image is too large: at most ${megapixels} megapixels (for example 8000x5000) are accepted; this image is ${width}x${height}.`,
  iconNotSquare: (size: number, width: number, height: number) =>
    `The icon must be square, for example ${size}x${size} pixels; this image is ${width}x${height}.`,
  screenshotShape: (exampleWidth: number, exampleHeight: number, width: number, height: number) =>
    `Screenshots are shown in a wide 16:10 frame: use a landscape image between 5:4 and 21:9, for example ${exampleWidth}x${exampleHeight} pixels; this image is ${width}x${height}.`,
  busy: 'Many images are being processed right now. Please try the upload again in a moment.',
});

const T = IMAGE_UPLOAD_TEXTS;

export type ImageProblemCode = 'side-too-long' | 'too-many-pixels' | 'not-square' | 'screenshot-shape';

export interface ImageProblem {
  readonly code: ImageProblemCode;
  /** The sentence in the language on screen (the web) or English (the API). */
  readonly message: string;
  /** The sentence from another language's texts: `render(localized(IMAGE_UPLOAD_TEXTS, 'de'))`. */
  readonly render: (texts: typeof IMAGE_UPLOAD_TEXTS) => string;
}

const problemOf = (
  code: ImageProblemCode,
  render: (texts: typeof IMAGE_UPLOAD_TEXTS) => string,
): ImageProblem => ({ code, message: render(T), render });

/** Limits every image has, whatever it is for: checked before a pixel is decoded. */
export function imageSizeProblem(width: number, height: number): ImageProblem | undefined {
  if (width * height > IMAGE_PIXELS_MAX) {
    return problemOf('too-many-pixels', (t) => t.tooManyPixels(IMAGE_PIXELS_MAX / 1_000_000, width, height));
  }
  if (width > IMAGE_SIDE_MAX_PX || height > IMAGE_SIDE_MAX_PX) {
    return problemOf('side-too-long', (t) => t.sideTooLong(IMAGE_SIDE_MAX_PX, width, height));
  }
  return undefined;
}

/**
 * What is wrong with an image's size or shape for its use (its width and height as shown, after the
 * EXIF orientation), or undefined when it fits.
 */
export function imageShapeProblem(use: ImageUse, width: number, height: number): ImageProblem | undefined {
  const size = imageSizeProblem(width, height);
  if (size) return size;
  if (use === 'icon') {
    const long = Math.max(width, height);
    if (Math.abs(width - height) > long * ICON_SQUARE_TOLERANCE) {
      return problemOf('not-square', (t) => t.iconNotSquare(ICON_SIZE_PX, width, height));
    }
    return undefined;
  }
  const aspect = width / height;
  if (aspect < SCREENSHOT_ASPECT_MIN || aspect > SCREENSHOT_ASPECT_MAX) {
    const { width: w, height: h } = SCREENSHOT_EXAMPLE_PX;
    return problemOf('screenshot-shape', (t) => t.screenshotShape(w, h, width, height));
  }
  return undefined;
}

/** The upload limit in whole megabytes, as the messages name it. */
export const MAX_UPLOAD_MEGABYTES = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));
