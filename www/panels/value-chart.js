// The game's value over the moves played, from your side, as in a value history: your wins
// above the dashed Loop line in the middle, the computer's below it, each the nearer its edge
// the fewer moves are left (0 at the edge: the game is over). A Loop, which neither side can
// win, so sits between a win and a loss. Labelled axes; the last point has the colour of the
// real result.

import { FONT, INK, INK_SOFT, PAPER, styleOf } from '../draw/palette.js';
import { Outcome } from '../model/states.js';
import { t } from '../i18n/index.js';

const LEFT = 46;
const RIGHT = 10;
const TOP = 16;
const BOTTOM = 30;

/** Room kept round the Loop line, so its label and the longest win's or loss's stay apart. */
const LOOP_GAP = 13;

/**
 * The height of value `v` (see valueForYou: +r you win in r, -r the computer does, null a
 * Loop) on a chart from `top` to `bottom` whose longest win or loss is `span` moves: Loop in
 * the middle, a win in r at r / span of the way from the top edge to the Loop's gap, a loss
 * the same from the bottom edge.
 */
export function chartLevel(v, span, top, bottom) {
  const middle = (top + bottom) / 2;
  if (v === null) return middle;
  const way = Math.abs(v) / span;
  const reach = middle - top - LOOP_GAP;
  return v > 0 || Object.is(v, 0) ? top + way * reach : bottom - way * reach;
}

/** Colour of each point: by its value, the last one by the game's result when it is over. */
function pointOutcome(v, last, result) {
  if (last && result !== null) return result;
  if (v === null) return Outcome.Loop;
  return v > 0 || Object.is(v, 0) ? Outcome.Win : Outcome.Lose;
}

function axes(ctx, width, { y, bottom, span }) {
  ctx.strokeStyle = INK_SOFT;
  ctx.fillStyle = INK_SOFT;
  ctx.lineWidth = 1;
  ctx.font = `500 10px ${FONT}`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'right';
  ctx.beginPath();
  ctx.moveTo(LEFT, TOP);
  ctx.lineTo(LEFT, bottom);
  ctx.moveTo(LEFT, bottom);
  ctx.lineTo(width - RIGHT, bottom);
  ctx.stroke();
  for (const v of [0, span, -span, -0]) ctx.fillText(String(Math.abs(v)), LEFT - 4, y(v));
  ctx.setLineDash([3, 3]);
  ctx.beginPath();
  ctx.moveTo(LEFT, y(null));
  ctx.lineTo(width - RIGHT, y(null));
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.fillText(t('chart.loop'), LEFT - 4, y(null));
  ctx.textAlign = 'left';
  ctx.fillText(t('chart.youWin'), LEFT + 4, TOP - 8);
  ctx.fillText(t('chart.computerWins'), LEFT + 4, bottom - 8);
}

/**
 * Draws `values` (one per position, see valueForYou) with `result` the outcome for you when
 * the game is over (Win, Lose or Loop), else null.
 */
export function paintValueChart(canvas, values, result = null) {
  const ratio = globalThis.devicePixelRatio || 1;
  const width = canvas.clientWidth || 320;
  const height = canvas.clientHeight || 150;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, width, height);
  const bottom = height - BOTTOM;
  const span = Math.max(1, ...values.filter((v) => v !== null).map(Math.abs));
  const y = (v) => chartLevel(v, span, TOP, bottom);
  const x = (i) => LEFT + 8 + (i * (width - LEFT - RIGHT - 16)) / Math.max(1, values.length - 1);
  axes(ctx, width, { y, bottom, span });
  ctx.fillStyle = INK_SOFT;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.font = `500 10px ${FONT}`;
  const every = Math.max(1, Math.ceil(values.length / 8));
  values.forEach((_, i) => {
    if (i % every === 0 || i === values.length - 1) ctx.fillText(String(i), x(i), bottom + 4);
  });
  ctx.fillText(t('chart.moves'), (LEFT + width - RIGHT) / 2, height - 12);
  ctx.beginPath();
  values.forEach((v, i) => (i === 0 ? ctx.moveTo(x(i), y(v)) : ctx.lineTo(x(i), y(v))));
  ctx.strokeStyle = INK;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  values.forEach((v, i) => {
    ctx.beginPath();
    ctx.arc(x(i), y(v), 3.5, 0, Math.PI * 2);
    ctx.fillStyle = styleOf(pointOutcome(v, i === values.length - 1, result)).fill;
    ctx.fill();
  });
}
