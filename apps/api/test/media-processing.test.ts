import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  ICON_SIZE,
  MAX_UPLOAD_BYTES,
  MediaError,
  type MediaErrorCode,
  processIcon,
  processScreenshot,
} from '../src/modules/media/media-processing.ts';
import { blackPng } from './helpers/journey.ts';

function solid(width: number, height: number, background = '#2e7d32') {
  return sharp({ create: { width, height, channels: 4, background } });
}

async function expectRefused(promise: Promise<unknown>, code: MediaErrorCode, message: string | RegExp) {
  const err: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MediaError);
  expect((err as MediaError).code).toBe(code);
  expect((err as MediaError).message).toMatch(message);
  expect((err as MediaError).statusCode).toBe(400);
}

/** A real, valid PNG of all-black 1-bit pixels: ~50 KB on disk, 400 megapixels once decoded. */
const decompressionBomb = (side: number, height = side): Buffer => blackPng(side, height);

describe('processIcon', () => {
  it.each([
    ['PNG', () => solid(300, 300).png().toBuffer()],
    ['JPEG', () => solid(640, 640).jpeg().toBuffer()],
    ['WebP', () => solid(100, 100).webp().toBuffer()],
    ['GIF', () => solid(120, 120).gif().toBuffer()],
    ['AVIF', () => solid(200, 200).avif().toBuffer()],
  ])('turns a square %s into a 244x244 WebP', async (_name, make) => {
    const icon = await processIcon(await make());
    expect(icon).toMatchObject({
      width: ICON_SIZE,
      height: ICON_SIZE,
      contentType: 'image/webp',
      ext: 'webp',
    });
    const meta = await sharp(icon.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 244, height: 244 });
    expect(icon.size).toBe(icon.bytes.length);
  });

  it('pads a nearly square icon (within 2 %) with transparency instead of stretching it', async () => {
    const icon = await processIcon(await solid(500, 490, '#ff0000').png().toBuffer());
    const { data, info } = await sharp(icon.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(122, 122)).toBe(255); // centre: the red image
    expect(alphaAt(122, 0)).toBe(0); // top: padding
    expect(alphaAt(122, 243)).toBe(0); // bottom: padding
  });

  it.each([
    [400, 200],
    [200, 400],
    [244, 230],
  ])('refuses a %ix%i icon, naming the square it wants and the shape it got', async (width, height) => {
    await expectRefused(
      processIcon(await solid(width, height).png().toBuffer()),
      'not-square',
      `The icon must be square, for example 244x244 pixels; this image is ${width}x${height}.`,
    );
  });

  it('upscales a small icon to the same 244x244 square', async () => {
    const icon = await processIcon(await solid(32, 32).png().toBuffer());
    expect([icon.width, icon.height]).toEqual([244, 244]);
  });

  it('names the image by the sha256 of the output bytes', async () => {
    const input = await solid(300, 300).png().toBuffer();
    const icon = await processIcon(input);
    expect(icon.sha256).toBe(createHash('sha256').update(icon.bytes).digest('hex'));
    expect(icon.sha256).not.toBe(createHash('sha256').update(input).digest('hex'));
    expect((await processIcon(input)).sha256).toBe(icon.sha256);
  });
});

describe('processScreenshot', () => {
  it.each([
    ['PNG', () => solid(1280, 800).png().toBuffer(), [1280, 800], [480, 300]],
    ['JPEG', () => solid(2400, 1500).jpeg().toBuffer(), [1600, 1000], [480, 300]],
    ['WebP', () => solid(3440, 1440).webp().toBuffer(), [1600, 670], [480, 201]],
    ['GIF', () => solid(640, 400).gif().toBuffer(), [640, 400], [480, 300]],
  ] as const)('keeps the aspect of a %s, caps it and makes a thumbnail', async (_name, make, full, thumb) => {
    const result = await processScreenshot(await make());
    expect([result.full.width, result.full.height]).toEqual(full);
    expect([result.thumb.width, result.thumb.height]).toEqual(thumb);
    for (const image of [result.full, result.thumb]) {
      const meta = await sharp(image.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', image.width, image.height]);
      expect(image.contentType).toBe('image/webp');
    }
    expect(result.full.sha256).not.toBe(result.thumb.sha256);
  });

  it('never enlarges a small screenshot', async () => {
    const result = await processScreenshot(await solid(300, 200).png().toBuffer());
    expect([result.full.width, result.full.height]).toEqual([300, 200]);
    expect([result.thumb.width, result.thumb.height]).toEqual([300, 200]);
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const frame = (colour: string) => solid(60, 40, colour).png().toBuffer();
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);

    const { full } = await processScreenshot(gif);
    const meta = await sharp(full.bytes).metadata();
    expect([meta.width, meta.height, meta.pages ?? 1]).toEqual([60, 40, 1]);
    const [red, , blue] = (await sharp(full.bytes).stats()).channels;
    expect(red?.mean).toBeGreaterThan(200);
    expect(blue?.mean).toBeLessThan(50);
  });
});

describe('metadata', () => {
  it('strips EXIF (with GPS), ICC and XMP from a JPEG and applies its orientation', async () => {
    const jpeg = await solid(200, 320)
      .jpeg()
      .withMetadata({
        orientation: 6, // stored landscape, shown portrait
        exif: {
          IFD0: { Copyright: 'Jane Doe', Artist: 'Jane Doe' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '51/1 30/1 0/1',
            GPSLongitudeRef: 'W',
            GPSLongitude: '0/1 7/1 0/1',
          },
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.toString('latin1')).toContain('Jane Doe');
    expect(before.orientation).toBe(6);
    expect(before.hasProfile).toBe(true);
    expect(before.xmp).toBeDefined();

    // Stored portrait, shown landscape: the shape is checked as the image is shown.
    const { full } = await processScreenshot(jpeg);
    const icon = await processIcon(
      await sharp(jpeg).resize(300, 300, { fit: 'fill' }).jpeg().withMetadata().toBuffer(),
    );
    for (const bytes of [full.bytes, icon.bytes]) {
      const after = await sharp(bytes).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(bytes.includes('Jane Doe')).toBe(false);
    }
    expect([full.width, full.height]).toEqual([320, 200]);
  });
});

describe('refused files', () => {
  const unsupported = /not a supported image \(PNG, JPEG, WebP, AVIF or GIF\)/;

  it('refuses SVG even though sharp can render it', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="244" height="244"><rect width="244" height="244" fill="red"/></svg>',
    );
    expect((await sharp(svg).metadata()).format).toBe('svg');
    await expectRefused(processIcon(svg), 'unsupported-type', unsupported);
    await expectRefused(processScreenshot(svg), 'unsupported-type', unsupported);
  });

  it('refuses a text file whatever it is called', async () => {
    await expectRefused(
      processIcon(Buffer.from('I am definitely a PNG, trust me.\n')),
      'unsupported-type',
      unsupported,
    );
  });

  it('refuses other image formats sharp can read (TIFF)', async () => {
    await expectRefused(processIcon(await solid(50, 50).tiff().toBuffer()), 'unsupported-type', unsupported);
  });

  it('refuses a truncated PNG with a readable message', async () => {
    const noisy = (width: number, height: number) =>
      sharp({
        create: {
          width,
          height,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png()
        .toBuffer();
    const half = (png: Buffer) => png.subarray(0, Math.floor(png.length / 2));
    const png = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    await expectRefused(
      processIcon(truncated),
      'unreadable',
      'The image could not be read; the file may be damaged or incomplete.',
    );
    await expectRefused(
      processScreenshot(half(await noisy(640, 400))),
      'unreadable',
      /damaged or incomplete/,
    );
  });

  it('refuses a file of zero bytes', async () => {
    await expectRefused(processIcon(Buffer.alloc(0)), 'empty', 'The file is empty.');
  });

  it('refuses 2 MB + 1 byte and accepts 2 MB', async () => {
    // Random pixels do not compress, so this PNG is a little over 2 MB; padding it to exact sizes
    // after IEND keeps it a decodable PNG.
    const noisy = await sharp({
      create: {
        width: 800,
        height: 800,
        channels: 4,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 80 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const small = await solid(300, 300).png().toBuffer();
    const pad = (bytes: number) => Buffer.concat([small, Buffer.alloc(bytes - small.length)]);

    await expectRefused(processIcon(noisy), 'too-large', 'The file is larger than 2 MB.');
    await expectRefused(
      processScreenshot(pad(MAX_UPLOAD_BYTES + 1)),
      'too-large',
      'The file is larger than 2 MB.',
    );
    await expect(processIcon(pad(MAX_UPLOAD_BYTES))).resolves.toMatchObject({ width: 244 });
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = decompressionBomb(20_000);
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20_000,
      height: 20_000,
    });

    const started = performance.now();
    await expectRefused(processIcon(bomb), 'too-many-pixels', /at most 40 megapixels/);
    await expectRefused(processScreenshot(bomb), 'too-many-pixels', /at most 40 megapixels/);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  // Issue 20: a 76 KB PNG of 1 x 40,000,000 pixels was accepted (40 megapixels exactly) and cost
  // about 20 s of CPU to decode, 40,000,000 x 1 about 2 s. Both are refused from the header.
  it.each([
    ['1x40000000', 1, 40_000_000],
    ['40000000x1', 40_000_000, 1],
    ['8001x100', 8001, 100],
  ])('refuses a %s PNG from its header, for a few milliseconds of CPU', async (_name, width, height) => {
    const png = decompressionBomb(width, height);
    expect(png.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const message = `The image is too large: at most 8000 pixels on each side are accepted; this image is ${width}x${height}.`;
    const cpu = process.cpuUsage();
    await expectRefused(processIcon(png), 'side-too-long', message);
    await expectRefused(processScreenshot(png), 'side-too-long', message);
    const { user, system } = process.cpuUsage(cpu);
    expect((user + system) / 1000).toBeLessThan(250);
  });

  it.each([
    [600, 1200],
    [1080, 2340],
    [1000, 1000],
    [3000, 1000],
  ])('refuses a %ix%i screenshot, far from the 16:10 frame it is shown in', async (width, height) => {
    await expectRefused(
      processScreenshot(await solid(width, height).png().toBuffer()),
      'screenshot-shape',
      `Screenshots are shown in a wide 16:10 frame: use a landscape image between 5:4 and 21:9, for example 1600x1000 pixels; this image is ${width}x${height}.`,
    );
  });

  it.each([
    [1250, 1000],
    [1024, 768],
    [2560, 1080],
    [3440, 1440],
  ])('accepts a %ix%i screenshot (between 5:4 and ultra-wide 21:9)', async (width, height) => {
    await expect(processScreenshot(await solid(width, height).png().toBuffer())).resolves.toBeDefined();
  });

  it('refuses a PNG whose header claims more pixels than it contains', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const liar = Buffer.from(png);
    // IHDR width and height live at bytes 16..23; the CRC is left wrong on purpose as well.
    liar.writeUInt32BE(30_000, 16);
    liar.writeUInt32BE(30_000, 20);
    const err: unknown = await processIcon(liar).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MediaError);
    expect(['too-many-pixels', 'unreadable']).toContain((err as MediaError).code);
  });
});
