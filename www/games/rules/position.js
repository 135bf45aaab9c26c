// @ts-check
// A rule game's position as its `draw` lines picture it (DrawingWire, PositionWire in
// crates/wire): where each piece stands, which moves take which piece where, and, for a
// step of the run, where the pieces stood in the states the step labels or counts down.
// Plain data in, plain data out: the view (position-view.js) draws it, the panel asks for it.

/**
 * @typedef {{ grid: string[] | null, graph?: number[][] | null, pieces: { name: string, letter: string }[], rows: boolean, counts: number }} Drawing
 * @typedef {{ state: number, picture: number[], text: string, moves: [number, number[]][], undrawn?: number, around: [number, number[]][] }} Position
 * @typedef {{ piece: number, row: number, column: number }} Spot
 */

/** CSS pixels kept around a drawn position. */
export const MARGIN = 10;

/**
 * A board's cells on a canvas of `width` by `height` CSS pixels: their size and where the
 * first is (the board centred).
 * @param {string[]} grid @param {number} width @param {number} height
 */
export function gridFrame(grid, width, height) {
  const columns = Math.max(1, ...grid.map((row) => row.length));
  const cell = Math.max(4, Math.floor(Math.min((width - 2 * MARGIN) / columns, (height - 2 * MARGIN) / grid.length)));
  return {
    cell, columns, x: (width - cell * columns) / 2, y: (height - cell * grid.length) / 2,
  };
}

/** Each piece's row and column in a picture. @param {Drawing} drawing @param {number[]} picture @returns {Spot[]} */
export const spotsOf = (drawing, picture) => drawing.pieces.map((_, piece) => ({ piece, row: picture[2 * piece], column: picture[2 * piece + 1] }));

/** The counts of a picture (after the pieces' places). @param {Drawing} drawing @param {number[]} picture */
export const countsOf = (drawing, picture) => picture.slice(2 * drawing.pieces.length);

/**
 * Whether a spot is on the board: a cell of the grid, or a node of the graph (its row).
 * @param {Drawing} drawing @param {{ row: number, column: number }} spot
 */
export function onBoard(drawing, { row, column }) {
  if (drawing.graph) return row >= 0 && row < drawing.graph.length;
  const grid = drawing.grid ?? [];
  return row >= 0 && row < grid.length && column >= 0 && column < Math.max(1, grid[row].length);
}

/**
 * A graph's nodes on a canvas: on a circle, node 0 at the top and on clockwise, each a
 * circle of radius `node`, its number just outside.
 * @param {number[][]} graph @param {number} width @param {number} height
 */
export function graphFrame(graph, width, height) {
  const count = graph.length;
  // Room outside the circle for the nodes' numbers.
  const reach = Math.max(8, Math.min(width, height) / 2 - MARGIN - 12);
  const node = Math.max(7, Math.min(24, (Math.PI * reach) / (count * 1.4), reach / 2));
  const ring = count === 1 ? 0 : reach - node;
  const points = graph.map((_, i) => [width / 2 + ring * Math.sin((2 * Math.PI * i) / count), height / 2 - ring * Math.cos((2 * Math.PI * i) / count)]);
  return { node, points, centre: [width / 2, height / 2] };
}

/**
 * Where a board's spots are on a canvas: `cell` (a spot's size), `centre(spot)` and the spot
 * at a point, `spotAt(x, y)` (off the board when none).
 * @param {Drawing} drawing @param {number} width @param {number} height
 */
export function boardPlaces(drawing, width, height) {
  if (drawing.graph) {
    const { node, points, centre } = graphFrame(drawing.graph, width, height);
    const spotAt = (x, y) => {
      const row = points.findIndex(([px, py]) => Math.hypot(px - x, py - y) <= node);
      return { row, column: 0 };
    };
    return {
      cell: 2 * node, centre: (spot) => points[spot.row], spotAt, points, node, middle: centre,
    };
  }
  const frame = gridFrame(drawing.grid ?? [], width, height);
  return {
    cell: frame.cell,
    centre: ({ row, column }) => [frame.x + (column + 0.5) * frame.cell, frame.y + (row + 0.5) * frame.cell],
    spotAt: (x, y) => ({ row: Math.floor((y - frame.y) / frame.cell), column: Math.floor((x - frame.x) / frame.cell) }),
    frame,
  };
}

/** The spots of `other` where a piece stands elsewhere than in `picture`. @param {Drawing} drawing */
function moved(drawing, picture, other) {
  const now = spotsOf(drawing, picture);
  return spotsOf(drawing, other).filter((spot, i) => spot.row !== now[i].row || spot.column !== now[i].column);
}

/**
 * A board's moves by the cell a piece goes to: `[{ row, column, piece, targets }]`, one per
 * cell and piece, with the states a move there reaches; `stays` lists the targets where no
 * piece moves (a pass, or a turn handed over).
 * @param {Drawing} drawing @param {Position} position
 */
export function boardMoves(drawing, position) {
  const cells = new Map();
  const stays = [];
  for (const [to, picture] of position.moves) {
    const spots = moved(drawing, position.picture, picture).filter((spot) => onBoard(drawing, spot));
    if (spots.length === 0) stays.push(to);
    for (const spot of spots) {
      const key = `${spot.piece}|${spot.row}|${spot.column}`;
      if (!cells.has(key)) cells.set(key, { ...spot, targets: [] });
      cells.get(key).targets.push(to);
    }
  }
  return { cells: [...cells.values()], stays };
}

/**
 * A count's moves: `[{ count, height, to }]` for each target that changes one count only, to
 * a lower one: the token at `height` (from 0) and those above it are what the move takes.
 * @param {Drawing} drawing @param {Position} position
 */
export function countMoves(drawing, position) {
  const now = countsOf(drawing, position.picture);
  const found = [];
  for (const [to, picture] of position.moves) {
    const then = countsOf(drawing, picture);
    const changed = now.map((c, i) => (then[i] === c ? -1 : i)).filter((i) => i >= 0);
    if (changed.length === 1 && then[changed[0]] >= 0 && then[changed[0]] < now[changed[0]]) {
      found.push({ count: changed[0], height: then[changed[0]], to });
    }
  }
  return found;
}

/**
 * Where the pieces stood in the states around a step (`position.around`): for each of them,
 * the spots of the pieces that stood elsewhere than in the state taken (none for a state
 * whose move moves no piece).
 * @param {Drawing} drawing @param {Position} position
 * @returns {{ state: number, spots: Spot[] }[]}
 */
export function cameFrom(drawing, position) {
  return position.around.map(([state, picture]) => ({ state, spots: moved(drawing, position.picture, picture) }));
}

/**
 * The piece whose turn it is: the one named as the value a named state variable has (a
 * `turn in {Mouse, Cat}` and a piece "Mouse"), or -1.
 * @param {Drawing} drawing @param {string[]} words the state's values, in the variables' order
 * @param {{ names?: string[] }[]} variables
 */
export function moverPiece(drawing, words, variables) {
  for (let v = 0; v < variables.length; v += 1) {
    if (!variables[v].names) continue;
    const piece = drawing.pieces.findIndex((p) => p.name === words[v]);
    if (piece >= 0) return piece;
  }
  return -1;
}
