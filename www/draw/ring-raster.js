// Rings painted pixel by pixel, for circles whose colours alternate too often for arcs (a
// state is then narrower than a pixel anyway). A map from each pixel of the rings and queue
// bands to its state is built once per size and n, at CSS-pixel resolution, and drawn
// scaled under a clip made at device resolution, so the ring edges stay sharp. The image is
// kept between frames: each frame rewrites only the pixels of states whose colour code or
// queue mark changed since the frame before.

import { isHole } from '../engine/contract.js';
import { TAU, positionAtAngle } from './ring-geometry.js';
import {
  HOLE, INK, pixelOf, schemeName,
} from './palette.js';

const HOLE_PIXEL = pixelOf(HOLE);
const INK_PIXEL = pixelOf(INK);
/** In the "drawn" tables: the pixels of this state have not been written yet (no code is this large). */
const UNDRAWN = 0xffff;

/** Groups pixel offsets by state: those of state s are offsets[start[s]] .. offsets[start[s + 1]]. */
function groupByState(states, pixels, count, stateCount) {
  const start = new Uint32Array(stateCount + 1);
  for (let i = 0; i < count; i += 1) start[states[i] + 1] += 1;
  for (let s = 0; s < stateCount; s += 1) start[s + 1] += start[s];
  const fill = start.slice(0, stateCount);
  const offsets = new Uint32Array(count);
  for (let i = 0; i < count; i += 1) {
    offsets[fill[states[i]]] = pixels[i];
    fill[states[i]] += 1;
  }
  return { start, offsets };
}

/** The box of raster pixels around the rings, at `scale` raster pixels per CSS pixel. */
function rasterBox(g, surface, scale) {
  const pad = 8;
  const x0 = Math.max(0, Math.floor((g.cx - g.R - pad) * scale));
  const y0 = Math.max(0, Math.floor((g.cy - g.R - pad) * scale));
  const x1 = Math.min(Math.ceil(surface.width * scale), Math.ceil((g.cx + g.R + pad) * scale));
  const y1 = Math.min(Math.ceil(surface.height * scale), Math.ceil((g.cy + g.R + pad) * scale));
  return { x0, y0, w: Math.max(1, x1 - x0), h: Math.max(1, y1 - y0) };
}

/** For each pixel on a ring or band: which state it shows. Tracks 0-1 rings, 2-3 bands. */
function mapPixels(g, box, scale) {
  // Squared radii with one pixel of slack on each side; the anti-aliased clip trims the edges.
  const bounds = new Float64Array(8);
  [g.rings[0], g.rings[1], g.bands[0], g.bands[1]].forEach((t, i) => {
    bounds[2 * i] = (t.r0 * scale - 1) ** 2;
    bounds[2 * i + 1] = (t.r1 * scale + 1) ** 2;
  });
  const { x0, y0, w, h } = box;
  const cells = {
    ring: { states: new Uint32Array(w * h), pixels: new Uint32Array(w * h), count: 0 },
    band: { states: new Uint32Array(w * h), pixels: new Uint32Array(w * h), count: 0 },
  };
  const cx = g.cx * scale;
  const cy = g.cy * scale;
  for (let py = 0; py < h; py += 1) {
    const dy = y0 + py + 0.5 - cy;
    for (let px = 0; px < w; px += 1) {
      const dx = x0 + px + 0.5 - cx;
      const d2 = dx * dx + dy * dy;
      let track = 0;
      while (track < 4 && !(d2 >= bounds[2 * track] && d2 <= bounds[2 * track + 1])) track += 1;
      if (track === 4) continue;
      const list = track < 2 ? cells.ring : cells.band;
      list.states[list.count] = (track & 1) * g.n + positionAtAngle(g, Math.atan2(dy, dx));
      list.pixels[list.count] = py * w + px;
      list.count += 1;
    }
  }
  const group = ({ states, pixels, count }) => groupByState(states, pixels, count, 2 * g.n);
  return { ring: group(cells.ring), band: group(cells.band) };
}

/** Writes `color` into the pixels of state s in `group`; widens `rows` to the rows touched. */
function paintState(raster, group, s, color, rows) {
  const { start, offsets } = group;
  const from = start[s];
  const to = start[s + 1];
  if (from === to) return;
  for (let i = from; i < to; i += 1) raster.pixels[offsets[i]] = color;
  // Offsets are in raster order, so the first and last give the rows.
  rows[0] = Math.min(rows[0], Math.floor(offsets[from] / raster.w));
  rows[1] = Math.max(rows[1], Math.floor(offsets[to - 1] / raster.w));
}

export function createRingRaster() {
  let raster = null;

  function rasterFor(g, surface, colouring) {
    // Never finer than CSS pixels; below a ratio of 1 the device pixels are coarser still.
    const scale = Math.min(surface.ratio, 1);
    const key = `${g.n}|${surface.width}|${surface.height}|${scale}|${schemeName()}|${colouring.key}`;
    if (raster && raster.key === key) return raster;
    const box = rasterBox(g, surface, scale);
    const image = typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(box.w, box.h)
      : Object.assign(document.createElement('canvas'), { width: box.w, height: box.h });
    const imageCtx = image.getContext('2d');
    const data = imageCtx.createImageData(box.w, box.h);
    raster = {
      key, scale, ...box, image, imageCtx, data,
      pixels: new Uint32Array(data.data.buffer),
      palette: Uint32Array.from(colouring.colours, (colour) => (colour ? pixelOf(colour) : 0)),
      ...mapPixels(g, box, scale),
      drawnCode: new Uint16Array(2 * g.n).fill(UNDRAWN),
      drawnQueued: new Uint8Array(2 * g.n).fill(UNDRAWN),
    };
    return raster;
  }

  /** Brings the kept image up to date with the colouring and queue marks and draws it on the surface. */
  function paint(surface, g, colouring, inQueue) {
    const m = rasterFor(g, surface, colouring);
    const rows = [m.h, -1];
    for (let s = 0; s < 2 * g.n; s += 1) {
      const hole = isHole(s, g.n);
      const code = hole ? 0 : colouring.codes[s];
      if (code !== m.drawnCode[s]) {
        m.drawnCode[s] = code;
        paintState(m, m.ring, s, hole ? HOLE_PIXEL : m.palette[code], rows);
      }
      const queued = hole ? 0 : inQueue[s];
      if (queued !== m.drawnQueued[s]) {
        m.drawnQueued[s] = queued;
        paintState(m, m.band, s, queued ? INK_PIXEL : 0, rows);
      }
    }
    if (rows[1] >= rows[0]) m.imageCtx.putImageData(m.data, 0, 0, 0, rows[0], m.w, rows[1] - rows[0] + 1);
    const { ctx } = surface;
    ctx.save();
    ctx.beginPath();
    for (const t of [...g.rings, ...g.bands]) {
      ctx.moveTo(g.cx + t.r1, g.cy);
      ctx.arc(g.cx, g.cy, t.r1, 0, TAU);
      ctx.moveTo(g.cx + t.r0, g.cy);
      ctx.arc(g.cx, g.cy, t.r0, TAU, 0, true);
    }
    ctx.clip();
    // Scaled up without smoothing: each raster pixel becomes a block of device pixels in the
    // exact outcome colours.
    ctx.imageSmoothingEnabled = false;
    const k = 1 / m.scale;
    ctx.drawImage(m.image, m.x0 * k, m.y0 * k, m.w * k, m.h * k);
    ctx.restore();
  }

  return { paint };
}
