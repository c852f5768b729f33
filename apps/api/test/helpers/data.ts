import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../../src/db/client.ts';
import { media, vendors } from '../../src/db/schema/index.ts';

/** Stores a small, unique PNG in `media`, as an upload would; returns its row. */
export async function insertPng(db: Db, width = 4, height = 4) {
  // Random pixels, so every call stores different bytes (media are keyed by their hash).
  const pixels = Buffer.from(
    Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256)),
  );
  const bytes = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  const row = {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    contentType: 'image/png',
    ext: 'png',
    width,
    height,
    size: bytes.length,
    bytes,
  };
  await db.insert(media).values(row);
  return row;
}

export async function insertVendor(db: Db, values: Partial<typeof vendors.$inferInsert> = {}) {
  const [row] = await db
    .insert(vendors)
    .values({
      owner: randomUUID(),
      name: 'Acme Health',
      description: 'openEHR apps for clinics.',
      email: 'team@acme.example',
      website: 'https://acme.example',
      ...values,
    })
    .returning();
  if (!row) throw new Error('vendor not inserted');
  return row;
}
