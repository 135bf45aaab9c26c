// @ts-check
// Labels around the rings: the positions' numbers (objects 1..n or positions 0..n-1) at a
// readable spacing, the black hole as a dark disc at the top, and which ring is whose.

import { aroundCircle, currentNumbering, placeNumber } from '../../model/states.js';
import { t } from '../../i18n/index.js';
import { TAU, angleOf, visiblePositions } from './ring-geometry.js';
import { FONT, HOLE, HOLE_RIM, INK_SOFT } from '../../draw/palette.js';

const LABEL_SPACINGS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000, 20000, 25000, 50000];

/** Every how many objects a number fits around the circle without crowding. */
export function labelSpacing(n, labelR, text = 1) {
  const need = (String(n).length * 7.5 + 8) * text;
  const around = TAU * labelR;
  return LABEL_SPACINGS.find((k) => (around / n) * k >= need) ?? n;
}

/**
 * The positions to number: those whose number (in the page's numbering) is a multiple of k,
 * the hole aside, or on a zoomed board only those of them that can be in view.
 */
function numberedPositions(g, k) {
  const visible = visiblePositions(g);
  const positions = [];
  if (visible === null) {
    const offset = placeNumber(0);
    for (let number = Math.ceil((offset + 1) / k) * k; number - offset < g.n; number += k) positions.push(number - offset);
    return positions;
  }
  for (let i = 0; i < visible.count; i += 1) {
    const p = aroundCircle(visible.from + i, g.n);
    if (p !== 0 && placeNumber(p) % k === 0) positions.push(p);
  }
  return positions;
}

export function paintObjectNumbers(ctx, g) {
  const k = labelSpacing(g.n, g.labelR, g.text);
  ctx.font = `500 ${12 * g.text}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = INK_SOFT;
  ctx.strokeStyle = INK_SOFT;
  ctx.lineWidth = 1;
  const minGap = (22 * g.text) / g.labelR; // keep clear of the hole's disc
  for (const p of numberedPositions(g, k)) {
    if (Math.min(p * g.slice, TAU - p * g.slice) < minGap) continue;
    const a = angleOf(g, p);
    const c = Math.cos(a);
    const s = Math.sin(a);
    if (k > 1) {
      ctx.beginPath();
      ctx.moveTo(g.cx + (g.R + 7 * g.text) * c, g.cy + (g.R + 7 * g.text) * s);
      ctx.lineTo(g.cx + (g.R + 11 * g.text) * c, g.cy + (g.R + 11 * g.text) * s);
      ctx.stroke();
    }
    // Pushed out by the label's own half-extent along the radius, so it clears the ring.
    const text = String(placeNumber(p));
    const half = ctx.measureText(text).width / 2;
    const r = g.R + (10 + 7 * Math.abs(s) + (k > 1 ? 4 : 0)) * g.text + half * Math.abs(c);
    ctx.fillText(text, g.cx + r * c, g.cy + r * s);
  }
}

/** The black hole (object 1, position 0): a dark disc with a gold rim above the top of the rings. */
export function paintHoleDisc(ctx, g) {
  const x = g.cx;
  const y = g.cy - g.labelR;
  ctx.beginPath();
  ctx.arc(x, y, 11 * g.text, 0, TAU);
  ctx.fillStyle = HOLE;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = HOLE_RIM;
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.font = `700 ${11 * g.text}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(placeNumber(0)), x, y + 0.5);
}

/** Below this size (CSS px, the box's smaller side) the rings' names stay in the legend. */
const NAMES_FROM = 440;

/** Which ring is whose, in the box's lower left corner and, when there is room, inside. */
export function paintRingNames(ctx, g, height) {
  if (Math.min(g.width, g.height) < NAMES_FROM) return;
  const size = 11 * g.text;
  ctx.font = `600 ${size}px ${FONT}`;
  ctx.fillStyle = INK_SOFT;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(t('board.outerRing'), 12, height - 2.7 * size);
  ctx.fillText(t('board.innerRing'), 12, height - 1.3 * size);
  const inner = g.rings[1].r0;
  if (inner >= 120 && g.zoom === 1) {
    ctx.textAlign = 'center';
    ctx.font = `500 ${Math.min(13 * g.text, inner * 0.07).toFixed(1)}px ${FONT}`;
    ctx.fillText(t('board.holeNote', { number: placeNumber(0), numbering: currentNumbering() }), g.cx, g.cy - inner * 0.84);
  }
}
