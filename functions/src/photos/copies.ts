// The copy check (docs/photos.md): a new upload whose perceptual hash is
// within COPY_THRESHOLD bits of another member's photo, or of one of the
// images bundled with the app, waits for a moderator before anyone else sees
// it. A member re-using their own photo is no copy. Pure: the candidates come
// from repository.ts's band lookup.
import { STOCK_HASHES } from './stock-hashes';

/** Hamming distance between two hashes (how many of the 64 bits differ). */
export function hashDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (diff) {
    bits += Number(diff & 1n);
    diff >>= 1n;
  }
  return bits;
}

/**
 * Bits (of 64) two hashes may differ by and still be one photo. Measured on
 * the bundled images (copies.test.ts): the same photo re-encoded as JPEG or
 * WebP, or resized, differs by 0–7 bits; different photos by 20 or more and a
 * mirrored one by 25 or more. 10 sits between, the usual dHash cut-off.
 */
export const COPY_THRESHOLD = 10;

/** Candidates fetched by the band lookup: enough for a photo and its re-uploads, bounded reads per upload. */
export const COPY_CANDIDATES = 30;

export const isCopy = (a: string, b: string) => hashDistance(a, b) <= COPY_THRESHOLD;

export type Candidate = {
  id: string;
  ownerId: string;
  hash: string;
  /** A held photo is itself a suspected copy: never taken as an original. */
  held: boolean;
  /** ms, for the tie-break: the older photo is the original. */
  createdAt: number;
};

/**
 * What a new photo of `ownerId` with `hash` copies: another member's photo's
 * id (the closest, then the oldest), else a bundled image's path
 * (`/images/listings/…`), else undefined.
 */
export function copyOf(hash: string, ownerId: string, candidates: Candidate[]): string | undefined {
  const others = candidates
    .filter((c) => c.ownerId !== ownerId && !c.held && isCopy(hash, c.hash))
    .map((c) => ({ ...c, distance: hashDistance(hash, c.hash) }))
    .sort((a, b) => a.distance - b.distance || a.createdAt - b.createdAt);
  if (others[0]) return others[0].id;
  return stockCopyOf(hash);
}

/** The bundled image `hash` copies (the closest of its files), if any. */
export function stockCopyOf(hash: string): string | undefined {
  let best: { path: string; distance: number } | undefined;
  for (const [path, stock] of STOCK_HASHES) {
    const distance = hashDistance(hash, stock);
    if (distance <= COPY_THRESHOLD && (!best || distance < best.distance))
      best = { path, distance };
  }
  return best?.path;
}
