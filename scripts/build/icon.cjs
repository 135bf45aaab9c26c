// The app's icon, drawn here from numbers: the board in miniature (Berzerk's two rings of
// states, Rick's outside and Morty's inside, coloured Win, Lose and Loop as on the page, the
// hole at the top with its gold rim) around an arrow turning backwards. One design gives
// both the SVG (favicon, manifest) and the PNGs (manifest, home screens), so they agree.
// `maskable` draws the same picture inside the safe zone (the central circle of 80% of the
// width) on a full-bleed square, for launchers that cut icons to their own shape.

const { encodePng } = require('./png.cjs');

// The page's colours (www/draw/palette.js and www/style.css).
const COLOUR = {
  background: '#1d2330',
  win: '#0072b2',
  lose: '#d55e00',
  loop: '#7b3294',
  hole: '#15181f',
  rim: '#f2c14e',
  arrow: '#f7f6f2',
};

const CELLS = 12;
const STEP = (2 * Math.PI) / CELLS;
const GAP = (3 * Math.PI) / 180;
const RIM = 0.018;
// Radii in units of the icon's width; cell 0 (the hole) is at the top, then clockwise.
const RINGS = [
  { inner: 0.3, outer: 0.43, cells: 'HWWLWOOWLWWO' },
  { inner: 0.185, outer: 0.285, cells: 'HWLWWOLWWOWL' },
];
const ARROW = { inner: 0.085, outer: 0.12, from: (40 * Math.PI) / 180, to: (320 * Math.PI) / 180, head: (32 * Math.PI) / 180, spread: 0.062 };
const CELL_COLOUR = { W: COLOUR.win, L: COLOUR.lose, O: COLOUR.loop };
const CORNER = 0.19;

/** A point at angle `theta` (clockwise from the top) and radius `r` around the centre. */
const polar = (theta, r) => [r * Math.sin(theta), -r * Math.cos(theta)];

function arrowHead() {
  const mid = (ARROW.inner + ARROW.outer) / 2;
  return [polar(ARROW.from, mid - ARROW.spread), polar(ARROW.from, mid + ARROW.spread), polar(ARROW.from - ARROW.head, mid)];
}

// ---- SVG ----

const num = (x) => Number(x.toFixed(4));
const at = (theta, r, scale) => polar(theta, r).map((c) => num(0.5 + c * scale)).join(' ');

/** An annular sector from angle a to b between radii r0 and r1, as path data. */
function sectorPath(a, b, r0, r1, scale, [insetOuter, insetInner] = [0, 0]) {
  const large = b - a > Math.PI ? 1 : 0;
  return `M${at(a + insetOuter, r1, scale)}A${num(r1 * scale)} ${num(r1 * scale)} 0 ${large} 1 ${at(b - insetOuter, r1, scale)}`
    + `L${at(b - insetInner, r0, scale)}A${num(r0 * scale)} ${num(r0 * scale)} 0 ${large} 0 ${at(a + insetInner, r0, scale)}Z`;
}

/** The icon as an SVG document (a 1 x 1 view box, so it scales to any size). */
function iconSvg({ maskable = false } = {}) {
  const scale = maskable ? 0.8 : 1;
  const parts = [`<rect width="1" height="1" rx="${maskable ? 0 : CORNER}" fill="${COLOUR.background}"/>`];
  for (const ring of RINGS) {
    [...ring.cells].forEach((kind, i) => {
      const a = i * STEP - STEP / 2 + GAP / 2;
      const b = i * STEP + STEP / 2 - GAP / 2;
      if (kind === 'H') {
        parts.push(`<path fill="${COLOUR.rim}" d="${sectorPath(a, b, ring.inner, ring.outer, scale)}"/>`);
        const insets = [RIM / (ring.outer - RIM), RIM / (ring.inner + RIM)];
        parts.push(`<path fill="${COLOUR.hole}" d="${sectorPath(a, b, ring.inner + RIM, ring.outer - RIM, scale, insets)}"/>`);
      } else {
        parts.push(`<path fill="${CELL_COLOUR[kind]}" d="${sectorPath(a, b, ring.inner, ring.outer, scale)}"/>`);
      }
    });
  }
  parts.push(`<path fill="${COLOUR.arrow}" d="${sectorPath(ARROW.from, ARROW.to, ARROW.inner, ARROW.outer, scale)}"/>`);
  const head = arrowHead().map(([x, y]) => `${num(0.5 + x * scale)} ${num(0.5 + y * scale)}`);
  parts.push(`<path fill="${COLOUR.arrow}" d="M${head.join('L')}Z"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">${parts.join('')}</svg>\n`;
}

// ---- Pixels ----

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

function insideTriangle(x, y, [[ax, ay], [bx, by], [cx, cy]]) {
  const d1 = (x - bx) * (ay - by) - (ax - bx) * (y - by);
  const d2 = (x - cx) * (by - cy) - (bx - cx) * (y - cy);
  const d3 = (x - ax) * (cy - ay) - (cx - ax) * (y - ay);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
}

/** The colour at (u, v) of the unit square, or null outside the icon's rounded corners. */
function colourAt(u, v, maskable, head) {
  if (!maskable) {
    const dx = Math.max(Math.abs(u - 0.5) - (0.5 - CORNER), 0);
    const dy = Math.max(Math.abs(v - 0.5) - (0.5 - CORNER), 0);
    if (dx * dx + dy * dy > CORNER * CORNER) return null;
  }
  const scale = maskable ? 0.8 : 1;
  const x = (u - 0.5) / scale;
  const y = (v - 0.5) / scale;
  const r = Math.hypot(x, y);
  let theta = Math.atan2(x, -y);
  if (theta < 0) theta += 2 * Math.PI;
  for (const ring of RINGS) {
    if (r < ring.inner || r > ring.outer) continue;
    const cell = Math.round(theta / STEP) % CELLS;
    let local = Math.abs(theta - cell * STEP);
    if (local > Math.PI) local = 2 * Math.PI - local;
    const half = STEP / 2 - GAP / 2;
    if (local > half) return COLOUR.background;
    const kind = ring.cells[cell];
    if (kind !== 'H') return CELL_COLOUR[kind];
    const inside = r >= ring.inner + RIM && r <= ring.outer - RIM && local * r <= half * r - RIM;
    return inside ? COLOUR.hole : COLOUR.rim;
  }
  if (r >= ARROW.inner && r <= ARROW.outer && theta >= ARROW.from && theta <= ARROW.to) return COLOUR.arrow;
  if (insideTriangle(x, y, head)) return COLOUR.arrow;
  return COLOUR.background;
}

/** The icon as RGBA pixels, `size` x `size`, each pixel the mean of 3 x 3 samples. */
function iconPixels(size, { maskable = false } = {}) {
  const head = arrowHead();
  const out = new Uint8Array(size * size * 4);
  const n = 3;
  const cache = new Map();
  const toRgb = (hex) => cache.get(hex) ?? cache.set(hex, rgb(hex)).get(hex);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < n; sy += 1) {
        for (let sx = 0; sx < n; sx += 1) {
          const hex = colourAt((px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size, maskable, head);
          if (hex === null) continue;
          const [cr, cg, cb] = toRgb(hex);
          r += cr;
          g += cg;
          b += cb;
          covered += 1;
        }
      }
      const i = (py * size + px) * 4;
      if (covered > 0) {
        out[i] = Math.round(r / covered);
        out[i + 1] = Math.round(g / covered);
        out[i + 2] = Math.round(b / covered);
      }
      out[i + 3] = Math.round((255 * covered) / (n * n));
    }
  }
  return out;
}

/** The icon as a PNG file of `size` x `size` pixels. */
const iconPng = (size, options) => encodePng(size, size, iconPixels(size, options));

module.exports = { iconSvg, iconPng, iconPixels, COLOUR };
