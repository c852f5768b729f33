/**
 * Issue 6.3: hostile files on every upload endpoint of the table. Each is refused with a readable 4xx
 * problem and nothing stored; what is accepted is re-encoded, so no payload and no metadata (EXIF with
 * GPS, comments, trailing data) survive in the served image.
 */
import { crc32, deflateSync } from 'node:zlib';
import { endpoints, MAX_UPLOAD_BYTES, type EndpointDef } from '@showroom/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { csrfHeaders } from '../helpers/csrf.ts';
import {
  files,
  insertAppInState,
  part,
  snapshot,
  upload,
  vendorAccount,
  type FilePart,
} from '../helpers/journey.ts';

const PAYLOAD = '<script>window.__pwned=1</script>';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A valid 1-bit PNG of side x side black pixels: tiny on disk, huge once decoded. */
function decompressionBomb(side: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1;
  ihdr[9] = 0;
  const raw = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const html = `<!doctype html><html><body>${PAYLOAD}<img src=x onerror="alert(1)"></body></html>`;

/** Files that must be refused, whatever the endpoint; each with the field name the endpoint expects. */
const hostile: Record<string, (field: string) => FilePart[] | Promise<FilePart[]>> = {
  'SVG with a script, named .png': (f) => [
    part(
      f,
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`,
      ),
      'icon.png',
      'image/png',
    ),
  ],
  'SVG with onload, as image/svg+xml': (f) => [
    part(
      f,
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"/>`),
      'icon.svg',
      'image/svg+xml',
    ),
  ],
  'HTML renamed .png': (f) => [part(f, Buffer.from(html), 'icon.png', 'image/png')],
  'HTML behind a PNG signature': (f) => [
    part(f, Buffer.concat([PNG_SIGNATURE, Buffer.from(html)]), 'icon.png', 'image/png'),
  ],
  'HTML behind a JPEG marker': (f) => [
    part(
      f,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(html)]),
      'icon.jpg',
      'image/jpeg',
    ),
  ],
  'decompression bomb (20000 x 20000 in ~50 KB)': (f) => [part(f, decompressionBomb(20_000))],
  // Issue 20: 40 megapixels exactly, so within the pixel limit, but 20 s of CPU to decode.
  '1 x 40,000,000 pixels (~80 KB)': async (f) => [part(f, await files.blackPng(1, 40_000_000))],
  '40,000,000 x 1 pixels': async (f) => [part(f, await files.blackPng(40_000_000, 1))],
  [`${MAX_UPLOAD_BYTES} bytes + 1`]: async (f) => {
    const small = await files.png(50, 50);
    return [part(f, Buffer.concat([small, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - small.length)]))];
  },
  'truncated PNG': async (f) => [part(f, await files.truncated())],
  'zero bytes': async (f) => [part(f, await files.empty())],
  'a PDF named .png': (f) => [part(f, Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'))],
  'wrong field name': async (f) => [part(`${f}x`, await files.png(40, 40))],
  'a file and a stray second field': async (f) => [
    part(f, await files.png(40, 40)),
    part('other', await files.png(40, 40)),
  ],
};

const uploadRows = (Object.entries(endpoints) as [string, EndpointDef][]).filter(([, d]) => d.multipart);

describe('hostile uploads on every upload endpoint', () => {
  const t = useTestApp();

  async function target(name: string, def: EndpointDef) {
    const v = await vendorAccount(t.db, { status: name === 'setVendorIcon' ? 'DRAFT' : 'APPROVED' });
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' }, { shots: 0 });
    const id = def.path.startsWith('/vendors') ? v.vendorId : app.id;
    return { v, url: `/api${def.path.replace(':id', String(id))}`, field: def.multipart?.field ?? 'file' };
  }

  it('covers the three upload endpoints', () => {
    expect(uploadRows.map(([n]) => n).sort()).toEqual(['addAppScreenshots', 'setAppIcon', 'setVendorIcon']);
  });

  it('refuses every hostile file with a readable 4xx problem and stores nothing', async () => {
    let refused = 0;
    const failures: string[] = [];
    for (const [name, def] of uploadRows) {
      const maxFiles = def.multipart?.maxFiles ?? 1;
      const cases: Record<string, (field: string) => FilePart[] | Promise<FilePart[]>> = {
        ...hostile,
        [`${maxFiles + 1} files at once`]: async (f) =>
          Promise.all(Array.from({ length: maxFiles + 1 }, async () => part(f, await files.png(20, 20)))),
      };
      for (const [what, make] of Object.entries(cases)) {
        const { v, url, field } = await target(name, def);
        const before = await snapshot(t.db);
        const res = await upload(t.app, url, v, await make(field));
        const where = `${name}: ${what}`;
        const detail = res.headers['content-type']?.toString().startsWith('application/problem+json')
          ? (res.json<{ detail?: string }>().detail ?? '')
          : '';
        if (res.statusCode < 400 || res.statusCode >= 500)
          failures.push(`${where}: status ${res.statusCode}`);
        // Readable: a sentence of ours, not a library's internals.
        else if (!/^[A-Z].{10,}\.$/.test(detail) || /sharp|vips|busboy|FST_/i.test(detail))
          failures.push(`${where}: detail "${detail}"`);
        if ((await snapshot(t.db)) !== before) failures.push(`${where}: something was stored`);
        refused++;
      }
    }
    console.info(
      `Uploads: ${refused} hostile uploads over ${uploadRows.length} endpoints, ${failures.length} not refused cleanly`,
    );
    expect(failures).toEqual([]);
    expect(refused).toBe(uploadRows.length * (Object.keys(hostile).length + 1));
  });

  it('refuses a body that is not multipart, and multipart without a file', async () => {
    for (const [name, def] of uploadRows) {
      const { v, url } = await target(name, def);
      const before = await snapshot(t.db);
      const json = await t.app.inject({ method: 'POST', url, headers: v.headers, payload: { file: 'x' } });
      expect(json.statusCode, name).toBe(400);
      expect(json.headers['content-type'], name).toMatch(/^application\/problem\+json/);
      const boundary = 'b0undary';
      const empty = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          ...csrfHeaders(),
          ...v.headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: `--${boundary}--\r\n`,
      });
      expect(empty.statusCode, name).toBe(400);
      expect(await snapshot(t.db)).toBe(before);
    }
  });

  it('re-encodes what it accepts: no EXIF, GPS, comments or appended payload in the served image', async () => {
    // Icons are square and screenshots landscape (the contract's image-shape.ts): a set of each.
    const hostile = async (width: number, height: number) => {
      const exifJpeg = await sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
        .jpeg()
        .withExif({
          IFD0: { Copyright: PAYLOAD, Artist: 'Dr. Secret' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 0/1' },
        })
        .toBuffer();
      expect((await sharp(exifJpeg).metadata()).exif).toBeDefined();
      const png = await files.png(width, height);
      // A PNG/HTML polyglot: a valid PNG with the payload in a text chunk and appended after IEND.
      const iend = png.length - 12;
      const polyglotPng = Buffer.concat([
        png.subarray(0, iend),
        pngChunk('tEXt', Buffer.from(`Comment\0${PAYLOAD}`, 'latin1')),
        png.subarray(iend),
        Buffer.from(html),
      ]);
      // A JPEG/HTML polyglot: the payload after the end-of-image marker.
      const polyglotJpeg = Buffer.concat([await files.jpeg(width, height), Buffer.from(html)]);
      return { exifJpeg, polyglotPng, polyglotJpeg };
    };
    const square = await hostile(120, 120);
    const landscape = await hostile(300, 200);

    for (const [name, def] of uploadRows) {
      for (const what of ['exifJpeg', 'polyglotPng', 'polyglotJpeg'] as const) {
        const { v, url, field } = await target(name, def);
        const bytes = ((def.multipart?.maxFiles ?? 1) > 1 ? landscape : square)[what];
        const res = await upload(t.app, url, v, [part(field, bytes, 'image.png', 'image/png')]);
        expect(res.statusCode, `${name}: ${what}`).toBe(200);
        const body = res.json<{
          icon?: string | null;
          imageUrl?: string | null;
          screenshots?: { url: string }[];
        }>();
        const served = body.screenshots?.at(-1)?.url ?? body.icon ?? body.imageUrl ?? '';
        expect(served, `${name}: ${what}`).toMatch(/^\/api\/media\//);
        const image = await t.app.inject({ method: 'GET', url: served });
        expect(image.headers['content-type']).toBe('image/webp');
        expect(image.headers['x-content-type-options']).toBe('nosniff');
        const meta = await sharp(image.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif, `${name}: ${what}`).toBeUndefined();
        expect(meta.xmp, `${name}: ${what}`).toBeUndefined();
        expect(meta.comments ?? [], `${name}: ${what}`).toEqual([]);
        const text = image.rawPayload.toString('latin1');
        expect(text).not.toContain('<script');
        expect(text).not.toContain('Dr. Secret');
        expect(text).not.toContain('onerror');
      }
    }
  });
});
