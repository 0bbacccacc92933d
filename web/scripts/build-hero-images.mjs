// Renders the home carousel's three illustrations (plain SVG scenes) to AVIF
// and WebP at the widths the <picture> srcset offers. The machine that builds
// Roomly has no internet, so the images are drawn here instead of downloaded;
// the outputs are committed, so only re-run this after changing a scene:
//
//   node web/scripts/build-hero-images.mjs
//
// Scenes are 16:9 with their subject in the middle: the hero crops them with
// object-fit: cover to 2.4:1 on desktop and to roughly 1:1 on phones.
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images', 'hero');
const W = 1920;
const H = 1080;
const widths = [640, 1280, 1920];

// Deterministic "randomness" so re-running produces the same pictures.
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A row of buildings with lit windows; returns SVG markup. */
function skyline({ seed, baseY, minH, maxH, colors, windowColor, windowChance, x0 = 0, x1 = W }) {
  const rand = rng(seed);
  let x = x0;
  let out = '';
  while (x < x1) {
    const w = 70 + Math.floor(rand() * 110);
    const h = minH + Math.floor(rand() * (maxH - minH));
    const top = baseY - h;
    const color = colors[Math.floor(rand() * colors.length)];
    out += `<rect x="${x}" y="${top}" width="${w}" height="${h + 4}" fill="${color}"/>`;
    if (rand() > 0.6) {
      out += `<rect x="${x + w / 2 - 3}" y="${top - 40}" width="6" height="40" fill="${color}"/>`;
    }
    for (let wy = top + 18; wy < baseY - 20; wy += 28) {
      for (let wx = x + 12; wx < x + w - 16; wx += 22) {
        if (rand() < windowChance) {
          out += `<rect x="${wx}" y="${wy}" width="10" height="14" rx="1.5" fill="${windowColor}" opacity="${(0.55 + rand() * 0.45).toFixed(2)}"/>`;
        }
      }
    }
    x += w + 4 + Math.floor(rand() * 10);
  }
  return out;
}

function stars(seed, count, maxY) {
  const rand = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${(rand() * W).toFixed(0)}" cy="${(rand() * maxY).toFixed(0)}" r="${(0.8 + rand() * 1.8).toFixed(1)}" fill="#fff" opacity="${(0.3 + rand() * 0.7).toFixed(2)}"/>`;
  }
  return out;
}

// 1. A warm shared living room at sunset: "Find Your Perfect Roommate".
const livingRoom = `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#312e81"/><stop offset="0.55" stop-color="#6d28d9"/><stop offset="1" stop-color="#be185d"/>
    </linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fb923c"/><stop offset="0.55" stop-color="#f472b6"/><stop offset="1" stop-color="#fde68a"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7c2d12"/><stop offset="1" stop-color="#431407"/>
    </linearGradient>
    <linearGradient id="sofa" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#14b8a6"/><stop offset="1" stop-color="#0f766e"/>
    </linearGradient>
    <radialGradient id="lamp" cx="0.5" cy="0" r="0.9">
      <stop offset="0" stop-color="#fef3c7" stop-opacity="0.75"/><stop offset="1" stop-color="#fef3c7" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff7ed"/><stop offset="0.6" stop-color="#fdba74"/><stop offset="1" stop-color="#fdba74" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#wall)"/>
  <!-- window with the city at sunset -->
  <g>
    <rect x="620" y="130" width="680" height="460" rx="18" fill="#1e1b4b"/>
    <rect x="640" y="150" width="640" height="420" rx="8" fill="url(#sky)"/>
    <circle cx="960" cy="430" r="120" fill="url(#sun)"/>
    <clipPath id="win"><rect x="640" y="150" width="640" height="420" rx="8"/></clipPath>
    <g clip-path="url(#win)">
      ${skyline({ seed: 3, baseY: 575, minH: 60, maxH: 200, colors: ['#4c1d95', '#5b21b6', '#3b0764'], windowColor: '#fde68a', windowChance: 0.35, x0: 630, x1: 1290 })}
    </g>
    <rect x="955" y="150" width="10" height="420" fill="#1e1b4b"/>
    <rect x="640" y="355" width="640" height="10" fill="#1e1b4b"/>
    <rect x="600" y="585" width="720" height="22" rx="6" fill="#1e1b4b"/>
  </g>
  <!-- shelves with books and a plant -->
  <g>
    <rect x="1420" y="260" width="300" height="14" rx="4" fill="#fbbf24"/>
    <rect x="1420" y="420" width="300" height="14" rx="4" fill="#fbbf24"/>
    <rect x="1440" y="186" width="26" height="74" rx="3" fill="#f472b6"/>
    <rect x="1470" y="200" width="22" height="60" rx="3" fill="#38bdf8"/>
    <rect x="1496" y="176" width="30" height="84" rx="3" fill="#fde68a"/>
    <rect x="1530" y="206" width="24" height="54" rx="3" fill="#a78bfa"/>
    <path d="M1640 260 q-30 -70 10 -110 q10 50 -4 110 z" fill="#34d399"/>
    <path d="M1650 260 q40 -60 70 -64 q-20 44 -64 64 z" fill="#10b981"/>
    <rect x="1620" y="230" width="60" height="30" rx="6" fill="#fb7185"/>
    <rect x="1450" y="356" width="90" height="64" rx="6" fill="#f9a8d4"/>
    <rect x="1460" y="366" width="70" height="44" rx="3" fill="#fde68a"/>
    <rect x="1580" y="340" width="26" height="80" rx="3" fill="#67e8f9"/>
    <rect x="1610" y="352" width="24" height="68" rx="3" fill="#fda4af"/>
  </g>
  <!-- floor lamp -->
  <g>
    <polygon points="280,300 420,300 470,420 230,420" fill="#fde68a"/>
    <polygon points="200,420 500,420 760,1000 -60,1000" fill="url(#lamp)"/>
    <rect x="344" y="420" width="12" height="480" fill="#1e1b4b"/>
    <ellipse cx="350" cy="905" rx="80" ry="16" fill="#1e1b4b"/>
  </g>
  <!-- floor and rug -->
  <rect x="0" y="860" width="${W}" height="220" fill="url(#floor)"/>
  <ellipse cx="960" cy="960" rx="620" ry="80" fill="#f59e0b" opacity="0.85"/>
  <ellipse cx="960" cy="960" rx="540" ry="62" fill="none" stroke="#fde68a" stroke-width="8" opacity="0.8"/>
  <!-- sofa -->
  <g>
    <rect x="520" y="640" width="880" height="170" rx="40" fill="url(#sofa)"/>
    <rect x="470" y="700" width="120" height="200" rx="40" fill="#0d9488"/>
    <rect x="1330" y="700" width="120" height="200" rx="40" fill="#0d9488"/>
    <rect x="560" y="770" width="800" height="110" rx="26" fill="#2dd4bf"/>
    <rect x="620" y="690" width="190" height="120" rx="28" fill="#fb7185" transform="rotate(-8 715 750)"/>
    <rect x="1110" y="690" width="190" height="120" rx="28" fill="#fde68a" transform="rotate(7 1205 750)"/>
    <rect x="540" y="880" width="22" height="50" rx="6" fill="#134e4a"/>
    <rect x="1360" y="880" width="22" height="50" rx="6" fill="#134e4a"/>
  </g>
  <!-- coffee table with two mugs: two people, one home -->
  <g>
    <rect x="760" y="930" width="400" height="26" rx="13" fill="#fef3c7"/>
    <rect x="800" y="956" width="16" height="70" fill="#fde68a"/>
    <rect x="1104" y="956" width="16" height="70" fill="#fde68a"/>
    <rect x="860" y="886" width="56" height="48" rx="10" fill="#6366f1"/>
    <path d="M916 898 q26 0 26 18 q0 18 -26 18" fill="none" stroke="#6366f1" stroke-width="8"/>
    <rect x="1000" y="886" width="56" height="48" rx="10" fill="#ec4899"/>
    <path d="M1000 898 q-26 0 -26 18 q0 18 26 18" fill="none" stroke="#ec4899" stroke-width="8"/>
    <path d="M880 870 q8 -16 0 -30 M896 870 q8 -16 0 -30" stroke="#fff" stroke-width="4" fill="none" opacity="0.7"/>
    <path d="M1020 870 q8 -16 0 -30 M1036 870 q8 -16 0 -30" stroke="#fff" stroke-width="4" fill="none" opacity="0.7"/>
  </g>
  <!-- big plant -->
  <g>
    <path d="M1560 980 l20 -130 h120 l20 130 z" fill="#f472b6"/>
    <path d="M1640 850 q-120 -120 -60 -300 q60 120 60 300 z" fill="#22c55e"/>
    <path d="M1640 850 q100 -140 200 -180 q-40 120 -200 180 z" fill="#16a34a"/>
    <path d="M1640 850 q-160 -40 -220 -150 q140 10 220 150 z" fill="#4ade80"/>
    <path d="M1640 850 q20 -200 120 -300 q10 160 -120 300 z" fill="#15803d"/>
  </g>
</svg>`;

// 2. A city skyline at dusk over the water: "Discover Great Spaces".
const skylineScene = `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
  <defs>
    <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b1026"/><stop offset="0.45" stop-color="#312e81"/><stop offset="0.75" stop-color="#db2777"/><stop offset="1" stop-color="#f59e0b"/>
    </linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7c2d92"/><stop offset="1" stop-color="#0b1026"/>
    </linearGradient>
    <radialGradient id="moon" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fffbeb"/><stop offset="0.7" stop-color="#fef3c7"/><stop offset="1" stop-color="#fef3c7" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#dusk)"/>
  ${stars(11, 140, 420)}
  <circle cx="1380" cy="230" r="110" fill="url(#moon)"/>
  <circle cx="1380" cy="230" r="62" fill="#fffbeb"/>
  ${skyline({ seed: 21, baseY: 780, minH: 160, maxH: 420, colors: ['#3b0764', '#4c1d95', '#581c87'], windowColor: '#c4b5fd', windowChance: 0.18 })}
  ${skyline({ seed: 7, baseY: 800, minH: 120, maxH: 520, colors: ['#1e1b4b', '#172554', '#1e293b'], windowColor: '#fde68a', windowChance: 0.32 })}
  <rect x="0" y="796" width="${W}" height="${H - 796}" fill="url(#water)"/>
  <g opacity="0.35">
    <rect x="300" y="830" width="260" height="6" rx="3" fill="#fde68a"/>
    <rect x="760" y="860" width="380" height="6" rx="3" fill="#fbcfe8"/>
    <rect x="1300" y="900" width="220" height="6" rx="3" fill="#fde68a"/>
    <rect x="520" y="940" width="300" height="6" rx="3" fill="#c4b5fd"/>
    <rect x="1080" y="990" width="340" height="6" rx="3" fill="#fde68a"/>
    <rect x="1340" y="830" width="90" height="5" rx="2.5" fill="#fffbeb"/>
    <rect x="1320" y="870" width="130" height="5" rx="2.5" fill="#fffbeb"/>
  </g>
  <!-- a bridge -->
  <g fill="none" stroke="#fbcfe8" stroke-width="5" opacity="0.8">
    <path d="M-20 760 Q 480 560 980 760"/>
    <path d="M980 760 Q 1460 560 1940 760"/>
    <path d="M-20 770 H 1940" stroke-width="12" stroke="#1e1b4b" opacity="1"/>
  </g>
  <g stroke="#fbcfe8" stroke-width="2" opacity="0.5">
    ${Array.from({ length: 24 }, (_, i) => {
      const x = 40 + i * 80;
      const local = x < 980 ? x : x - 960;
      const y = 760 - 200 * 4 * (local / 960) * (1 - local / 960) * 1;
      return `<line x1="${x}" y1="${y.toFixed(0)}" x2="${x}" y2="768"/>`;
    }).join('')}
  </g>
</svg>`;

// 3. A map with pins, a magnifier and a key: "Easy Room Search".
const searchScene = `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
  <defs>
    <linearGradient id="bg3" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f766e"/><stop offset="0.5" stop-color="#1e3a8a"/><stop offset="1" stop-color="#4338ca"/>
    </linearGradient>
    <linearGradient id="map" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ecfeff"/><stop offset="1" stop-color="#e0e7ff"/>
    </linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fde68a"/><stop offset="0.5" stop-color="#f59e0b"/><stop offset="1" stop-color="#b45309"/>
    </linearGradient>
    <radialGradient id="lens" cx="0.4" cy="0.35" r="0.7">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#a5f3fc" stop-opacity="0.15"/>
    </radialGradient>
    <clipPath id="mapClip"><rect x="460" y="170" width="1000" height="740" rx="36"/></clipPath>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg3)"/>
  <g opacity="0.12" fill="#fff">
    ${Array.from({ length: 9 }, (_, i) => `<circle cx="${120 + i * 220}" cy="${i % 2 ? 120 : 980}" r="${60 + (i % 3) * 30}"/>`).join('')}
  </g>
  <g transform="rotate(-4 960 540)">
    <rect x="470" y="190" width="1000" height="740" rx="36" fill="#0b1026" opacity="0.35"/>
    <rect x="460" y="170" width="1000" height="740" rx="36" fill="url(#map)"/>
    <g clip-path="url(#mapClip)">
      <path d="M460 640 C 700 560, 820 760, 1060 660 S 1380 560, 1460 620 V 910 H 460 Z" fill="#bae6fd"/>
      <rect x="520" y="230" width="220" height="150" rx="18" fill="#bbf7d0"/>
      <rect x="1180" y="250" width="220" height="190" rx="18" fill="#bbf7d0"/>
      <g stroke="#ffffff" stroke-width="34" fill="none" stroke-linecap="round">
        <path d="M400 460 H 1520"/><path d="M820 120 V 960"/><path d="M1100 120 L 980 960"/>
        <path d="M400 300 C 700 320, 900 200, 1520 380"/>
      </g>
      <g stroke="#c7d2fe" stroke-width="10" fill="none" stroke-dasharray="2 26" stroke-linecap="round">
        <path d="M400 460 H 1520"/><path d="M820 120 V 960"/>
      </g>
      <g fill="#c7d2fe">
        <rect x="560" y="500" width="90" height="70" rx="10"/><rect x="670" y="500" width="100" height="110" rx="10"/>
        <rect x="870" y="500" width="120" height="80" rx="10"/><rect x="1150" y="490" width="110" height="90" rx="10"/>
        <rect x="870" y="330" width="90" height="90" rx="10"/><rect x="560" y="400" width="120" height="30" rx="10"/>
      </g>
    </g>
    <!-- pins -->
    <g>
      <path d="M640 360 c0 -44 72 -44 72 0 c0 34 -36 64 -36 84 c0 -20 -36 -50 -36 -84 z" fill="#f43f5e"/>
      <circle cx="676" cy="360" r="14" fill="#fff"/>
      <path d="M1240 420 c0 -44 72 -44 72 0 c0 34 -36 64 -36 84 c0 -20 -36 -50 -36 -84 z" fill="#8b5cf6"/>
      <circle cx="1276" cy="420" r="14" fill="#fff"/>
      <path d="M1010 720 c0 -44 72 -44 72 0 c0 34 -36 64 -36 84 c0 -20 -36 -50 -36 -84 z" fill="#14b8a6"/>
      <circle cx="1046" cy="720" r="14" fill="#fff"/>
    </g>
  </g>
  <!-- magnifier over a little house -->
  <g>
    <line x1="1010" y1="590" x2="1180" y2="760" stroke="#1e1b4b" stroke-width="46" stroke-linecap="round"/>
    <line x1="1010" y1="590" x2="1180" y2="760" stroke="#f59e0b" stroke-width="30" stroke-linecap="round"/>
    <circle cx="900" cy="480" r="170" fill="#ffffff" opacity="0.9"/>
    <path d="M900 400 l-80 66 v86 h54 v-50 h52 v50 h54 v-86 z" fill="#4f46e5"/>
    <circle cx="900" cy="462" r="14" fill="#14b8a6"/>
    <circle cx="900" cy="480" r="170" fill="url(#lens)" stroke="#1e1b4b" stroke-width="26"/>
  </g>
  <!-- key -->
  <g transform="rotate(28 1480 820)">
    <circle cx="1400" cy="820" r="84" fill="url(#gold)"/>
    <circle cx="1400" cy="820" r="34" fill="#1e3a8a"/>
    <rect x="1470" y="800" width="300" height="40" rx="14" fill="url(#gold)"/>
    <rect x="1690" y="836" width="26" height="56" rx="6" fill="#d97706"/>
    <rect x="1640" y="836" width="26" height="40" rx="6" fill="#d97706"/>
  </g>
</svg>`;

const scenes = {
  'find-roommate': livingRoom,
  'great-spaces': skylineScene,
  'room-search': searchScene,
};

mkdirSync(outDir, { recursive: true });
for (const [name, svg] of Object.entries(scenes)) {
  const raster = await sharp(Buffer.from(svg)).png().toBuffer();
  for (const width of widths) {
    const resized = sharp(raster).resize({ width });
    const avif = join(outDir, `${name}-${width}.avif`);
    const webp = join(outDir, `${name}-${width}.webp`);
    await resized.clone().avif({ quality: 50, effort: 6 }).toFile(avif);
    await resized.clone().webp({ quality: 72, effort: 6 }).toFile(webp);
    const kb = (file) => (statSync(file).size / 1024).toFixed(1);
    console.log(`${name}-${width}: avif ${kb(avif)} KB, webp ${kb(webp)} KB`);
  }
}
