// @ts-check
// For circles too fine to letter (n > DETAIL_LIMIT): a magnifier in the hollow centre of the
// rings showing the states around the one in focus, both movers, each with its colour and
// its glyph or counter, so colour is never the only cue at any size.

import { Outcome, aroundCircle, placeNumber, positionOf, stateOf } from '../../model/states.js';
import { t } from '../../i18n/index.js';
import {
  EDGE, FONT, HOLE, INK, INK_SOFT, PAPER, styleOf,
} from '../../draw/palette.js';

function cellText(cell) {
  if (cell.hole) return '';
  if (cell.outcome !== Outcome.Undecided) return t(`glyph.${cell.outcome}`);
  return cell.counter === null ? '' : String(cell.counter);
}

/**
 * The columns of the magnifier around position `centre`: from the engine's description of
 * the state in focus when it has come (with counters), else from the run's outcomes.
 */
export function magnifierColumns(run, n, centre, described) {
  if (described && described.neighbours && positionOf(described.state, n) === centre) return described.neighbours;
  const columns = [];
  for (let i = -4; i <= 4; i += 1) {
    const position = aroundCircle(centre + i, n);
    columns.push([0, 1].map((mover) => {
      const state = stateOf(mover, position, n);
      return {
        state, outcome: run.outcomes[state], counter: null, hole: position === 0,
      };
    }));
  }
  return columns;
}

/**
 * Paints the magnifier's columns `around` (see magnifierColumns), outlining `focus`, and returns its cells
 * ([{ x, y, w, h, state }]) so a click on one picks that state: a target many pixels wide
 * however fine the circle.
 */
export function paintMagnifier(ctx, g, around, focus) {
  const columns = around.length;
  const room = g.zoom === 1 ? g.rings[1].r0 * 1.6 : Math.min(g.width, 480) * 0.8;
  const cell = Math.min(34 * g.text, room / (columns + 1));
  if (cell < 14) return [];
  const cells = [];
  // In the hollow middle of the rings; on a zoomed board, in the lower left corner.
  const left = g.zoom === 1 ? g.cx - ((columns + 1) * cell) / 2 : 12;
  const top = g.zoom === 1 ? g.cy - 1.4 * cell : g.height - 3.6 * cell - 40 * g.text;
  ctx.save();
  ctx.fillStyle = PAPER;
  ctx.strokeStyle = EDGE;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.roundRect(left - 6, top - 6, (columns + 1) * cell + 12, 2.8 * cell + 12, 8);
  ctx.fill();
  ctx.stroke();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const rowTop = (mover) => top + 0.8 * cell + mover * cell;
  ctx.font = `600 ${(cell * 0.36).toFixed(1)}px ${FONT}`;
  ctx.fillStyle = INK_SOFT;
  [0, 1].forEach((mover) => ctx.fillText(t(`mover.letter.${mover}`), left + cell / 2, rowTop(mover) + cell / 2));
  around.forEach((column, i) => {
    const x = left + (i + 1) * cell;
    ctx.font = `500 ${(cell * 0.3).toFixed(1)}px ${FONT}`;
    ctx.fillStyle = INK_SOFT;
    ctx.fillText(String(placeNumber(positionOf(column[0].state, g.n))), x + cell / 2, top + 0.4 * cell);
    column.forEach((c, mover) => {
      const style = styleOf(c.outcome);
      ctx.fillStyle = c.hole ? HOLE : style.fill;
      ctx.fillRect(x + 1, rowTop(mover) + 1, cell - 2, cell - 2);
      cells.push({
        x, y: rowTop(mover), w: cell, h: cell, state: c.state,
      });
      ctx.fillStyle = style.ink;
      ctx.font = `650 ${(cell * 0.42).toFixed(1)}px ${FONT}`;
      ctx.fillText(cellText(c), x + cell / 2, rowTop(mover) + cell / 2);
    });
  });
  const marked = cells.find((c) => c.state === focus);
  if (marked) {
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = INK;
    ctx.strokeRect(marked.x, marked.y, cell, cell);
  }
  ctx.restore();
  return cells;
}
