// On a zoomed circle: a small whole circle in the corner with the part in view outlined,
// so one always knows where on the circle one is.

import { FONT, HOLE, INK, INK_SOFT, PAPER, EDGE } from './palette.js';

export function paintMinimap(ctx, g) {
  if (g.zoom === 1) return;
  const r = 46 * g.text;
  const mx = g.width - r - 14;
  const my = r + 14;
  const k = r / g.fitR;
  ctx.save();
  ctx.beginPath();
  ctx.arc(mx, my, r + 8, 0, Math.PI * 2);
  ctx.fillStyle = PAPER;
  ctx.fill();
  ctx.strokeStyle = EDGE;
  ctx.lineWidth = 1;
  ctx.stroke();
  for (const ring of [{ r0: 0.77, r1: 1 }, { r0: 0.49, r1: 0.71 }]) {
    ctx.beginPath();
    ctx.arc(mx, my, r * ((ring.r0 + ring.r1) / 2), 0, Math.PI * 2);
    ctx.lineWidth = r * (ring.r1 - ring.r0);
    ctx.strokeStyle = '#d9d6cd';
    ctx.stroke();
  }
  ctx.fillStyle = HOLE;
  ctx.fillRect(mx - 1.5, my - r, 3, r * 0.51);
  // The screen, mapped back onto the unzoomed board and down to the minimap.
  const toMini = (x, y) => ({
    x: mx + ((g.width / 2 + (x - g.cx) / g.zoom) - g.width / 2) * k,
    y: my + ((g.height / 2 + (y - g.cy) / g.zoom) - g.height / 2) * k,
  });
  const a = toMini(0, 0);
  const b = toMini(g.width, g.height);
  ctx.lineWidth = 2;
  ctx.strokeStyle = INK;
  ctx.strokeRect(a.x, a.y, Math.max(2, b.x - a.x), Math.max(2, b.y - a.y));
  ctx.font = `500 ${(10 * g.text).toFixed(1)}px ${FONT}`;
  ctx.fillStyle = INK_SOFT;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillText(`×${g.zoom < 10 ? g.zoom.toFixed(1) : Math.round(g.zoom)}`, mx, my + r + 10);
  ctx.restore();
}
