#!/usr/bin/env node
/**
 * Draws the Cardportal brand mark and writes the PWA icons into public/icons/:
 *   icon-192.png, icon-512.png      purpose "any": a rounded blue tile with a white card
 *   maskable-512.png                 purpose "maskable": full-bleed blue, the card inside the 80 % safe circle
 *   apple-touch-icon.png (180)       full-bleed blue (iOS rounds the corners itself and blackens transparency)
 *   favicon.svg                      the same mark as vector
 *
 * Pure Node, no native dependencies: shapes are signed-distance functions, the coverage of each pixel gives
 * the anti-aliasing, and the PNG is assembled by hand (zlib deflate + CRC32). The output is deterministic,
 * so re-running it only changes the files when the drawing changes.
 *
 * Usage: node scripts/make-icons.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

const BRAND = '#1f4fd8';
const CARD = '#ffffff';
const STRIPE = '#14296b'; // --color-dark-blue
const CHIP = '#f2b441';

// ---------------------------------------------------------------------------------------------------------
// Geometry, in a unit square (0..1). `scale` shrinks the card for the maskable safe zone.

/** The mark, described once and drawn both as pixels and as SVG. */
function mark({ tileRadius, scale }) {
  const cardW = 0.66 * scale;
  const cardH = 0.44 * scale;
  const cx = 0.5;
  const cy = 0.5;
  const card = { cx, cy, w: cardW, h: cardH, r: 0.07 * scale };
  const stripe = { cy: cy - cardH * 0.2, h: cardH * 0.2 }; // a magnetic stripe across the upper part
  const chip = { cx: cx - cardW * 0.28, cy: cy + cardH * 0.2, w: cardW * 0.2, h: cardH * 0.24, r: 0.018 * scale };
  return { tileRadius, card, stripe, chip };
}

// ---------------------------------------------------------------------------------------------------------
// Signed distances (negative inside), in pixels.

function sdRoundRect(px, py, cx, cy, w, h, r) {
  const qx = Math.abs(px - cx) - (w / 2 - r);
  const qy = Math.abs(py - cy) - (h / 2 - r);
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  const inside = Math.min(Math.max(qx, qy), 0);
  return outside + inside - r;
}

const sdBand = (py, cy, h) => Math.abs(py - cy) - h / 2;

/** Pixel coverage from a signed distance in pixels: a one-pixel ramp across the edge. */
const coverage = (d) => Math.min(1, Math.max(0, 0.5 - d));

function hex(color) {
  const n = Number.parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Renders the mark to straight-alpha RGBA. `fullBleed` fills the whole square (maskable, Apple). */
function render(size, { fullBleed, scale }) {
  const m = mark({ tileRadius: fullBleed ? 0 : 0.22, scale });
  const s = size;
  const layers = [
    { color: hex(BRAND), sd: (x, y) => (fullBleed ? -1 : sdRoundRect(x, y, s / 2, s / 2, s, s, m.tileRadius * s)) },
    {
      color: hex(CARD),
      sd: (x, y) => sdRoundRect(x, y, m.card.cx * s, m.card.cy * s, m.card.w * s, m.card.h * s, m.card.r * s),
    },
    {
      color: hex(STRIPE),
      // The stripe is clipped to the card: the intersection of two shapes is the max of their distances.
      sd: (x, y) =>
        Math.max(
          sdBand(y, m.stripe.cy * s, m.stripe.h * s),
          sdRoundRect(x, y, m.card.cx * s, m.card.cy * s, m.card.w * s, m.card.h * s, m.card.r * s),
        ),
    },
    {
      color: hex(CHIP),
      sd: (x, y) => sdRoundRect(x, y, m.chip.cx * s, m.chip.cy * s, m.chip.w * s, m.chip.h * s, m.chip.r * s),
    },
  ];

  const rgba = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // Sample at the pixel centre; compose premultiplied, source over destination.
      const px = x + 0.5;
      const py = y + 0.5;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (const layer of layers) {
        const alpha = coverage(layer.sd(px, py));
        if (alpha === 0) continue;
        r = layer.color[0] * alpha + r * (1 - alpha);
        g = layer.color[1] * alpha + g * (1 - alpha);
        b = layer.color[2] * alpha + b * (1 - alpha);
        a = alpha + a * (1 - alpha);
      }
      const i = (y * size + x) * 4;
      rgba[i] = a > 0 ? Math.round(r / a) : 0;
      rgba[i + 1] = a > 0 ? Math.round(g / a) : 0;
      rgba[i + 2] = a > 0 ? Math.round(b / a) : 0;
      rgba[i + 3] = Math.round(a * 255);
    }
  }
  return rgba;
}

// ---------------------------------------------------------------------------------------------------------
// PNG encoding: signature, IHDR, IDAT (filtered scanlines, deflated), IEND; each chunk with a CRC32.

const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

const paeth = (a, b, c) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Per scanline, the filter (0–4) with the smallest sum of absolute residuals: the usual heuristic. */
function filterScanlines(rgba, width, height) {
  const bpp = 4;
  const stride = width * bpp;
  const out = Buffer.alloc((stride + 1) * height);
  const candidate = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const row = rgba.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? rgba.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    let best = 0;
    let bestScore = Infinity;
    let bestBytes = Buffer.alloc(stride);
    for (let f = 0; f <= 4; f++) {
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const left = i >= bpp ? row[i - bpp] : 0;
        const up = prev[i];
        const upLeft = i >= bpp ? prev[i - bpp] : 0;
        const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][f];
        const v = (row[i] - predictor) & 0xff;
        candidate[i] = v;
        score += v < 128 ? v : 256 - v;
      }
      if (score < bestScore) {
        bestScore = score;
        best = f;
        bestBytes = Buffer.from(candidate);
      }
    }
    out[y * (stride + 1)] = best;
    bestBytes.copy(out, y * (stride + 1) + 1);
  }
  return out;
}

function encodePng(rgba, width, height) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type: RGBA
  ihdr[10] = 0; // deflate
  ihdr[11] = 0; // adaptive filtering
  ihdr[12] = 0; // no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(filterScanlines(rgba, width, height), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------------------------------------
// SVG favicon: the same geometry on a 64-unit grid.

function svg() {
  const u = 64;
  const m = mark({ tileRadius: 0.22, scale: 1 });
  const n = (v) => Number((v * u).toFixed(2));
  const rect = ({ cx, cy, w, h, r }, fill, extra = '') =>
    `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" ` +
    `fill="${fill}"${extra}/>`;
  const card = m.card;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${u} ${u}" width="${u}" height="${u}">`,
    `  <title>Cardportal</title>`,
    `  <defs><clipPath id="card">${rect(card, '#000')}</clipPath></defs>`,
    `  ${rect({ cx: 0.5, cy: 0.5, w: 1, h: 1, r: m.tileRadius }, BRAND)}`,
    `  ${rect(card, CARD)}`,
    `  <rect x="0" y="${n(m.stripe.cy - m.stripe.h / 2)}" width="${u}" height="${n(m.stripe.h)}" fill="${STRIPE}" ` +
      `clip-path="url(#card)"/>`,
    `  ${rect(m.chip, CHIP)}`,
    `</svg>`,
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------

const ICONS = [
  // Purpose "any": transparent corners around a rounded tile.
  { file: 'icon-192.png', size: 192, fullBleed: false, scale: 1 },
  { file: 'icon-512.png', size: 512, fullBleed: false, scale: 1 },
  // Maskable: the platform may crop to a circle of 80 % of the size; the card's half-diagonal
  // (0.88 × hypot(0.33, 0.22) ≈ 0.35 of the size) stays inside that safe zone's radius of 0.4.
  { file: 'maskable-512.png', size: 512, fullBleed: true, scale: 0.88 },
  // iOS masks the icon itself and shows transparency as black: full bleed, card a little smaller.
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true, scale: 0.86 },
];

mkdirSync(OUT_DIR, { recursive: true });
for (const icon of ICONS) {
  const png = encodePng(render(icon.size, icon), icon.size, icon.size);
  writeFileSync(path.join(OUT_DIR, icon.file), png);
  console.log(`${icon.file.padEnd(22)} ${icon.size}×${icon.size}  ${png.length} bytes`);
}
writeFileSync(path.join(OUT_DIR, 'favicon.svg'), svg());
console.log(`favicon.svg`);
