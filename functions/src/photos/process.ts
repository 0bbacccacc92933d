// An upload made safe and fast (docs/photos.md): the real type read from the
// bytes, the photo turned upright, every metadata block left behind (EXIF with
// its GPS position and camera serial, XMP, ICC), resized to the contract's
// widths in AVIF and WebP, with a ThumbHash placeholder and a perceptual hash
// for the copy check. Pure: bytes in, bytes out, no Firebase.
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import {
  PHOTO_FORMATS,
  PHOTO_MESSAGES,
  PHOTO_UPLOAD,
  PHOTO_WIDTHS,
  type PhotoFormat,
} from '../contract/photo';
import { HttpError, badRequest } from '../lib/http-error';

/** The types sharp's prebuilt binary reads and the issue accepts. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/**
 * HEIC and HEIF: the prebuilt libheif decodes AVIF only (HEVC is patent-bound
 * and left out), so they are refused with a way out rather than "unsupported".
 */
const HEIC = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

/** A decompression bomb (a small PNG of 100,000 × 100,000 pixels) is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Each variant stays well under Firestore's 1 MiB document limit. */
export const VARIANT_MAX_BYTES = 700 * 1024;

const QUALITY: Record<PhotoFormat, { start: number; step: number; floor: number }> = {
  avif: { start: 55, step: 12, floor: 20 },
  webp: { start: 78, step: 12, floor: 30 },
};

export type Variant = { width: number; format: PhotoFormat; bytes: Buffer; etag: string };

export type ProcessedPhoto = {
  /** The largest variant's size: the photo upright, at most the largest width. */
  width: number;
  height: number;
  /** ThumbHash, base64. */
  placeholder: string;
  /** 64-bit dHash, 16 hex digits. */
  hash: string;
  /** The hash in 4 bands of 16 bits, `<band>:<4 hex digits>`, for an `array-contains-any` lookup. */
  hashBands: string[];
  /** One per width and format; a width past the photo's own is the photo at its own size. */
  variants: Variant[];
};

/** The real type of `bytes`, or a 415 (HEIC gets its own message). */
export async function sniffType(bytes: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  if (type && HEIC.has(type.mime)) throw new HttpError(415, PHOTO_MESSAGES.heic);
  if (!type || !ACCEPTED.has(type.mime)) throw new HttpError(415, PHOTO_MESSAGES.unsupported);
  return type.mime;
}

/** A strong validator for the variant's bytes: they never change under their URL. */
export const etagOf = (bytes: Buffer) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

/** Bands of a 16-hex-digit hash (see ProcessedPhoto). */
export const hashBandsOf = (hash: string) =>
  [0, 1, 2, 3].map((band) => `${band}:${hash.slice(band * 4, band * 4 + 4)}`);

type Raw = { data: Buffer; info: sharp.OutputInfo };
const fromRaw = ({ data, info }: Raw) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

async function encode(raw: Raw, width: number, format: PhotoFormat): Promise<Buffer> {
  const { start, step, floor } = QUALITY[format];
  for (let quality = start; ; quality = Math.max(floor, quality - step)) {
    let image = fromRaw(raw);
    if (width < raw.info.width) image = image.resize({ width });
    const bytes = await (
      format === 'avif' ? image.avif({ quality, effort: 3 }) : image.webp({ quality, effort: 4 })
    ).toBuffer();
    if (bytes.length <= VARIANT_MAX_BYTES) return bytes;
    if (quality === floor) throw badRequest(PHOTO_MESSAGES.unreadable);
  }
}

/** dHash: a 9 × 8 greyscale copy, each bit whether a pixel is brighter than its right neighbour. */
async function dHash(raw: Raw): Promise<string> {
  const pixels = await fromRaw(raw).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      bits = (bits << 1n) | (pixels[y * 9 + x]! > pixels[y * 9 + x + 1]! ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}

async function thumbHash(raw: Raw): Promise<string> {
  const { data, info } = await fromRaw(raw)
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64');
}

/**
 * Decodes once: upright (EXIF orientation applied), at most the largest
 * width, as raw sRGB pixels, so nothing of the file but its pixels goes on.
 */
async function decode(bytes: Buffer): Promise<Raw> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: Math.max(...PHOTO_WIDTHS), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (/pixel limit/i.test(String(err))) throw badRequest(PHOTO_MESSAGES.tooManyPixels);
    throw badRequest(PHOTO_MESSAGES.unreadable);
  }
}

/** The hash an upload of `bytes` gets (decoded as processPhoto does): the stock images' are made with it. */
export async function perceptualHash(bytes: Buffer): Promise<string> {
  return dHash(await decode(bytes));
}

/**
 * Processing takes a core and tens of megabytes per photo: an instance of the
 * API (40 requests at once, 512 MiB) processes two at a time and queues the rest.
 */
const MAX_AT_ONCE = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function oneOfFew<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** The whole pipeline; refusals are HttpErrors (413 too big, 415 not a photo, 400 unreadable). */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > PHOTO_UPLOAD.maxBytes) throw new HttpError(413, PHOTO_MESSAGES.tooLarge);
  if (bytes.length === 0) throw badRequest(PHOTO_MESSAGES.empty);
  await sniffType(bytes);
  return oneOfFew(async () => {
    const raw = await decode(bytes);
    const [placeholder, hash] = await Promise.all([thumbHash(raw), dHash(raw)]);
    const variants: Variant[] = [];
    for (const format of PHOTO_FORMATS) {
      let full: Buffer | undefined;
      for (const width of PHOTO_WIDTHS) {
        // Never upscaled: from the photo's own width on, every width is that one.
        const own = width >= raw.info.width;
        const encoded = own ? (full ??= await encode(raw, raw.info.width, format)) : undefined;
        const out = encoded ?? (await encode(raw, width, format));
        variants.push({ width, format, bytes: out, etag: etagOf(out) });
      }
    }
    return {
      width: raw.info.width,
      height: raw.info.height,
      placeholder,
      hash,
      hashBands: hashBandsOf(hash),
      variants,
    };
  });
}
