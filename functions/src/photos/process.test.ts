// The upload pipeline on images made in memory: the type read from the bytes,
// metadata gone from every variant, the sizes, the placeholder and the hash.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES, PHOTO_WIDTHS } from '../contract/photo';
import { hashDistance } from './copies';
import { processPhoto, sniffType } from './process';

/** A photo-like image: a gradient with a block, so resizing and hashing have something to see. */
function picture(width: number, height: number, seed = 0) {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const block = (x + seed * 37) % width < width / 3 && y < height / 2;
      data[i] = block ? 240 : Math.round((255 * x) / width);
      data[i + 1] = Math.round((255 * y) / height);
      data[i + 2] = (seed * 90) % 256;
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

/** The GPS IFD pointer (tag 0x8825) in either byte order. */
const hasGpsTag = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,30N"/></rdf:RDF></x:xmpmeta>';

describe('sniffType', () => {
  it('when a PNG comes (whatever it is called or declared as), then it is read as a PNG', async () => {
    const png = await picture(40, 30).png().toBuffer();
    expect(await sniffType(png)).toBe('image/png');
  });

  it('when a text file or a GIF comes, then it is refused with 415', async () => {
    const gif = await picture(40, 30).gif().toBuffer();
    for (const bytes of [Buffer.from('just some text, not a photo'), gif]) {
      await expect(sniffType(bytes)).rejects.toMatchObject({
        status: 415,
        message: PHOTO_MESSAGES.unsupported,
      });
    }
  });
});

describe('processPhoto', () => {
  it('when a phone JPEG carries GPS EXIF, XMP and an orientation, then every variant is upright and carries none of it', async () => {
    const jpeg = await picture(1200, 800)
      .jpeg()
      .withExif({
        IFD0: { Make: 'RoomlyCam', Model: 'Serial 12345' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .withXmp(XMP)
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(hasGpsTag(input.exif!)).toBe(true);
    expect(input.xmp).toBeDefined();

    const photo = await processPhoto(jpeg);
    // Orientation 6: stored landscape, shown portrait.
    expect([photo.width, photo.height]).toEqual([800, 1200]);
    expect(photo.variants).toHaveLength(PHOTO_WIDTHS.length * 2);
    for (const variant of photo.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(variant.bytes.includes(Buffer.from('RoomlyCam'))).toBe(false);
      expect(variant.bytes.includes(Buffer.from('GPSLatitude'))).toBe(false);
    }
  });

  it('when a photo is narrower than the largest width, then no variant is upscaled and each width is its own or the photo’s', async () => {
    const photo = await processPhoto(await picture(700, 350).png().toBuffer());
    expect([photo.width, photo.height]).toEqual([700, 350]);
    const widths = await Promise.all(
      photo.variants.map(async (v) => [v.format, v.width, (await sharp(v.bytes).metadata()).width]),
    );
    expect(widths).toEqual([
      ['avif', 480, 480],
      ['avif', 960, 700],
      ['avif', 1600, 700],
      ['webp', 480, 480],
      ['webp', 960, 700],
      ['webp', 1600, 700],
    ]);
    for (const v of photo.variants) expect(v.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('when a photo is processed, then it has a placeholder, and its hash is stable for the same image and differs for another', async () => {
    const bytes = await picture(640, 480, 1).png().toBuffer();
    const [first, again, reencoded, other] = await Promise.all([
      processPhoto(bytes),
      processPhoto(bytes),
      processPhoto(await picture(640, 480, 1).jpeg({ quality: 70 }).toBuffer()),
      // The same scene mirrored: another photo to a hash.
      processPhoto(await picture(640, 480, 1).flop().png().toBuffer()),
    ]);
    expect(Buffer.from(first.placeholder, 'base64').length).toBeGreaterThan(5);
    expect(first.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(first.hashBands).toEqual(
      [0, 1, 2, 3].map((b) => `${b}:${first.hash.slice(b * 4, b * 4 + 4)}`),
    );
    expect(again.hash).toBe(first.hash);
    expect(hashDistance(first.hash, reencoded.hash)).toBeLessThanOrEqual(4);
    expect(hashDistance(first.hash, other.hash)).toBeGreaterThan(10);
  });

  it('when the bytes are over 15 MB, empty or not an image, then nothing is processed and the refusal says why', async () => {
    await expect(processPhoto(Buffer.alloc(15 * 1024 * 1024 + 1))).rejects.toMatchObject({
      status: 413,
      message: PHOTO_MESSAGES.tooLarge,
    });
    await expect(processPhoto(Buffer.alloc(0))).rejects.toMatchObject({ status: 400 });
    const truncated = (await picture(300, 200).png().toBuffer()).subarray(0, 200);
    await expect(processPhoto(truncated)).rejects.toMatchObject({
      status: 400,
      message: PHOTO_MESSAGES.unreadable,
    });
  });
});
