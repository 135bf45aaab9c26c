// @ts-check
// A rule game's position drawn as its `draw` lines say (position.js reads the data): a board
// of cells with walls and pieces, the moves as dots where a piece can go coloured by the
// outcome they reach, and during a run the step: the state taken, and rings where the pieces
// stood in the states it labelled (their new outcome's colour) or counted down (their
// counter). Counts are heaps of tokens or rows of pins, each token coloured by the move that
// leaves that many. Draws from a plain scene, never calls the engine; `hitTest` names the move
// under a point.

import { arrow } from '../../draw/arrows.js';
import { createSurface } from '../../draw/canvas.js';
import {
  EDGE, FONT, INK, INK_SOFT, PAPER, PIECE_COLOURS, WALL, styleOf,
} from '../../draw/palette.js';
import { Outcome } from '../../model/states.js';
import {
  MARGIN, boardMoves, boardPlaces, cameFrom, countMoves, countsOf, onBoard, spotsOf,
} from './position.js';

/** How much a mover would like each outcome of a move's target (a move to a Lose state wins). */
const WORTH = { [Outcome.Lose]: 3, [Outcome.Loop]: 2, [Outcome.Undecided]: 1, [Outcome.Win]: 0 };

/** The best outcome among targets, for the mover: what a dot standing for them all is coloured by. */
function bestOutcome(targets, outcomeOf) {
  let best = null;
  for (const to of targets) {
    const outcome = outcomeOf(to) ?? Outcome.Undecided;
    if (best === null || WORTH[outcome] > WORTH[best]) best = outcome;
  }
  return best ?? Outcome.Undecided;
}


function disc(ctx, x, y, r, fill, stroke = null, width = 1) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  if (fill) { ctx.fillStyle = fill; ctx.fill(); }
  if (stroke) { ctx.strokeStyle = stroke; ctx.lineWidth = width; ctx.stroke(); }
}

function letter(ctx, text, x, y, size, colour) {
  ctx.font = `700 ${Math.round(size)}px ${FONT}`;
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + 0.5);
}

/**
 * The cells: walls (`#`) filled, floor blank, any other character written small, as the grid
 * has it, but a piece's letter, which marks where the piece starts: that is floor (the piece
 * is drawn where the state puts it).
 */
function paintCells(ctx, grid, frame, letters) {
  ctx.strokeStyle = EDGE;
  ctx.lineWidth = 1;
  grid.forEach((row, r) => [...row].forEach((c, column) => {
    const x = frame.x + column * frame.cell;
    const y = frame.y + r * frame.cell;
    ctx.fillStyle = c === '#' ? WALL : PAPER;
    ctx.fillRect(x, y, frame.cell, frame.cell);
    ctx.strokeRect(x + 0.5, y + 0.5, frame.cell - 1, frame.cell - 1);
    if (c !== '#' && c !== '.' && c !== ' ' && !letters.has(c)) letter(ctx, c, x + frame.cell / 2, y + frame.cell / 2, frame.cell * 0.42, INK_SOFT);
  }));
}

/**
 * A graph's arcs, each an arrow to its head's node, and its nodes numbered.
 * @param {CanvasRenderingContext2D} ctx @param {number[][]} graph @param {{ points?: number[][], node?: number, middle?: number[] }} places
 */
function paintGraph(ctx, graph, { points = [], node = 0, middle = [0, 0] }) {
  graph.forEach((heads, tail) => heads.forEach((head) => {
    const [x0, y0] = points[tail];
    const [x1, y1] = points[head];
    const length = Math.hypot(x1 - x0, y1 - y0);
    if (length <= 2 * node) return;
    const [ux, uy] = [(x1 - x0) / length, (y1 - y0) / length];
    arrow(ctx, { x: x0 + ux * node, y: y0 + uy * node }, { x: x1 - ux * node, y: y1 - uy * node }, { color: INK_SOFT, width: 1.5 });
  }));
  const [cx, cy] = middle;
  points.forEach(([x, y], i) => {
    disc(ctx, x, y, node, PAPER, EDGE, 1.5);
    // The number just outside the circle, away from the centre.
    const away = Math.hypot(x - cx, y - cy) || 1;
    const [ux, uy] = away > 1 ? [(x - cx) / away, (y - cy) / away] : [0, -1];
    letter(ctx, String(i), x + ux * (node + 9), y + uy * (node + 9), 12, INK_SOFT);
  });
}

/** The pieces on their cells (two on one cell drawn apart), the mover's ringed. */
function paintPieces(ctx, scene, places) {
  const { drawing, position, mover } = scene;
  const seen = new Map();
  for (const spot of spotsOf(drawing, position.picture)) {
    if (!onBoard(drawing, spot)) continue;
    const key = `${spot.row}|${spot.column}`;
    const shift = (seen.get(key) ?? 0) * places.cell * 0.16;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    const [x, y] = places.centre(spot);
    const colours = PIECE_COLOURS[spot.piece % PIECE_COLOURS.length];
    disc(ctx, x + shift, y + shift, places.cell * 0.34, colours.fill, PAPER, 1.5);
    if (spot.piece === mover) disc(ctx, x + shift, y + shift, places.cell * 0.34 + 3.5, null, INK, 2.5);
    letter(ctx, drawing.pieces[spot.piece].letter, x + shift, y + shift, places.cell * 0.36, colours.ink);
  }
}

/** The cells the pieces stand on now, as `row|column` keys. */
const occupiedOf = (drawing, picture) => new Set(spotsOf(drawing, picture).filter((s) => onBoard(drawing, s)).map((s) => `${s.row}|${s.column}`));

/**
 * Where a mark for a spot goes: its centre, or, on a spot a piece stands on, the lower
 * right of it (so the piece hides neither), with the size the mark may take.
 */
function markAt(places, spot, occupied) {
  const [x, y] = places.centre(spot);
  if (!occupied.has(`${spot.row}|${spot.column}`)) return { x, y, room: 1 };
  return { x: x + places.cell * 0.32, y: y + places.cell * 0.32, room: 0.7 };
}

/** The moves by cell, each with its best outcome's style. */
function styledMoves(scene) {
  const { cells, stays } = boardMoves(scene.drawing, scene.position);
  return { cells: cells.map((move) => ({ move, style: styleOf(bestOutcome(move.targets, scene.outcomeOf)) })), stays };
}

/** The moves' lines, from each piece to the cells it can go to (under the pieces and the dots). */
function paintMoveLines(ctx, scene, places, moves) {
  const now = spotsOf(scene.drawing, scene.position.picture);
  for (const { move, style } of moves.cells) {
    const from = now[move.piece];
    if (!onBoard(scene.drawing, from)) continue;
    ctx.beginPath();
    ctx.moveTo(...places.centre(from));
    ctx.lineTo(...places.centre(move));
    ctx.strokeStyle = style.arrow;
    ctx.lineWidth = Math.max(1, places.cell * 0.04);
    ctx.stroke();
  }
}

/** The moves' dots, over the pieces, and a dashed ring round the mover for the moves that move no piece. */
function paintMoveDots(ctx, scene, places, moves) {
  const { drawing, position, outcomeOf, mover } = scene;
  const occupied = occupiedOf(drawing, position.picture);
  for (const { move, style } of moves.cells) {
    const { x, y, room } = markAt(places, move, occupied);
    disc(ctx, x, y, places.cell * 0.17 * room, style.fill, style.arrow, 1.5);
  }
  const at = mover >= 0 ? spotsOf(drawing, position.picture)[mover] : null;
  if (moves.stays.length > 0 && at && onBoard(drawing, at)) {
    const [x, y] = places.centre(at);
    ctx.setLineDash([4, 3]);
    disc(ctx, x, y, places.cell * 0.47, null, styleOf(bestOutcome(moves.stays, outcomeOf)).fill, 2.5);
    ctx.setLineDash([]);
  }
}

/**
 * The step: a ring where each piece stood in a state the step labelled (its new outcome's
 * colour) or counted down (dashed, its counter); round a piece standing there now, wider
 * (the mover of a state whose move moved no piece too).
 */
function paintStep(ctx, scene, places) {
  const { drawing, position, step } = scene;
  const occupied = occupiedOf(drawing, position.picture);
  const now = spotsOf(drawing, position.picture);
  for (const { state, spots } of cameFrom(drawing, position)) {
    const labelled = step.labelled.get(state);
    const counter = step.counters.get(state);
    // A state whose move moved no piece: the ring goes round its mover, where it stands.
    const mover = step.movers.get(state) ?? -1;
    const ringed = spots.length === 0 && mover >= 0 ? [now[mover]] : spots;
    for (const spot of ringed.filter((s) => onBoard(drawing, s))) {
      const [x, y] = places.centre(spot);
      const under = occupied.has(`${spot.row}|${spot.column}`);
      const colour = labelled === undefined ? INK_SOFT : styleOf(labelled).fill;
      ctx.setLineDash(labelled === undefined ? [3, 3] : []);
      disc(ctx, x, y, places.cell * (under ? 0.47 : 0.3), under ? null : PAPER, colour, labelled === undefined ? 1.5 : 3);
      ctx.setLineDash([]);
      const said = labelled === undefined && counter !== undefined ? String(counter) : drawing.pieces[spot.piece].letter;
      const mark = markAt(places, spot, occupied);
      if (under) disc(ctx, mark.x, mark.y, places.cell * 0.14, PAPER, colour, 1.5);
      letter(ctx, said, mark.x, mark.y, places.cell * (under ? 0.18 : 0.3), INK_SOFT);
    }
  }
}

/** Counts as heaps (columns of tokens) or rows of pins, with each count written beside. */
function countFrame(counts, width, height, rows) {
  const most = Math.max(1, ...counts);
  const lanes = Math.max(1, counts.length);
  const across = rows ? (height - 2 * MARGIN) / lanes : (width - 2 * MARGIN) / lanes;
  const along = (rows ? width : height) - 2 * MARGIN - 28;
  const token = Math.max(2, Math.min(across * 0.7, along / most, 28));
  return {
    across, token, rows, most,
  };
}

/** Where token `height` of count `lane` is drawn. */
function tokenAt(frame, lane, height, size) {
  if (frame.rows) return [MARGIN + 28 + (height + 0.5) * frame.token, MARGIN + (lane + 0.5) * frame.across];
  return [MARGIN + (lane + 0.5) * frame.across, size.height - MARGIN - 20 - (height + 0.5) * frame.token];
}

function paintCounts(ctx, scene, size) {
  const { drawing, position, outcomeOf } = scene;
  const counts = countsOf(drawing, position.picture).map((c) => Math.max(0, c));
  const frame = countFrame(counts, size.width, size.height, drawing.rows);
  const moveAt = new Map(scene.mode === 'moves' ? countMoves(drawing, position).map((m) => [`${m.count}|${m.height}`, m.to]) : []);
  counts.forEach((count, lane) => {
    for (let height = 0; height < Math.min(count, 2000); height += 1) {
      const to = moveAt.get(`${lane}|${height}`);
      const style = to === undefined ? null : styleOf(outcomeOf(to) ?? Outcome.Undecided);
      const [x, y] = tokenAt(frame, lane, height, size);
      if (drawing.rows) {
        ctx.fillStyle = style ? style.fill : INK;
        ctx.fillRect(x - frame.token * 0.18, y - frame.token * 0.42, frame.token * 0.36, frame.token * 0.84);
      } else {
        disc(ctx, x, y, frame.token * 0.44, style ? style.fill : INK, PAPER, 1);
      }
    }
    const [x, y] = drawing.rows ? [MARGIN + 12, MARGIN + (lane + 0.5) * frame.across] : [MARGIN + (lane + 0.5) * frame.across, size.height - MARGIN - 8];
    letter(ctx, String(count), x, y, 13, INK_SOFT);
  });
  return { frame, moveAt };
}

/** @param {HTMLCanvasElement} canvas */
export function createPositionView(canvas) {
  const surface = createSurface(canvas);
  /** What was drawn last, for hitTest. */
  let drawn = null;

  /**
   * Redraws `scene`: { drawing, position, mover (a piece, or -1), outcomeOf(state) (null when
   * hidden), mode 'moves' | 'step', step { labelled: Map, counters: Map } }; null clears.
   */
  function draw(scene) {
    surface.clear(PAPER);
    drawn = null;
    if (!scene) return;
    const { ctx } = surface;
    if (!scene.drawing.grid && !scene.drawing.graph) {
      drawn = { scene, counts: paintCounts(ctx, scene, surface) };
      return;
    }
    const places = boardPlaces(scene.drawing, surface.width, surface.height);
    if (places.frame) paintCells(ctx, scene.drawing.grid, places.frame, new Set(scene.drawing.pieces.map((p) => p.letter)));
    else paintGraph(ctx, scene.drawing.graph, places);
    const moves = scene.mode === 'moves' ? styledMoves(scene) : null;
    if (moves) paintMoveLines(ctx, scene, places, moves);
    paintPieces(ctx, scene, places);
    if (moves) paintMoveDots(ctx, scene, places, moves);
    else paintStep(ctx, scene, places);
    drawn = { scene, places };
  }

  /** The state a move under the CSS pixel (x, y) reaches, or null. */
  function hitTest(x, y) {
    if (!drawn || drawn.scene.mode !== 'moves') return null;
    const { scene } = drawn;
    if (drawn.counts) {
      const { frame, moveAt } = drawn.counts;
      for (const [key, to] of moveAt) {
        const [lane, height] = key.split('|').map(Number);
        const [tx, ty] = tokenAt(frame, lane, height, surface);
        if (Math.abs(tx - x) <= frame.token / 2 && Math.abs(ty - y) <= frame.token / 2) return to;
      }
      return null;
    }
    const spot = drawn.places.spotAt(x, y);
    const { cells, stays } = boardMoves(scene.drawing, scene.position);
    const here = cells.find((m) => m.row === spot.row && m.column === spot.column);
    if (here) return here.targets[0];
    const mover = scene.mover >= 0 ? spotsOf(scene.drawing, scene.position.picture)[scene.mover] : null;
    return mover && stays.length > 0 && mover.row === spot.row && mover.column === spot.column ? stays[0] : null;
  }

  return {
    resize: (width, height, ratio) => surface.resize(width, height, ratio),
    draw,
    hitTest,
  };
}
