// The app's icons for the web app manifest and the home screen
// (web/public/icons/), drawn from the same mark as favicon.svg:
// `node scripts/images/app-icons.mjs`. The platforms ask for 192 and 512 px
// ("any": the rounded tile as the favicon draws it), a maskable 512 (the mark
// inside the middle 80%, the safe zone a launcher's mask never cuts, on a
// full-bleed tile) and Apple's 180 px touch icon (full-bleed: iOS rounds it).
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('../..', import.meta.url));
const OUT_DIR = join(root, 'web/public/icons');
const BRAND = '#4f46e5';

/** The favicon's house and dot, without its tile, in its 32-unit box. */
const MARK =
  '<path d="M16 6.5 6.5 14v11.5h7v-6.5h5v6.5h7V14z" fill="#fff"/><circle cx="16" cy="14.2" r="2.2" fill="#14b8a6"/>';

/** The mark on a full-bleed tile, scaled to `share` of the side around the centre. */
const fullBleed = (share) => {
  const offset = (32 * (1 - share)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(${offset} ${offset}) scale(${share})">${MARK}</g></svg>`;
};

const favicon = readFileSync(join(root, 'web/public/favicon.svg'));
const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(OUT_DIR, file));

mkdirSync(OUT_DIR, { recursive: true });
await Promise.all([
  render(favicon, 192, 'icon-192.png'),
  render(favicon, 512, 'icon-512.png'),
  render(fullBleed(0.8), 512, 'maskable-512.png'),
  render(fullBleed(0.9), 180, 'apple-touch-icon.png'),
]);
console.log(`Icons written to ${OUT_DIR}`);
