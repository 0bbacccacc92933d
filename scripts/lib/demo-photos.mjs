// The demo listings' photos: the scenes bundled under
// web/public/images/listings/ (rendered by scripts/images/listing-photos.mjs),
// chosen by room type and position, so the same seed always gives the same
// photos without drawing from demo-data.mjs's random sequence (which would
// change every title and rent). A couple of listings get none, to show the
// cards' placeholder.
//
// They are uploads, as a member's are (docs/photos.md): each scene goes
// through the API's own pipeline (functions/lib/photos/process.js) and is
// stored as the API stores an upload (its repository's `photoDocuments`), so
// `npm start` shows the real path: /photos/<id> URLs, variants served by the
// function, ThumbHash placeholders. A photo has one owner and a listing may
// show only its owner's uploads, so each demo owner has one photo per scene
// they use, attached to each of their listings that shows it.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { root } from './emulator-env.mjs';

/** Scenes that fit each room type; the first two show the room itself. */
const SCENES_BY_ROOM_TYPE = {
  'Single Room': ['sunny-bedroom', 'attic-room', 'work-corner', 'shared-kitchen', 'calm-bedroom'],
  'Shared Room': ['calm-bedroom', 'bright-living-room', 'shared-kitchen', 'green-balcony'],
  Studio: ['studio-flat', 'loft-studio', 'warm-kitchen', 'reading-nook'],
  '1 Bedroom': ['cosy-living-room', 'sunny-bedroom', 'warm-kitchen', 'green-balcony'],
  '2 Bedroom': ['bright-living-room', 'calm-bedroom', 'shared-kitchen', 'work-corner'],
  '3+ Bedroom': ['cosy-living-room', 'attic-room', 'warm-kitchen', 'reading-nook', 'green-balcony'],
};

/** The bundled scenes, each at a few widths and formats. */
export const SCENES_DIR = join(root, 'web', 'public', 'images', 'listings');
/**
 * Processed scenes, kept between seed runs (a second `npm start` processes
 * nothing): one file per source file and pipeline version.
 */
export const DEMO_PHOTO_CACHE = join(root, 'node_modules', '.cache', 'roomly-demo-photos');

/** Every 13th listing from the sixth (demo-0006, demo-0019, …) has no photos. */
export const hasNoPhotos = (index) => index % 13 === 5;

/** The 1–4 scenes of the `index`th demo listing, the cover first, or none (see `hasNoPhotos`). */
export function demoScenes(index, roomType) {
  const scenes = SCENES_BY_ROOM_TYPE[roomType];
  if (!scenes || hasNoPhotos(index)) return [];
  // The cover is one of the first two scenes (a room, not the kitchen); the rest follow.
  const cover = index % 2;
  const ordered = [scenes[cover], ...scenes.filter((_, j) => j !== cover)];
  return ordered.slice(0, 1 + (index % 4));
}

/**
 * The id of `ownerEmail`'s upload of `scene`: fixed (20 letters and digits,
 * as Firestore's own ids), so seeding again overwrites it.
 */
export const demoPhotoId = (ownerEmail, scene) =>
  createHash('sha256')
    .update(`roomly-demo-photo\n${ownerEmail}\n${scene}`)
    .digest('hex')
    .slice(0, 20);

/** The listing's `photos`: its owner's uploads of its scenes. */
export const demoPhotos = (index, roomType, ownerEmail) =>
  demoScenes(index, roomType).map((scene) => `/photos/${demoPhotoId(ownerEmail, scene)}`);

/** The compiled functions code (built by the seed before it gets here). */
function pipeline() {
  const lib = join(root, 'functions', 'lib');
  const files = ['photos/process.js', 'contract/photo-files.js'].map((f) => join(lib, f));
  const require = createRequire(files[0]);
  const sharp = require('sharp');
  // What makes a scene's result: the pipeline's code, its widths and formats, and libvips.
  const version = createHash('sha256')
    .update(files.map((file) => readFileSync(file)).join('\n'))
    .update(JSON.stringify(sharp.versions))
    .digest('hex')
    .slice(0, 16);
  return {
    version,
    processPhoto: require(files[0]).processPhoto,
    photoDocuments: require(join(lib, 'photos', 'repository.js')).photoDocuments,
    uploadDetails: require(join(lib, 'photos', 'attachments.js')).uploadDetails,
    paths: require(join(lib, 'photos', 'paths.js')),
  };
}

/** A scene's largest bundled file: the most pixels the pipeline can start from. */
function sourceOf(scene, dir) {
  const files = readdirSync(dir)
    .map((file) => ({ file, match: /^(.+)-(\d+)\.(?:avif|webp)$/.exec(file) }))
    .filter(({ match }) => match?.[1] === scene)
    .map(({ file, match }) => ({
      path: join(dir, file),
      width: Number(match[2]),
      size: statSync(join(dir, file)).size,
    }))
    .sort((a, b) => b.width - a.width || b.size - a.size);
  if (files.length === 0) throw new Error(`No bundled image of the scene "${scene}" in ${dir}`);
  return files[0].path;
}

const toCache = (photo) =>
  JSON.stringify({
    ...photo,
    variants: photo.variants.map((v) => ({ ...v, bytes: v.bytes.toString('base64') })),
  });
const fromCache = (text) => {
  const photo = JSON.parse(text);
  return {
    ...photo,
    variants: photo.variants.map((v) => ({ ...v, bytes: Buffer.from(v.bytes, 'base64') })),
  };
};

/** Each scene processed once, from the cache when it has it; answers scene → ProcessedPhoto. */
async function processScenes(scenes, { processPhoto, version }, { dir, cacheDir }) {
  mkdirSync(cacheDir, { recursive: true });
  const processed = new Map();
  let made = 0;
  const queue = [...scenes];
  const worker = async () => {
    for (let scene = queue.shift(); scene; scene = queue.shift()) {
      const source = readFileSync(sourceOf(scene, dir));
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
      const cached = join(cacheDir, `${scene}-${hash}-${version}.json`);
      try {
        processed.set(scene, fromCache(readFileSync(cached, 'utf8')));
        continue;
      } catch (err) {
        if (err?.code !== 'ENOENT') throw err;
      }
      const photo = await processPhoto(source);
      // Whole or not at all: another seed run may read it at the same time.
      const partial = `${cached}.${process.pid}`;
      writeFileSync(partial, toCache(photo));
      renameSync(partial, cached);
      processed.set(scene, photo);
      made++;
    }
  };
  // The pipeline itself works on two at a time (photos/process.ts); up to the cores here.
  const workers = Math.max(1, Math.min(availableParallelism(), scenes.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return { processed, made };
}

/**
 * The demo listings' uploads in the API's stored shape: `writes` ([ref, data]
 * pairs for the seed's batches: each photo's record, attached to its
 * listings, and its files) and `uploads` (listing id → its `uploads` map, the
 * listing's copy of each photo's details). `listings` are demo-data.mjs's
 * (`id`, `ownerEmail`, `scenes`); `uids` maps an owner's e-mail to their uid.
 */
export async function demoPhotoWrites(
  db,
  listings,
  uids,
  { now, dir = SCENES_DIR, cacheDir = DEMO_PHOTO_CACHE } = {},
) {
  const code = pipeline();
  const { PHOTOS, VARIANTS, listingTarget } = code.paths;
  // One photo per owner and scene, shown on each of the owner's listings that use it.
  const photos = new Map();
  for (const listing of listings) {
    for (const scene of listing.scenes) {
      const id = demoPhotoId(listing.ownerEmail, scene);
      const photo = photos.get(id) ?? { scene, owner: listing.ownerEmail, attachedTo: [] };
      photo.attachedTo.push(listingTarget(listing.id));
      photos.set(id, photo);
    }
  }
  const scenes = [...new Set([...photos.values()].map((p) => p.scene))];
  const { processed, made } = await processScenes(scenes, code, { dir, cacheDir });
  const writes = [];
  const details = new Map();
  for (const [id, { scene, owner, attachedTo }] of photos) {
    const { record, files } = code.photoDocuments(uids.get(owner), processed.get(scene), now, {
      attachedTo,
    });
    const ref = db.collection(PHOTOS).doc(id);
    writes.push([ref, record]);
    for (const { file, data } of files) writes.push([ref.collection(VARIANTS).doc(file), data]);
    details.set(id, code.uploadDetails(record));
  }
  const uploads = new Map(
    listings.map((listing) => [
      listing.id,
      Object.fromEntries(
        listing.scenes.map((scene) => {
          const id = demoPhotoId(listing.ownerEmail, scene);
          return [id, details.get(id)];
        }),
      ),
    ]),
  );
  return { writes, uploads, photos: photos.size, processed: made };
}
