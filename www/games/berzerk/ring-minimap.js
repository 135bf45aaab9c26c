// @ts-check
// On a zoomed circle: the whole circle small in a corner, coloured by outcome like the big
// one, with the part in view outlined, so one always knows where on the circle one is. A
// click on it moves the view there (see `minimapPoint`).

import { FONT, INK, INK_SOFT, PAPER, EDGE, styleOf } from '../../draw/palette.js';
import { OUTCOMES } from '../../model/states.js';
import { TAU } from './ring-geometry.js';
import { paintDensity } from './ring-density.js';

/** Where the minimap sits for board geometry g: centre and radius, or null when not shown. */
export function minimapFrame(g) {
  if (g.zoom === 1) return null;
  const r = 46 * g.text;
  return { x: g.width - r - 14, y: r + 14, r };
}

/** The unzoomed board point under screen point (x, y) on the minimap, or null when off it. */
export function minimapPoint(g, x, y) {
  const frame = minimapFrame(g);
  if (!frame || Math.hypot(x - frame.x, y - frame.y) > frame.r + 8) return null;
  const k = g.fitR / frame.r;
  return { x: g.width / 2 + (x - frame.x) * k, y: g.height / 2 + (y - frame.y) * k };
}

/** The small circle's geometry, in the same shape as ringLayout's. */
function miniLayout(g, frame) {
  const R = frame.r;
  return {
    n: g.n,
    cx: frame.x,
    cy: frame.y,
    R,
    slice: TAU / g.n,
    rings: [{ r0: R * 0.77, r1: R }, { r0: R * 0.49, r1: R * 0.71 }],
    bands: [{ r0: R + 1, r1: R + 3 }, { r0: R * 0.49 - 3, r1: R * 0.49 - 1 }],
  };
}

export function paintMinimap(ctx, g, run) {
  const frame = minimapFrame(g);
  if (!frame) return;
  const { x: mx, y: my, r } = frame;
  ctx.save();
  ctx.beginPath();
  ctx.arc(mx, my, r + 8, 0, TAU);
  ctx.fillStyle = PAPER;
  ctx.fill();
  ctx.strokeStyle = EDGE;
  ctx.lineWidth = 1;
  ctx.stroke();
  const colours = OUTCOMES.map((o) => styleOf(o).fill);
  paintDensity(ctx, miniLayout(g, frame), run, { colours, queueInk: INK, range: null });
  // The screen, mapped back onto the unzoomed board and down to the minimap.
  const k = r / g.fitR;
  const toMini = (x, y) => ({
    x: mx + ((g.width / 2 + (x - g.cx) / g.zoom) - g.width / 2) * k,
    y: my + ((g.height / 2 + (y - g.cy) / g.zoom) - g.height / 2) * k,
  });
  const a = toMini(0, 0);
  const b = toMini(g.width, g.height);
  ctx.lineWidth = 2;
  ctx.strokeStyle = INK;
  ctx.strokeRect(a.x, a.y, Math.max(3, b.x - a.x), Math.max(3, b.y - a.y));
  ctx.font = `500 ${(10 * g.text).toFixed(1)}px ${FONT}`;
  ctx.fillStyle = INK_SOFT;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillText(`×${g.zoom < 10 ? g.zoom.toFixed(1) : Math.round(g.zoom)}`, mx, my + r + 10);
  ctx.restore();
}
