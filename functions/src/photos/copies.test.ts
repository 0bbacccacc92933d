// The copy check's matcher, on the bundled images (real room photos): the same
// photo re-encoded or resized is a copy; another photo, or the photo mirrored,
// is not; and the threshold's edges.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COPY_THRESHOLD, copyOf, isCopy, stockCopyOf, type Candidate } from './copies';
import { hashDistance } from './copies';
import { perceptualHash } from './process';
import { STOCK_HASHES } from './stock-hashes';

const DIR = join(__dirname, '..', '..', '..', 'web', 'public', 'images', 'listings');
const NAMES = [...new Set(readdirSync(DIR).map((file) => file.replace(/-\d+\.\w+$/, '')))].sort();
const original = (name: string) => readFileSync(join(DIR, `${name}-960.webp`));

/** `hash` with its first `bits` bits flipped. */
const flip = (hash: string, bits: number) =>
  (BigInt(`0x${hash}`) ^ ((1n << BigInt(bits)) - 1n)).toString(16).padStart(16, '0');

const HASH = '0123456789abcdef';
const candidate = (over: Partial<Candidate>): Candidate => ({
  id: 'a'.repeat(20),
  ownerId: 'someone-else',
  hash: HASH,
  held: false,
  createdAt: 1,
  ...over,
});

describe('isCopy on real photos', () => {
  it('when a photo is re-encoded as JPEG or WebP, or resized up or down, then each is a copy of it', async () => {
    expect(NAMES.length).toBeGreaterThanOrEqual(10);
    for (const name of NAMES) {
      const bytes = original(name);
      const hash = await perceptualHash(bytes);
      const copies = await Promise.all([
        sharp(bytes).jpeg({ quality: 60 }).toBuffer(),
        sharp(bytes).webp({ quality: 40 }).toBuffer(),
        sharp(bytes).resize({ width: 640 }).jpeg({ quality: 80 }).toBuffer(),
        sharp(bytes).resize({ width: 2000 }).png().toBuffer(),
      ]);
      for (const copy of copies) {
        const distance = hashDistance(hash, await perceptualHash(copy));
        expect({ name, distance, copy: distance <= COPY_THRESHOLD }).toMatchObject({ copy: true });
      }
    }
  });

  it('when two different photos or a photo and its mirror image are compared, then neither is a copy', async () => {
    const hashes = await Promise.all(NAMES.map((name) => perceptualHash(original(name))));
    for (const [i, a] of hashes.entries()) {
      for (const b of hashes.slice(i + 1)) expect(isCopy(a, b)).toBe(false);
      const mirrored = await perceptualHash(await sharp(original(NAMES[i]!)).flop().toBuffer());
      expect({ name: NAMES[i], copy: isCopy(a, mirrored) }).toMatchObject({ copy: false });
    }
  });
});

describe('the threshold', () => {
  it(`when two hashes differ by ${COPY_THRESHOLD} bits, then it is a copy; by ${COPY_THRESHOLD + 1}, then it is not`, () => {
    expect(hashDistance(HASH, flip(HASH, COPY_THRESHOLD))).toBe(COPY_THRESHOLD);
    expect(isCopy(HASH, HASH)).toBe(true);
    expect(isCopy(HASH, flip(HASH, COPY_THRESHOLD))).toBe(true);
    expect(isCopy(HASH, flip(HASH, COPY_THRESHOLD + 1))).toBe(false);
  });
});

describe('copyOf', () => {
  it("when the near match is the member's own photo, then it is no copy", () => {
    expect(copyOf(HASH, 'me', [candidate({ ownerId: 'me' })])).toBeUndefined();
  });

  it("when another member's photo matches, then it is the copy's original, the closest and then the oldest first", () => {
    const far = candidate({ id: 'f'.repeat(20), hash: flip(HASH, 4), createdAt: 0 });
    const older = candidate({ id: 'o'.repeat(20), hash: flip(HASH, 1), createdAt: 5 });
    const newer = candidate({ id: 'n'.repeat(20), hash: flip(HASH, 1), createdAt: 9 });
    expect(copyOf(HASH, 'me', [far, newer, older, candidate({ ownerId: 'me' })])).toBe(older.id);
  });

  it('when the only matches are held photos or too far, then it is no copy', () => {
    const held = candidate({ held: true });
    const far = candidate({ hash: flip(HASH, COPY_THRESHOLD + 1) });
    expect(copyOf(HASH, 'me', [held, far])).toBeUndefined();
  });

  it("when a bundled image's hash matches, then the copy names that image", () => {
    const [path, hash] = STOCK_HASHES[0]!;
    expect(stockCopyOf(hash)).toBe(path);
    expect(copyOf(flip(hash, 2), 'me', [])).toMatch(/^\/images\/listings\//);
  });
});

describe('STOCK_HASHES', () => {
  it('when the bundled images are hashed as an upload would be, then the generated module has every file with its hash (else: npm run stock-hashes --workspace functions)', async () => {
    const files = readdirSync(DIR)
      .filter((file) => /^[a-z0-9-]+-\d+\.(avif|webp)$/.test(file))
      .sort();
    const fresh = await Promise.all(
      files.map(
        async (file) =>
          [
            `/images/listings/${file}`,
            await perceptualHash(readFileSync(join(DIR, file))),
          ] as const,
      ),
    );
    expect(STOCK_HASHES).toEqual(fresh);
  });
});
