// The demo listings' photos (web/public/images/listings/), rendered offline
// from small SVG room scenes so they are reproducible without the internet or
// a photo licence: `node scripts/images/listing-photos.mjs`. Each scene is
// written at two widths (480 for cards and phones, 960 for the details
// gallery) as AVIF and WebP; cards pick one through srcset/sizes.
//
// The scenes are flat illustrations on purpose: they compress to a few KB,
// which keeps the home and browse pages inside their performance budgets.
// scripts/lib/demo-data.mjs refers to them by name (LISTING_PHOTOS below).
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';

export const WIDTHS = [480, 960];
const W = 960;
const H = 720; // 4:3, the cards' and the gallery's aspect ratio

const root = fileURLToPath(new URL('../..', import.meta.url));
export const OUT_DIR = join(root, 'web/public/images/listings');

// ---- drawing helpers (SVG strings in a 960×720 view box) -----------------

const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

function windowAt(x, y, w, h, { sky, frame, curtain }) {
  const id = `sky${x}${y}`;
  return `
  <defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/>
  </linearGradient></defs>
  ${rect(x - 10, y - 10, w + 20, h + 20, frame, 'rx="4"')}
  ${rect(x, y, w, h, `url(#${id})`)}
  <path d="M${x} ${y + h * 0.78} q ${w * 0.25} -${h * 0.18} ${w * 0.5} -${h * 0.05} t ${w * 0.5} -${h * 0.08} V ${y + h} H ${x} Z" fill="#ffffff" opacity="0.35"/>
  ${rect(x + w / 2 - 4, y, 8, h, frame)}
  ${rect(x, y + h / 2 - 4, w, 8, frame)}
  ${curtain ? `<path d="M${x - 40} ${y - 30} h 60 q -20 ${h / 2} 10 ${h + 40} h -70 Z" fill="${curtain}"/><path d="M${x + w + 40} ${y - 30} h -60 q 20 ${h / 2} -10 ${h + 40} h 70 Z" fill="${curtain}"/>` : ''}`;
}

const plant = (x, y, pot, leaf) => `
  <path d="M${x - 28} ${y} h 56 l -8 60 h -40 Z" fill="${pot}"/>
  <ellipse cx="${x - 22}" cy="${y - 40}" rx="18" ry="46" fill="${leaf}" transform="rotate(-25 ${x - 22} ${y - 40})"/>
  <ellipse cx="${x + 22}" cy="${y - 44}" rx="18" ry="50" fill="${leaf}" transform="rotate(25 ${x + 22} ${y - 44})"/>
  <ellipse cx="${x}" cy="${y - 62}" rx="16" ry="58" fill="${leaf}" opacity="0.9"/>`;

const frameArt = (x, y, w, h, frame, a, b) => `
  ${rect(x, y, w, h, frame, 'rx="3"')}
  ${rect(x + 10, y + 10, w - 20, h - 20, a)}
  <circle cx="${x + w * 0.65}" cy="${y + h * 0.4}" r="${Math.min(w, h) * 0.16}" fill="${b}"/>
  <path d="M${x + 10} ${y + h - 10} l ${w * 0.3} -${h * 0.35} l ${w * 0.25} ${h * 0.2} l ${w * 0.2} -${h * 0.15} L ${x + w - 10} ${y + h - 10} Z" fill="${b}" opacity="0.6"/>`;

const lamp = (x, y, shade, pole) => `
  ${rect(x - 3, y, 6, 210, pole)}
  ${rect(x - 30, y + 206, 60, 10, pole, 'rx="5"')}
  <path d="M${x - 40} ${y} h 80 l -18 -70 h -44 Z" fill="${shade}"/>
  <ellipse cx="${x}" cy="${y + 4}" rx="70" ry="16" fill="#fff6d6" opacity="0.35"/>`;

function bed(x, y, { frame, sheet, blanket, pillow }) {
  return `
  ${rect(x, y - 150, 26, 230, frame, 'rx="8"')}
  ${rect(x, y, 460, 70, frame, 'rx="10"')}
  ${rect(x + 20, y - 40, 430, 60, sheet, 'rx="14"')}
  ${rect(x + 40, y - 78, 110, 46, pillow, 'rx="20"')}
  ${rect(x + 160, y - 74, 100, 42, pillow, 'rx="20"')}
  ${rect(x + 180, y - 34, 290, 78, blanket, 'rx="16"')}
  ${rect(x + 440, y + 70, 16, 30, frame)}${rect(x + 10, y + 70, 16, 30, frame)}`;
}

function sofa(x, y, { body, cushion, leg }) {
  return `
  ${rect(x, y - 120, 440, 110, body, 'rx="22"')}
  ${rect(x - 30, y - 60, 60, 130, body, 'rx="22"')}
  ${rect(x + 410, y - 60, 60, 130, body, 'rx="22"')}
  ${rect(x + 20, y - 20, 200, 70, cushion, 'rx="14"')}
  ${rect(x + 220, y - 20, 200, 70, cushion, 'rx="14"')}
  ${rect(x - 10, y + 60, 460, 30, body, 'rx="10"')}
  ${rect(x, y + 90, 14, 26, leg)}${rect(x + 426, y + 90, 14, 26, leg)}
  ${rect(x + 60, y - 100, 80, 70, '#ffffff', 'rx="16" opacity="0.25"')}`;
}

function desk(x, y, { top, leg, screen, chair }) {
  return `
  ${rect(x, y, 300, 16, top, 'rx="4"')}
  ${rect(x + 14, y + 16, 12, 170, leg)}${rect(x + 274, y + 16, 12, 170, leg)}
  ${rect(x + 90, y - 110, 150, 96, screen, 'rx="6"')}
  ${rect(x + 98, y - 102, 134, 80, '#9fd3ff', 'rx="3" opacity="0.55"')}
  ${rect(x + 155, y - 14, 20, 14, screen)}
  ${rect(x + 20, y - 40, 40, 40, '#f4d35e', 'rx="6"')}
  <path d="M${x + 320} ${y - 40} h 90 v 150 h -90 Z" fill="${chair}" rx="12"/>
  ${rect(x + 310, y + 100, 110, 20, chair, 'rx="8"')}
  ${rect(x + 358, y + 120, 14, 66, leg)}`;
}

function kitchen(x, y, { cabinet, counter, accent }) {
  let doors = '';
  for (let i = 0; i < 5; i++) doors += rect(x + 10 + i * 126, y + 40, 112, 150, cabinet, 'rx="6"');
  let upper = '';
  for (let i = 0; i < 5; i++) upper += rect(x + 10 + i * 126, y - 330, 112, 150, cabinet, 'rx="6"');
  return `
  ${upper}
  ${rect(x, y, 640, 34, counter, 'rx="4"')}
  ${doors}
  ${rect(x + 390, y - 150, 120, 150, '#dfe6ea', 'rx="6"')}
  <circle cx="${x + 140}" cy="${y - 22}" r="22" fill="${accent}"/>
  ${rect(x + 120, y - 60, 40, 16, accent, 'rx="6"')}
  <path d="M${x + 250} ${y} v -44 h 70 v 44" fill="none" stroke="#8a8f93" stroke-width="8"/>
  ${rect(x + 560, y - 90, 50, 90, '#ffffff', 'rx="10" opacity="0.85"')}`;
}

const rug = (cx, cy, rx, ry, fill) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" opacity="0.9"/>`;

const floorBoards = (y, color) => {
  let lines = '';
  for (let i = 1; i < 6; i++) {
    const yy = y + i * ((H - y) / 6);
    lines += `<line x1="0" y1="${yy}" x2="${W}" y2="${yy}" stroke="${color}" stroke-width="2" opacity="0.35"/>`;
  }
  return lines;
};

function scene({ wall, wallShade, floor, floorLine, horizon = 500 }, content) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="${wallShade}"/>
    </linearGradient>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="0.6" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>
  </defs>
  ${rect(0, 0, W, horizon, 'url(#wall)')}
  ${rect(0, horizon, W, H - horizon, floor)}
  ${floorBoards(horizon, floorLine)}
  ${rect(0, horizon - 14, W, 14, wallShade)}
  ${content}
  ${rect(0, 0, W, H, 'url(#light)')}
</svg>`;
}

// ---- the scenes ----------------------------------------------------------

const SKY_DAY = ['#8ec9f0', '#d9efff'];
const SKY_DUSK = ['#f6a77c', '#ffe2b8'];
const SKY_EVENING = ['#5b6fa8', '#c7b7d8'];

/** name → SVG. Names are stable: demo-data.mjs refers to them. */
export const SCENES = {
  'sunny-bedroom': scene(
    { wall: '#f3e9dc', wallShade: '#e3d3bf', floor: '#c89f72', floorLine: '#8d6a45' },
    windowAt(560, 90, 260, 220, { sky: SKY_DAY, frame: '#ffffff', curtain: '#f2c6a0' }) +
      frameArt(150, 120, 150, 110, '#6b4f3a', '#cfe3d8', '#7aa98f') +
      rug(430, 640, 320, 50, '#e8b4a0') +
      bed(120, 520, { frame: '#8b5e3c', sheet: '#ffffff', blanket: '#6a9fb5', pillow: '#f7f1e8' }) +
      plant(840, 560, '#b5654a', '#4f8a5b'),
  ),
  'calm-bedroom': scene(
    { wall: '#dfe7e4', wallShade: '#c7d3cf', floor: '#a98b6d', floorLine: '#6e5842' },
    windowAt(120, 90, 220, 220, { sky: SKY_DUSK, frame: '#f7f7f2', curtain: '#9bb7ae' }) +
      frameArt(640, 110, 180, 130, '#2f3b40', '#f1dcc2', '#d98c5f') +
      rug(520, 640, 330, 48, '#c9b59a') +
      bed(380, 520, { frame: '#3f4e55', sheet: '#f6f4ef', blanket: '#d9a441', pillow: '#ffffff' }) +
      lamp(300, 340, '#f4d8a8', '#3f4e55'),
  ),
  'attic-room': scene(
    { wall: '#f6efe6', wallShade: '#e6d9c8', floor: '#b88a5a', floorLine: '#7a5634' },
    `<path d="M0 0 L 360 0 L 0 300 Z" fill="#d9c7b0"/>` +
      windowAt(420, 110, 180, 160, { sky: SKY_DAY, frame: '#ffffff' }) +
      bed(80, 540, { frame: '#ffffff', sheet: '#fbfaf7', blanket: '#c96b5a', pillow: '#f1e4d3' }) +
      rug(480, 650, 280, 40, '#7fa0b0') +
      plant(800, 560, '#f2f2f2', '#5d9b6a') +
      frameArt(690, 150, 120, 160, '#b08a5e', '#fbe3c4', '#e07a5f'),
  ),
  'bright-living-room': scene(
    { wall: '#f7f3ea', wallShade: '#e8e0cf', floor: '#d2b48c', floorLine: '#946f45' },
    windowAt(90, 80, 300, 250, { sky: SKY_DAY, frame: '#ffffff', curtain: '#e9dcc5' }) +
      frameArt(560, 120, 240, 150, '#3b3b3b', '#f3d9b1', '#e76f51') +
      rug(520, 650, 360, 52, '#2a9d8f') +
      sofa(340, 520, { body: '#5c7c99', cushion: '#7b9bb8', leg: '#3b2f24' }) +
      plant(150, 580, '#d08c60', '#3f7d4e'),
  ),
  'cosy-living-room': scene(
    { wall: '#e9ddd0', wallShade: '#d4c1ad', floor: '#8f6b4a', floorLine: '#5c4330' },
    windowAt(620, 90, 240, 230, { sky: SKY_EVENING, frame: '#f3eee6', curtain: '#a4573c' }) +
      frameArt(140, 110, 130, 170, '#222', '#f0c987', '#8e5b3c') +
      frameArt(300, 150, 120, 100, '#222', '#cfe0e8', '#4d7c8a') +
      rug(420, 650, 330, 50, '#d9b48f') +
      sofa(150, 520, { body: '#b5653f', cushion: '#cf8258', leg: '#2e2218' }) +
      lamp(720, 350, '#f7e1b5', '#2e2218'),
  ),
  'studio-flat': scene(
    { wall: '#eef0ee', wallShade: '#d9dcd8', floor: '#b7a07f', floorLine: '#7d6a51' },
    windowAt(380, 80, 220, 200, { sky: SKY_DAY, frame: '#2f2f2f' }) +
      bed(40, 540, { frame: '#d7c4a8', sheet: '#ffffff', blanket: '#8aa39b', pillow: '#f4efe6' }) +
      desk(540, 430, { top: '#c8a27a', leg: '#3a3a3a', screen: '#2b2b2b', chair: '#e07a5f' }) +
      rug(320, 655, 230, 36, '#e9c46a'),
  ),
  'loft-studio': scene(
    { wall: '#d8d2cb', wallShade: '#bfb6ab', floor: '#6f5a48', floorLine: '#3e3128' },
    `${rect(0, 0, W, 40, '#4a4a4a')}` +
      windowAt(90, 90, 180, 300, { sky: SKY_DUSK, frame: '#2b2b2b' }) +
      windowAt(330, 90, 180, 300, { sky: SKY_DUSK, frame: '#2b2b2b' }) +
      sofa(460, 540, { body: '#3d5a5b', cushion: '#57797a', leg: '#1f1f1f' }) +
      rug(560, 660, 300, 40, '#c2a878') +
      plant(180, 600, '#2b2b2b', '#6a994e'),
  ),
  'work-corner': scene(
    { wall: '#e4ecf2', wallShade: '#cbd8e2', floor: '#c2a383', floorLine: '#87694c' },
    windowAt(100, 90, 240, 220, { sky: SKY_DAY, frame: '#ffffff', curtain: '#b9d0df' }) +
      desk(430, 420, { top: '#f0e6d8', leg: '#7b8b96', screen: '#34495e', chair: '#2a9d8f' }) +
      frameArt(480, 110, 200, 130, '#7b8b96', '#fdf0d5', '#c1121f') +
      plant(220, 590, '#ffffff', '#588157'),
  ),
  'shared-kitchen': scene(
    { wall: '#f4f1ea', wallShade: '#e2dccf', floor: '#9fa8a3', floorLine: '#5f6864', horizon: 520 },
    kitchen(160, 500, { cabinet: '#6b9080', counter: '#e9e3d6', accent: '#e76f51' }) +
      windowAt(40, 150, 90, 200, { sky: SKY_DAY, frame: '#ffffff' }) +
      plant(870, 600, '#e9e3d6', '#52796f'),
  ),
  'warm-kitchen': scene(
    { wall: '#fbf3e4', wallShade: '#ecdcc0', floor: '#7f5539', floorLine: '#4a3222', horizon: 520 },
    kitchen(160, 500, { cabinet: '#f2e8cf', counter: '#3a3a3a', accent: '#bc6c25' }) +
      windowAt(40, 150, 90, 200, { sky: SKY_DUSK, frame: '#3a3a3a' }) +
      plant(880, 610, '#bc6c25', '#606c38'),
  ),
  'reading-nook': scene(
    { wall: '#ece4f0', wallShade: '#d6c9de', floor: '#a68a64', floorLine: '#6d5a40' },
    windowAt(520, 90, 300, 260, { sky: SKY_EVENING, frame: '#ffffff', curtain: '#b39cc4' }) +
      rug(360, 650, 280, 46, '#f2cc8f') +
      sofa(120, 530, { body: '#81b29a', cushion: '#a3c9b4', leg: '#3d405b' }) +
      lamp(660, 360, '#f2cc8f', '#3d405b') +
      plant(860, 580, '#3d405b', '#81b29a'),
  ),
  'green-balcony': scene(
    { wall: '#dceef6', wallShade: '#c4e0ec', floor: '#b5b0a6', floorLine: '#75716a', horizon: 470 },
    `${rect(0, 80, W, 300, '#9fd0ea')}<path d="M0 320 q 160 -80 320 -20 t 320 -30 t 320 10 V 380 H 0 Z" fill="#7fb38a"/>` +
      `${rect(0, 360, W, 12, '#5f5f5f')}` +
      Array.from({ length: 16 }, (_, i) => rect(20 + i * 60, 372, 8, 98, '#5f5f5f')).join('') +
      plant(140, 560, '#c8553d', '#588157') +
      plant(300, 580, '#f2f2f2', '#6a994e') +
      plant(820, 570, '#c8553d', '#386641') +
      `${rect(470, 500, 180, 14, '#d4a373', 'rx="6"')}${rect(520, 514, 12, 90, '#6b4f3a')}${rect(590, 514, 12, 90, '#6b4f3a')}`,
  ),
};

async function render(name, svg, outDir) {
  const files = [];
  for (const width of WIDTHS) {
    const base = sharp(Buffer.from(svg), { density: 72 * (width / W) * 2 }).resize(
      width,
      Math.round((width * H) / W),
    );
    const avif = join(outDir, `${name}-${width}.avif`);
    const webp = join(outDir, `${name}-${width}.webp`);
    await base.clone().avif({ quality: 50, effort: 6 }).toFile(avif);
    await base.clone().webp({ quality: 72, effort: 6 }).toFile(webp);
    files.push(avif, webp);
  }
  return files;
}

/** Writes every scene at every width and format; answers the files written. */
export async function generate(outDir = OUT_DIR) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const files = [];
  for (const [name, svg] of Object.entries(SCENES))
    files.push(...(await render(name, svg, outDir)));
  return files;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = await generate();
  const sizes = readdirSync(OUT_DIR).map((f) => statSync(join(OUT_DIR, f)).size);
  const total = sizes.reduce((a, b) => a + b, 0);
  console.log(
    `Wrote ${files.length} images to ${OUT_DIR}: largest ${(Math.max(...sizes) / 1024).toFixed(1)} KB, total ${(total / 1024).toFixed(0)} KB.`,
  );
}
