// @ts-check
// Paint layers for the two-pile board. Cells are coloured from the table of the step that
// decided each one: not yet decided, ruled out (a winning cell: it can move onto a
// P-position), ruled out by the latest step (in full colour, so each step's rays show), and
// the P-positions themselves, drawn on top at a visible size however far out the view is.

import { Outcome, cellIndex } from '../../model/states.js';
import { cellRect, visibleCells } from '../../draw/grid-geometry.js';
import { outlineCell } from '../../draw/grid-paint.js';
import { PAPER, pixelOf, styleOf } from '../../draw/palette.js';

/** The cell fills by kind, in the current scheme: not decided, ruled out, just ruled out. */
const cellFills = () => [styleOf(Outcome.Undecided).fill, styleOf(Outcome.Win).tint, styleOf(Outcome.Win).fill];
/** From this cell size up, cells are drawn as rectangles with gaps; below it, per pixel. */
const RECT_CELL = 4;

/** The kind of cell (n, m) (an index into `cellFills`): by the step that decided it. */
function kindOf(decidedAt, steps) {
  if (decidedAt === 0) return 0;
  return decidedAt === steps ? 2 : 1;
}

function paintCellRects(ctx, layout, run) {
  const { n0, n1, m0, m1 } = visibleCells(layout);
  const paths = cellFills().map(() => new Path2D());
  const gap = layout.scale >= 10 ? 1 : 0;
  for (let n = n0; n <= n1; n += 1) {
    for (let m = m0; m <= m1; m += 1) {
      const r = cellRect(layout, n, m);
      paths[kindOf(run.decidedAt[cellIndex(n, m, run.size)], run.steps)].rect(r.x, r.y, r.w - gap, r.h - gap);
    }
  }
  cellFills().forEach((color, kind) => {
    ctx.fillStyle = color;
    ctx.fill(paths[kind]);
  });
}

/** Per-pixel painting for small cells: each raster pixel shows the cell at its centre. */
export function createGridRaster() {
  let image = null;

  function imageFor(w, h) {
    if (image && image.w === w && image.h === h) return image;
    const canvas = typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(w, h)
      : Object.assign(document.createElement('canvas'), { width: w, height: h });
    const ctx = canvas.getContext('2d');
    const data = ctx.createImageData(w, h);
    image = { w, h, canvas, ctx, data, pixels: new Uint32Array(data.data.buffer) };
    return image;
  }

  return function paint(surface, layout, run) {
    const { plot } = layout;
    const scale = Math.min(surface.ratio, 1);
    const img = imageFor(Math.ceil(plot.w * scale), Math.ceil(plot.h * scale));
    const { decidedAt, steps, size } = run;
    const paper = pixelOf(PAPER);
    const colours = cellFills().map(pixelOf);
    for (let py = 0; py < img.h; py += 1) {
      const m = Math.floor((plot.y + (py + 0.5) / scale - layout.y0) / layout.scale);
      const row = py * img.w;
      for (let px = 0; px < img.w; px += 1) {
        const n = Math.floor((plot.x + (px + 0.5) / scale - layout.x0) / layout.scale);
        if (n < 0 || m < 0 || n > size || m > size) {
          img.pixels[row + px] = paper;
          continue;
        }
        const at = decidedAt[cellIndex(n, m, size)];
        img.pixels[row + px] = colours[kindOf(at, steps)];
      }
    }
    img.ctx.putImageData(img.data, 0, 0);
    const { ctx } = surface;
    ctx.save();
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(img.canvas, plot.x, plot.y, img.w / scale, img.h / scale);
    ctx.restore();
  };
}

/** The cells, by whichever method suits their size on screen. */
export function paintGridCells(surface, layout, run, raster) {
  const { ctx } = surface;
  ctx.save();
  ctx.beginPath();
  ctx.rect(layout.plot.x, layout.plot.y, layout.plot.w, layout.plot.h);
  ctx.clip();
  if (layout.scale >= RECT_CELL) paintCellRects(ctx, layout, run);
  else raster(surface, layout, run);
  ctx.restore();
}

/** The P-positions found so far, both orientations, never smaller than 3 px; the newest outlined. */
export function paintPPositions(ctx, layout, run) {
  const { pairs } = run;
  const size = Math.max(3, layout.scale - (layout.scale >= 10 ? 1 : 0));
  const offset = (layout.scale - size) / 2;
  ctx.save();
  ctx.beginPath();
  ctx.rect(layout.plot.x, layout.plot.y, layout.plot.w, layout.plot.h);
  ctx.clip();
  const path = new Path2D();
  for (let i = 0; i < pairs.length; i += 2) {
    for (const [n, m] of [[pairs[i], pairs[i + 1]], [pairs[i + 1], pairs[i]]]) {
      const r = cellRect(layout, n, m);
      path.rect(r.x + offset, r.y + offset, size, size);
    }
  }
  ctx.fillStyle = styleOf(Outcome.Lose).fill;
  ctx.fill(path);
  if (pairs.length >= 2) {
    const a = pairs[pairs.length - 2];
    const b = pairs[pairs.length - 1];
    for (const [n, m] of [[a, b], [b, a]]) outlineCell(ctx, layout, n, m);
  }
  ctx.restore();
}
