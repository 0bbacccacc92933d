// P6, photos (issue 42, docs/photos.md): an upload's time through Hosting
// (`POST /photos` with a phone-sized JPEG, three sizes made with sharp here,
// the p50 of a few runs each) and a photo's fetch through Hosting: its first
// fetch (the function reads the file from Firestore) and a cached one (the
// client sends its ETag back: 304, no body). The emulator's Hosting has no
// CDN: docs/performance.md says what production's does instead.
import sharp from 'sharp';
import { hostingUrl, projectId } from '../lib/emulator-env.mjs';
import { emulatorRest } from '../lib/emulator-rest.mjs';

/** Megapixels as phones take them, 4:3. */
export const PHOTO_SIZES = [
  { name: '1 MP', width: 1152, height: 864 },
  { name: '4 MP', width: 2304, height: 1728 },
  { name: '12 MP', width: 4000, height: 3000 },
];
/** Runs per size (60 uploads a day is a member's limit: these and one warm-up stay well under). */
export const UPLOAD_RUNS = 5;
/** Demo photos fetched, each once uncached then once with its ETag. */
const FETCHED = 10;
const FILE = '960.webp';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/**
 * A JPEG that compresses like a photo (about 0.35 MB a megapixel at quality
 * 88, as a phone's): coarse colour noise enlarged into soft shapes, with a
 * fine grain over it. A flat image would make files, and their processing,
 * unrealistically small.
 */
async function photoLikeJpeg({ width, height }, seed) {
  const noise = (w, h, mean, sigma) =>
    sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean, sigma },
      },
    })
      .png()
      .toBuffer();
  const [shapes, grain] = await Promise.all([
    noise(Math.round(width / 8), Math.round(height / 8), 100 + seed, 60),
    noise(width, height, 128, 12),
  ]);
  return sharp(shapes)
    .resize(width, height, { kernel: 'cubic' })
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function timed(url, init) {
  const start = performance.now();
  const response = await fetch(url, init);
  const body = Buffer.from(await response.arrayBuffer());
  return { ms: performance.now() - start, response, body };
}

/**
 * The table's figures: each size's upload p50 (and its file), and the p50s
 * of a demo photo's first and cached fetch. `photoIds`: uploads an active
 * demo listing shows (anyone may fetch them).
 */
export async function measurePhotos({ photoIds, progress = () => {} }) {
  const emulator = emulatorRest({ projectId });
  const { idToken } = await emulator.createAccount({
    email: 'bench-photos@example.com',
    password: 'Bench-photos-1',
    displayName: 'Bench Photos',
  });
  const upload = async (bytes) => {
    const { ms, response, body } = await timed(`${hostingUrl}/photos`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'image/jpeg' },
      body: bytes,
    });
    if (response.status !== 201) {
      throw new Error(`POST /photos answered ${response.status}: ${body.toString().slice(0, 200)}`);
    }
    return ms;
  };

  progress('P6 making the JPEGs');
  const files = [];
  for (const size of PHOTO_SIZES) files.push({ ...size, bytes: await photoLikeJpeg(size, 0) });
  // Uncounted: the function's worker starts and loads the pipeline (sharp) on its first upload.
  await upload(files[0].bytes);
  const uploads = [];
  for (const file of files) {
    progress(`P6 uploads of ${file.name}`);
    const times = [];
    for (let run = 0; run < UPLOAD_RUNS; run++) times.push(await upload(file.bytes));
    uploads.push({
      name: file.name,
      width: file.width,
      height: file.height,
      mb: file.bytes.length / 1e6,
      p50: percentile(times, 50),
      min: Math.min(...times),
      max: Math.max(...times),
    });
  }

  progress('P6 photo fetches');
  const ids = photoIds.slice(0, FETCHED + 1);
  // Uncounted: one photo's file, so the serving path is warm.
  await timed(`${hostingUrl}/photos/${ids.pop()}/${FILE}`);
  const first = [];
  const cached = [];
  let bytes = 0;
  let cacheControl = '';
  for (const id of ids) {
    const url = `${hostingUrl}/photos/${id}/${FILE}`;
    const fetched = await timed(url);
    if (fetched.response.status !== 200)
      throw new Error(`GET ${url} answered ${fetched.response.status}`);
    first.push(fetched.ms);
    bytes += fetched.body.length;
    cacheControl = fetched.response.headers.get('cache-control') ?? '';
    const etag = fetched.response.headers.get('etag');
    // As a browser revalidates its copy. `fetch` alone would add `Cache-Control:
    // no-cache` to a conditional request (the Fetch standard), which asks for the whole file.
    const again = await timed(url, {
      headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
    });
    if (again.response.status !== 304)
      throw new Error(`GET ${url} with its ETag answered ${again.response.status}`);
    cached.push(again.ms);
  }
  return {
    uploads,
    fetches: {
      count: ids.length,
      file: FILE,
      kb: bytes / ids.length / 1024,
      cacheControl,
      firstP50: percentile(first, 50),
      cachedP50: percentile(cached, 50),
    },
  };
}
