// Curved arrows between two points, bowed towards a centre, on a white halo so they stay
// visible over any fill. Solid for a decision, dashed for a counter that only dropped.

import { PAPER } from './palette.js';

/**
 * The control point of the quadratic curve `arrow` draws from `from` to `to` with `bend`
 * ({ x, y, pull }): the chord's middle pulled towards (or, with a negative pull, mirrored
 * through) the bend's point.
 */
export function controlPoint(from, to, bend) {
  const mx = (from.x + to.x) / 2;
  const my = (from.y + to.y) / 2;
  return { x: bend.x + (mx - bend.x) * (1 - bend.pull), y: bend.y + (my - bend.y) * (1 - bend.pull) };
}

export function arrow(ctx, from, to, {
  color, dashed = false, width = 1.8, bend = { x: from.x, y: from.y, pull: 0 },
}) {
  const { x: cx, y: cy } = controlPoint(from, to, bend);
  let dx = to.x - cx;
  let dy = to.y - cy;
  const len = Math.hypot(dx, dy) || 1;
  dx /= len;
  dy /= len;
  // Stop short of the target so the head sits inside it.
  const ex = to.x - dx * 2;
  const ey = to.y - dy * 2;
  const head = 8;
  const wing = 4.5;
  const line = (width, stroke) => {
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.quadraticCurveTo(cx, cy, ex, ey);
    ctx.lineWidth = width;
    ctx.strokeStyle = stroke;
    ctx.stroke();
  };
  ctx.save();
  ctx.lineCap = 'round';
  line(width + 2.7, 'rgba(255,255,255,0.85)');
  if (dashed) ctx.setLineDash([5, 4]);
  line(width, color);
  ctx.setLineDash([]);
  ctx.beginPath();
  ctx.moveTo(ex + dx * 2, ey + dy * 2);
  ctx.lineTo(ex - dx * head - dy * wing, ey - dy * head + dx * wing);
  ctx.lineTo(ex - dx * head + dy * wing, ey - dy * head - dx * wing);
  ctx.closePath();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = PAPER;
  ctx.stroke();
  ctx.fillStyle = color;
  ctx.fill();
  ctx.restore();
}
