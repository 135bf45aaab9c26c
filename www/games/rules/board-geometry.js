// @ts-check
// Where a rule game's states sit on its board, by the game's shape: one integer variable is
// a strip of cells in value order, wrapping into rows when long ('strip'); with a two-valued
// variable beside it, one such strip per value, one under the other ('strips'); two integer
// variables a square grid, the first across and the second down ('grid', as the two-pile
// board). The boards lay out the combinations of the variables' values, numbered as the rule
// language numbers them (the last variable varies fastest); a combination is the state of the
// same number, unless the program has `state ... where C`: then only the combinations kept
// (`info.kept`, ascending) are states, in their order, and the others are empty cells. The
// one place that maps states to combinations and back is `combinationOf` / `stateAt`. Pure
// arithmetic, shared by drawing and hit testing, so it is unit-tested.

/** The largest cell of a strip, in CSS pixels, before zooming. */
const MAX_CELL = 56;
/** Room round the strips, and above each strip of 'strips' for its name, in CSS pixels. */
const PAD = 12;
const BAND_HEAD = 20;
/** Rows tried when fitting a strip: beyond them a strip is a near-square block. */
const MOST_ROWS = 4000;

/**
 * Each variable's stride in the state number (the last variable's is 1), as the rule
 * language numbers states.
 * @param {{ size?: number, names?: string[] }[]} variables
 */
export function strides(variables) {
  const out = variables.map(() => 1);
  for (let i = variables.length - 2; i >= 0; i -= 1) out[i] = out[i + 1] * sizeOf(variables[i + 1]);
  return out;
}

/** How many values a variable takes. */
export const sizeOf = (variable) => (variable.names ? variable.names.length : variable.size);

/**
 * The combination (first variable slowest) that state `state` of `game` is: itself, or with
 * `where` the state's place among the kept ones (`game.kept`, ascending).
 * @param {{ kept?: ArrayLike<number> | null }} game
 * @param {number} state
 */
export const combinationOf = (game, state) => (game.kept ? game.kept[state] : state);

/**
 * The state at `combination` of `game`, or null when `where` leaves it out (a binary search
 * over the kept ones). Without `where`, every combination in range is the state of its number.
 * @param {{ kept?: ArrayLike<number> | null }} game
 * @param {number} combination
 * @returns {number | null}
 */
export function stateAt(game, combination) {
  const { kept } = game;
  if (!kept) return combination;
  let low = 0;
  let high = kept.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (kept[middle] === combination) return middle;
    if (kept[middle] < combination) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}

/** Each variable's offset (value less its low, or a named value's place) in `combination`. */
export function offsetsOf(variables, combination) {
  const out = variables.map(() => 0);
  let rest = combination;
  for (let i = variables.length - 1; i >= 0; i -= 1) {
    const size = sizeOf(variables[i]);
    out[i] = rest % size;
    rest = Math.floor(rest / size);
  }
  return out;
}

/** A variable's value at `offset` as the table writes it: a number, or a named value's name. */
export const wordOf = (variable, offset) => (variable.names ? variable.names[offset] ?? String(offset) : String(variable.low + offset));

/** A state of `game` as a move's target is written: `3` for one variable, `(3, Rick)` for more. */
export function stateWords(game, state) {
  const { variables } = game;
  const words = offsetsOf(variables, combinationOf(game, state)).map((offset, i) => wordOf(variables[i], offset));
  return words.length === 1 ? words[0] : `(${words.join(', ')})`;
}

/**
 * Which variable plays which part: `along` the integer variable of a strip (or the grid's
 * across), `band` the two-valued one of 'strips' (or the grid's down), null where the shape
 * has none.
 */
export function rolesOf(info) {
  const { variables, shape } = info;
  if (shape === 'strip') return { along: 0, band: null };
  if (shape === 'grid') return { along: 0, band: 1 };
  if (shape === 'strips') {
    const along = variables.findIndex((v) => !v.names && v.size !== 2);
    return along === -1 ? { along: 0, band: 1 } : { along, band: 1 - along };
  }
  return { along: null, band: null };
}

/**
 * The columns, rows and cell side that show `count` cells in `bands` strips on a `w` x `h`
 * area (each band `head` pixels of name above it) with the largest cells: rows as few as
 * that allows, cells no larger than MAX_CELL.
 */
export function fitStrips(count, bands, w, h, head) {
  let best = { cols: Math.max(1, count), rows: 1, cell: 0 };
  const tries = Math.min(count, MOST_ROWS);
  for (let rows = 1; rows <= tries; rows += 1) {
    const cols = Math.ceil(count / rows);
    const cell = Math.min(MAX_CELL, w / cols, (h - bands * head) / (bands * rows));
    if (cell > best.cell) best = { cols, rows, cell };
    if (cell >= MAX_CELL) break;
  }
  if (tries < count && best.cell < 1) {
    const cols = Math.max(1, Math.ceil(Math.sqrt((count * w) / Math.max(1, h))));
    const rows = Math.ceil(count / cols);
    best = { cols, rows, cell: Math.min(w / cols, (h - bands * head) / (bands * rows)) };
  }
  return { ...best, cell: Math.max(0.05, best.cell) };
}

/**
 * The frame of `bands` strips of `count` cells each on a `width` x `height` board at `view`
 * ({ zoom, cx, cy }, as the state-graph camera keeps it): the cells' side, where each band
 * starts, and the unit square of the whole (for zoom and pan).
 */
export function stripFrame(count, bands, width, height, view, named = bands > 1) {
  const head = named ? BAND_HEAD : 0;
  const fit = fitStrips(count, bands, width - 2 * PAD, height - 2 * PAD, head);
  const cell = fit.cell * view.zoom;
  const band = fit.rows * cell + head;
  const sx = fit.cols * cell;
  const sy = bands * band;
  const ox = width / 2 - view.cx * sx;
  const oy = height / 2 - view.cy * sy;
  return {
    count, bands, cols: fit.cols, rows: fit.rows, cell, head, band, ox, oy, sx, sy, width, height, view,
    unit: (px, py) => ({ x: (px - ox) / sx, y: (py - oy) / sy }),
  };
}

/** The screen rectangle of cell `i` of band `b`. */
export function stripCell(frame, b, i) {
  return {
    x: frame.ox + (i % frame.cols) * frame.cell,
    y: frame.oy + b * frame.band + frame.head + Math.floor(i / frame.cols) * frame.cell,
    w: frame.cell,
    h: frame.cell,
  };
}

/** The cell under (px, py) as { band, i }, or null (between bands, past the last cell). */
export function stripCellAt(frame, px, py) {
  const col = Math.floor((px - frame.ox) / frame.cell);
  const b = Math.floor((py - frame.oy) / frame.band);
  if (col < 0 || col >= frame.cols || b < 0 || b >= frame.bands) return null;
  const inBand = py - frame.oy - b * frame.band - frame.head;
  if (inBand < 0) return null;
  const i = Math.floor(inBand / frame.cell) * frame.cols + col;
  return i < frame.count ? { band: b, i } : null;
}

/**
 * The states of the strips' cells, as `(b, i) => state` (its band's value `b`, its integer
 * value's offset `i`), null for a cell that is not a state; the strides worked out once, as a
 * drawing asks of every cell.
 */
export function stripStates(info) {
  const { along, band } = rolesOf(info);
  const stride = strides(info.variables);
  return (b, i) => stateAt(info, i * stride[along] + (band === null ? 0 : b * stride[band]));
}

/** The state of a strip's cell (its band's value `b`, its integer value's offset `i`), or null when not a state. */
export const stripState = (info, b, i) => stripStates(info)(b, i);

/** Where state `state` sits on the strips: { band, i }. */
export function stripPlace(info, state) {
  const { along, band } = rolesOf(info);
  const offsets = offsetsOf(info.variables, combinationOf(info, state));
  return { band: band === null ? 0 : offsets[band], i: offsets[along] };
}

/** The grid's side: the larger of its two variables' sizes. */
export const gridSide = (info) => Math.max(sizeOf(info.variables[0]), sizeOf(info.variables[1]));

/** Whether grid cell (n, m) lies in the variables' ranges. */
const onGrid = ([a, b], n, m) => n >= 0 && m >= 0 && n < sizeOf(a) && m < sizeOf(b);

/** The state of grid cell (n, m), or null outside the variables' ranges or when not a state. */
export function gridState(info, n, m) {
  return onGrid(info.variables, n, m) ? stateAt(info, n * sizeOf(info.variables[1]) + m) : null;
}

/** The grid cell (n, m) of state `state`. */
export function gridPlace(info, state) {
  const [n, m] = offsetsOf(info.variables, combinationOf(info, state));
  return { n, m };
}

/**
 * A move along a strip that wraps into rows of `cols` cells, as it lies: `rows` up (-) or
 * down (+) from cell `i` of band `band`, over the band's end into the next band's rows, and
 * `sideways` cells along. Returns { band, i } or null past the board's edges.
 */
function stripWalk({ i, band }, { count, bands, cols }, rows, sideways) {
  const rowsPerBand = Math.ceil(count / cols);
  if (sideways !== 0) return i + sideways < 0 || i + sideways >= count ? null : { band, i: i + sideways };
  const row = band * rowsPerBand + Math.floor(i / cols) + rows;
  const next = { band: Math.floor(row / rowsPerBand), i: (row % rowsPerBand) * cols + (i % cols) };
  return row < 0 || next.band >= bands || next.i >= count ? null : next;
}

/**
 * The state the keyboard's cursor moves to from `state` by `key`, as the board lies: Home
 * and End go to the first and the last state (the board's first and last cell); on the
 * grid, right and left change the first variable and down and up the second; on the strips
 * (wrapped into rows of `cols` cells, the whole strip on one row without it) right and left
 * walk the strip's variable and down and up go to the cell below and above, from a strip's
 * last row to the next strip's first; otherwise the next or previous state in number order.
 * An empty cell (a combination `where` leaves out) is skipped: the cursor goes on the same
 * way to the next state, and stops at a board's edges.
 */
export function cursorStep(info, state, key, cols = null) {
  if (key === 'Home' || key === 'End') return key === 'Home' ? 0 : info.states - 1;
  const { along, band } = rolesOf(info);
  const sideways = { ArrowRight: 1, ArrowLeft: -1 }[key] ?? 0;
  const upright = { ArrowDown: 1, ArrowUp: -1 }[key] ?? 0;
  if (along === null) return Math.min(info.states - 1, Math.max(0, state + sideways + upright));
  if (info.shape === 'grid') {
    let { n, m } = gridPlace(info, state);
    for (;;) {
      n += sideways;
      m += upright;
      if (!onGrid(info.variables, n, m)) return state;
      const next = gridState(info, n, m);
      if (next !== null) return next;
    }
  }
  const count = sizeOf(info.variables[along]);
  const bands = band === null ? 1 : sizeOf(info.variables[band]);
  const layout = { count, bands, cols: cols ?? count };
  for (let place = stripPlace(info, state); ;) {
    place = stripWalk(place, layout, upright, sideways);
    if (place === null) return state;
    const next = stripState(info, place.band, place.i);
    if (next !== null) return next;
  }
}
