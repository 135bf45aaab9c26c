// @ts-check
// Where a square grid's cells sit on screen (the two-pile board's, a rule game's of two
// integer variables): a square of cells (n, m), n = 0..size
// across and m = 0..size down, inside a plot box that leaves room for the axis labels. A
// zoom (1 = the whole square fits) and a centre (in cell units) say which part is shown.
// Pure arithmetic, shared by drawing and hit-testing.

/** Room for the axis labels, in CSS pixels. */
const MARGIN = { left: 46, top: 34, right: 12, bottom: 12 };
/** The largest cell, in CSS pixels, that zooming in reaches. */
const MAX_CELL = 48;
const TICK_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500];

/** The whole square, centred. */
export const fitView = (size) => ({ zoom: 1, centreN: (size + 1) / 2, centreM: (size + 1) / 2 });

export function gridLayout(size, width, height, view = fitView(size)) {
  const side = size + 1;
  const plot = {
    x: MARGIN.left,
    y: MARGIN.top,
    w: Math.max(20, width - MARGIN.left - MARGIN.right),
    h: Math.max(20, height - MARGIN.top - MARGIN.bottom),
  };
  const fit = Math.min(plot.w, plot.h) / side;
  const scale = fit * view.zoom;
  return {
    size,
    side,
    plot,
    fit,
    scale,
    maxZoom: Math.max(1, MAX_CELL / fit),
    // Screen position of the corner of cell (0, 0).
    x0: plot.x + plot.w / 2 - view.centreN * scale,
    y0: plot.y + plot.h / 2 - view.centreM * scale,
  };
}

/** The cell under CSS pixel (x, y), or null outside the plot or the square. */
export function cellAt(layout, x, y) {
  const { plot } = layout;
  if (x < plot.x || y < plot.y || x >= plot.x + plot.w || y >= plot.y + plot.h) return null;
  const n = Math.floor((x - layout.x0) / layout.scale);
  const m = Math.floor((y - layout.y0) / layout.scale);
  return n >= 0 && m >= 0 && n <= layout.size && m <= layout.size ? { n, m } : null;
}

/** The screen rectangle of the cell in column `col` (n) and row `row` (m). */
export function cellRect(layout, col, row) {
  return { x: layout.x0 + col * layout.scale, y: layout.y0 + row * layout.scale, w: layout.scale, h: layout.scale };
}

export function cellCentre(layout, col, row) {
  return { x: layout.x0 + (col + 0.5) * layout.scale, y: layout.y0 + (row + 0.5) * layout.scale };
}

/** The cells visible in the plot, as inclusive ranges of n and m. */
export function visibleCells(layout) {
  const { plot, scale } = layout;
  const clampCell = (v) => Math.max(0, Math.min(layout.size, v));
  return {
    n0: clampCell(Math.floor((plot.x - layout.x0) / scale)),
    n1: clampCell(Math.floor((plot.x + plot.w - layout.x0) / scale)),
    m0: clampCell(Math.floor((plot.y - layout.y0) / scale)),
    m1: clampCell(Math.floor((plot.y + plot.h - layout.y0) / scale)),
  };
}

/** Keeps the centre within the square, and the whole square centred at zoom 1. */
function clampView(size, view) {
  const side = size + 1;
  const zoom = view.zoom;
  const half = side / (2 * zoom);
  const clampAxis = (c) => (zoom <= 1 ? side / 2 : Math.max(half, Math.min(side - half, c)));
  return { zoom, centreN: clampAxis(view.centreN), centreM: clampAxis(view.centreM) };
}

/** Zooms by `factor` about CSS pixel (x, y), keeping the point under it in place. */
export function zoomAbout(layout, view, x, y, factor) {
  const zoom = Math.max(1, Math.min(layout.maxZoom, view.zoom * factor));
  const u = (x - layout.x0) / layout.scale;
  const v = (y - layout.y0) / layout.scale;
  const scale = layout.fit * zoom;
  const midX = layout.plot.x + layout.plot.w / 2;
  const midY = layout.plot.y + layout.plot.h / 2;
  return clampView(layout.size, { zoom, centreN: u - (x - midX) / scale, centreM: v - (y - midY) / scale });
}

/** Moves the view by (dx, dy) CSS pixels, as a drag does. */
export function panBy(layout, view, dx, dy) {
  return clampView(layout.size, {
    zoom: view.zoom,
    centreN: view.centreN - dx / layout.scale,
    centreM: view.centreM - dy / layout.scale,
  });
}

/** Every how many cells an axis label fits (labels at least ~36 px apart). */
export function tickSpacing(layout) {
  const need = Math.max(36, String(layout.size).length * 9);
  return TICK_STEPS.find((k) => k * layout.scale >= need) ?? layout.side;
}
