// Draws the board from a plain view object. Knows nothing about wasm or the engine:
// everything it needs arrives in `draw(view)`.
//
// view = { n, outcomes: Uint8Array(2n), counters: Uint32Array(2n), queue: Uint32Array(2n),
//          head, tail, steps, done, last: null | { taken, labelled: [...], decremented: [...] } }
// State index = mover * n + position; mover 0 = Rick (outer ring), 1 = Morty (inner ring);
// position 0 is object 1, the black hole, drawn at the top. Moves go clockwise.

export const COLORS = ['#e3e1da', '#0072b2', '#e69f00', '#cc79a7'];
const TEXT_ON = ['#3a3f4b', '#ffffff', '#1d2330', '#1d2330'];
const GLYPHS = ['', 'W', 'L', '∞'];
const ARROW_COLORS = ['#5b6475', '#004d7a', '#9a5b00', '#8e3f6c'];
const INK = '#1d2330';
const INK_SOFT = '#5b6475';
const HOLE = '#15181f';
const PAPER = '#ffffff';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Up to this many objects, every state is drawn on its own, with counters and arrows. */
export const DETAIL_LIMIT = 60;

/** Above this many runs of equal colour, the rings are painted per pixel instead of as arcs. */
const RUN_LIMIT = 400;

const LABEL_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000];
const TAU = Math.PI * 2;

export function createRenderer(canvas) {
  const ctx = canvas.getContext('2d', { alpha: false });
  let cssWidth = 0;
  let cssHeight = 0;
  let ratio = 1;
  let geometry = null;
  let queued = new Uint8Array(0);

  /** Sizes the backing store for the CSS size and device pixel ratio. */
  function resize(width, height, devicePixelRatio) {
    cssWidth = Math.max(1, Math.floor(width));
    cssHeight = Math.max(1, Math.floor(height));
    ratio = devicePixelRatio || 1;
    const w = Math.round(cssWidth * ratio);
    const h = Math.round(cssHeight * ratio);
    if (canvas.width !== w) canvas.width = w;
    if (canvas.height !== h) canvas.height = h;
  }

  function layout(n) {
    const size = Math.min(cssWidth, cssHeight);
    const labelRoom = n <= DETAIL_LIMIT ? 30 : 34;
    const R = Math.max(40, size / 2 - labelRoom - 8);
    return {
      n,
      cx: cssWidth / 2,
      cy: cssHeight / 2,
      R,
      slice: TAU / n,
      rings: [
        { r0: R * 0.77, r1: R },
        { r0: R * 0.49, r1: R * 0.71 },
      ],
      labelR: R + 17,
      // Thin tracks beside the rings that mark queued states for large n.
      bands: [
        { r0: R + 2, r1: R + 6 },
        { r0: R * 0.49 - 6, r1: R * 0.49 - 2 },
      ],
    };
  }

  function angleOf(g, position) {
    return -Math.PI / 2 + position * g.slice;
  }

  function sectorPath(g, ring, a0, a1) {
    ctx.moveTo(g.cx + ring.r1 * Math.cos(a0), g.cy + ring.r1 * Math.sin(a0));
    ctx.arc(g.cx, g.cy, ring.r1, a0, a1);
    ctx.arc(g.cx, g.cy, ring.r0, a1, a0, true);
    ctx.closePath();
  }

  function markQueued(view) {
    const len = 2 * view.n;
    if (queued.length !== len) queued = new Uint8Array(len);
    else queued.fill(0);
    for (let i = view.head; i < view.tail; i += 1) queued[view.queue[i]] = 1;
    return queued;
  }

  // ---- detailed drawing (small n) ---------------------------------------------------------

  function drawSectorsDetailed(g, view) {
    const { n, outcomes } = view;
    for (let mover = 0; mover < 2; mover += 1) {
      const ring = g.rings[mover];
      const gap = Math.min(g.slice * 0.18, 2.2 / ring.r0);
      for (let p = 0; p < n; p += 1) {
        const s = mover * n + p;
        const mid = angleOf(g, p);
        const a0 = mid - g.slice / 2 + gap / 2;
        const a1 = mid + g.slice / 2 - gap / 2;
        ctx.beginPath();
        sectorPath(g, ring, a0, a1);
        ctx.fillStyle = p === 0 ? HOLE : COLORS[outcomes[s]];
        ctx.fill();
      }
    }
  }

  function drawCellText(g, view) {
    const { n, outcomes, counters } = view;
    for (let mover = 0; mover < 2; mover += 1) {
      const ring = g.rings[mover];
      const rm = (ring.r0 + ring.r1) / 2;
      const arc = g.slice * rm;
      const thick = ring.r1 - ring.r0;
      const size = Math.min(15, arc * 0.42, thick * 0.42);
      if (size < 8) continue;
      ctx.font = `600 ${size.toFixed(1)}px ${FONT}`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      for (let p = 1; p < n; p += 1) {
        const s = mover * n + p;
        const o = outcomes[s];
        const text = o === 0 ? String(counters[s]) : GLYPHS[o];
        const a = angleOf(g, p);
        ctx.fillStyle = TEXT_ON[o];
        ctx.fillText(text, g.cx + rm * Math.cos(a), g.cy + rm * Math.sin(a));
      }
    }
  }

  function drawQueueDots(g, view, inQueue) {
    const { n } = view;
    // Inside the cell near its outer edge: clear of the counter and of arrowheads, which
    // arrive at the inner edge.
    const thick = g.rings[0].r1 - g.rings[0].r0;
    const inset = Math.min(9, thick * 0.2);
    const radii = [g.rings[0].r1 - inset, g.rings[1].r1 - inset];
    const size = Math.max(2.5, Math.min(4.5, (g.slice * g.rings[1].r0) * 0.14));
    for (let mover = 0; mover < 2; mover += 1) {
      for (let p = 1; p < n; p += 1) {
        if (!inQueue[mover * n + p]) continue;
        const a = angleOf(g, p);
        ctx.beginPath();
        ctx.arc(g.cx + radii[mover] * Math.cos(a), g.cy + radii[mover] * Math.sin(a), size, 0, TAU);
        ctx.fillStyle = INK;
        ctx.fill();
        ctx.lineWidth = 1.5;
        ctx.strokeStyle = PAPER;
        ctx.stroke();
      }
    }
  }

  function drawTakenOutline(g, view) {
    const taken = view.last ? view.last.taken : null;
    if (taken === null || taken === undefined) return;
    const mover = taken < view.n ? 0 : 1;
    const p = taken % view.n;
    const ring = g.rings[mover];
    const mid = angleOf(g, p);
    ctx.beginPath();
    sectorPath(g, ring, mid - g.slice / 2, mid + g.slice / 2);
    ctx.lineWidth = 4.5;
    ctx.strokeStyle = PAPER;
    ctx.stroke();
    ctx.lineWidth = 2.6;
    ctx.strokeStyle = p === 0 ? '#f2c14e' : INK;
    ctx.stroke();
  }

  // Arrows start and end at the edge of a cell that faces the centre, so they leave the
  // glyphs and counters readable.
  function anchor(g, view, state) {
    const mover = state < view.n ? 0 : 1;
    const ring = g.rings[mover];
    const r = ring.r0 + Math.min(6, (ring.r1 - ring.r0) * 0.15);
    const a = angleOf(g, state % view.n);
    return { x: g.cx + r * Math.cos(a), y: g.cy + r * Math.sin(a) };
  }

  function arrow(g, from, to, color, dashed) {
    const mx = (from.x + to.x) / 2;
    const my = (from.y + to.y) / 2;
    const cx = g.cx + (mx - g.cx) * 0.35;
    const cy = g.cy + (my - g.cy) * 0.35;
    // Stop short of the target's centre so the head sits inside the cell.
    let dx = to.x - cx;
    let dy = to.y - cy;
    const len = Math.hypot(dx, dy) || 1;
    dx /= len;
    dy /= len;
    const ex = to.x - dx * 2;
    const ey = to.y - dy * 2;
    const head = 8;
    const wing = 4.5;
    const drawOnce = (width, stroke) => {
      ctx.beginPath();
      ctx.moveTo(from.x, from.y);
      ctx.quadraticCurveTo(cx, cy, ex, ey);
      ctx.lineWidth = width;
      ctx.strokeStyle = stroke;
      ctx.stroke();
    };
    ctx.save();
    ctx.lineCap = 'round';
    drawOnce(4.5, 'rgba(255,255,255,0.85)');
    if (dashed) ctx.setLineDash([5, 4]);
    drawOnce(1.8, color);
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.moveTo(ex + dx * 2, ey + dy * 2);
    ctx.lineTo(ex - dx * head - dy * wing, ey - dy * head + dx * wing);
    ctx.lineTo(ex - dx * head + dy * wing, ey - dy * head - dx * wing);
    ctx.closePath();
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = 'rgba(255,255,255,0.9)';
    ctx.stroke();
    ctx.fillStyle = color;
    ctx.fill();
    ctx.restore();
  }

  function drawArrows(g, view) {
    const last = view.last;
    if (!last || last.taken === null || last.taken === undefined) return;
    const from = anchor(g, view, last.taken);
    for (const d of last.decremented) {
      arrow(g, from, anchor(g, view, d.state), ARROW_COLORS[0], true);
    }
    for (const l of last.labelled) {
      arrow(g, from, anchor(g, view, l.state), ARROW_COLORS[l.outcome] || INK, false);
    }
  }

  // ---- summary drawing (large n): runs of equal colour become single arcs --------------------

  function drawSectorsRuns(g, view) {
    const { n, outcomes } = view;
    const paths = COLORS.map(() => new Path2D());
    for (let mover = 0; mover < 2; mover += 1) {
      const ring = g.rings[mover];
      const base = mover * n;
      let start = 1;
      while (start < n) {
        const o = outcomes[base + start];
        let end = start + 1;
        while (end < n && outcomes[base + end] === o) end += 1;
        const a0 = angleOf(g, start) - g.slice / 2;
        const a1 = angleOf(g, end) - g.slice / 2;
        const path = paths[o] || paths[0];
        path.moveTo(g.cx + ring.r1 * Math.cos(a0), g.cy + ring.r1 * Math.sin(a0));
        path.arc(g.cx, g.cy, ring.r1, a0, a1);
        path.arc(g.cx, g.cy, ring.r0, a1, a0, true);
        path.closePath();
        start = end;
      }
    }
    for (let o = 0; o < COLORS.length; o += 1) {
      ctx.fillStyle = COLORS[o];
      ctx.fill(paths[o]);
    }
  }

  /** The hole, at least a couple of pixels wide so it is always visible. */
  function drawHoleSlivers(g) {
    for (const ring of g.rings) {
      const half = Math.max(g.slice / 2, 1.2 / ring.r0);
      ctx.beginPath();
      sectorPath(g, ring, -Math.PI / 2 - half, -Math.PI / 2 + half);
      ctx.fillStyle = HOLE;
      ctx.fill();
    }
  }

  function drawQueueBands(g, view, inQueue) {
    const { n } = view;
    const path = new Path2D();
    const minHalf = 0.8 / g.R;
    for (let mover = 0; mover < 2; mover += 1) {
      const { r0, r1 } = g.bands[mover];
      const base = mover * n;
      let p = 1;
      while (p < n) {
        if (!inQueue[base + p]) {
          p += 1;
          continue;
        }
        let end = p + 1;
        while (end < n && inQueue[base + end]) end += 1;
        let a0 = angleOf(g, p) - g.slice / 2;
        let a1 = angleOf(g, end) - g.slice / 2;
        if (a1 - a0 < 2 * minHalf) {
          const mid = (a0 + a1) / 2;
          a0 = mid - minHalf;
          a1 = mid + minHalf;
        }
        path.moveTo(g.cx + r1 * Math.cos(a0), g.cy + r1 * Math.sin(a0));
        path.arc(g.cx, g.cy, r1, a0, a1);
        path.arc(g.cx, g.cy, r0, a1, a0, true);
        path.closePath();
        p = end;
      }
    }
    ctx.fillStyle = INK;
    ctx.fill(path);
  }

  /** How many arcs the run drawing would need: runs of equal outcome plus runs of queued states. */
  function countRuns(view, inQueue) {
    const { n, outcomes } = view;
    let runs = 0;
    for (let mover = 0; mover < 2; mover += 1) {
      const base = mover * n;
      for (let p = 1; p < n; p += 1) {
        if (p === 1 || outcomes[base + p] !== outcomes[base + p - 1]) runs += 1;
        if (inQueue[base + p] && (p === 1 || !inQueue[base + p - 1])) runs += 1;
      }
    }
    return runs;
  }

  // When colours alternate too often for arcs to be cheap (thousands of runs narrower than
  // a pixel), the rings are painted pixel by pixel instead. A map from each pixel of the
  // rings and queue bands to its state is built once per size and n, at CSS-pixel resolution
  // (a state is narrower than a CSS pixel there anyway), and drawn scaled under a clip made
  // at device resolution so the ring edges stay sharp. The image is kept between frames:
  // each frame only rewrites the pixels of states whose outcome or queue mark changed.
  let raster = null;
  const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

  function packColor(hex) {
    const v = parseInt(hex.slice(1), 16);
    const r = (v >> 16) & 255;
    const gr = (v >> 8) & 255;
    const b = v & 255;
    return (littleEndian ? ((255 << 24) | (b << 16) | (gr << 8) | r) : ((r << 24) | (gr << 16) | (b << 8) | 255)) >>> 0;
  }

  const PALETTE = Uint32Array.from(COLORS.map(packColor));
  const HOLE_PIXEL = packColor(HOLE);
  const INK_PIXEL = packColor(INK);
  /** In `drawnOutcome` and `drawnQueued`: the pixels of this state have not been written yet. */
  const UNDRAWN = 255;

  /** Groups pixel offsets by state: offsets of state s are offsets[start[s]] .. offsets[start[s + 1]]. */
  function groupByState(states, pixelOf, count, stateCount) {
    const start = new Uint32Array(stateCount + 1);
    for (let i = 0; i < count; i += 1) start[states[i] + 1] += 1;
    for (let s = 0; s < stateCount; s += 1) start[s + 1] += start[s];
    const fill = start.slice(0, stateCount);
    const offsets = new Uint32Array(count);
    for (let i = 0; i < count; i += 1) {
      offsets[fill[states[i]]] = pixelOf[i];
      fill[states[i]] += 1;
    }
    return { start, offsets };
  }

  function rasterMap(g) {
    // Never finer than CSS pixels; below a ratio of 1 the device pixels are coarser still.
    const scale = Math.min(ratio, 1);
    const key = `${g.n}|${cssWidth}|${cssHeight}|${scale}`;
    if (raster && raster.key === key) return raster;
    const pad = 8;
    const x0 = Math.max(0, Math.floor((g.cx - g.R - pad) * scale));
    const y0 = Math.max(0, Math.floor((g.cy - g.R - pad) * scale));
    const x1 = Math.min(Math.ceil(cssWidth * scale), Math.ceil((g.cx + g.R + pad) * scale));
    const y1 = Math.min(Math.ceil(cssHeight * scale), Math.ceil((g.cy + g.R + pad) * scale));
    const w = Math.max(1, x1 - x0);
    const h = Math.max(1, y1 - y0);
    const cx = g.cx * scale;
    const cy = g.cy * scale;
    // One pixel of slack on each side; the anti-aliased clip trims the edges.
    const tracks = [g.rings[0], g.rings[1], g.bands[0], g.bands[1]]
      .map((t) => ({ lo: (t.r0 * scale - 1) ** 2, hi: (t.r1 * scale + 1) ** 2 }));
    const n2 = 2 * g.n;
    const ringState = new Uint32Array(w * h);
    const ringPixel = new Uint32Array(w * h);
    const bandState = new Uint32Array(w * h);
    const bandPixel = new Uint32Array(w * h);
    let rings = 0;
    let bands = 0;
    for (let py = 0; py < h; py += 1) {
      const dy = y0 + py + 0.5 - cy;
      for (let px = 0; px < w; px += 1) {
        const dx = x0 + px + 0.5 - cx;
        const d2 = dx * dx + dy * dy;
        let track = -1;
        for (let t = 0; t < tracks.length; t += 1) {
          if (d2 >= tracks[t].lo && d2 <= tracks[t].hi) {
            track = t;
            break;
          }
        }
        if (track < 0) continue;
        let a = Math.atan2(dy, dx) + Math.PI / 2;
        if (a < 0) a += TAU;
        const s = (track & 1) * g.n + (Math.round(a / g.slice) % g.n);
        if (track < 2) {
          ringState[rings] = s;
          ringPixel[rings] = py * w + px;
          rings += 1;
        } else {
          bandState[bands] = s;
          bandPixel[bands] = py * w + px;
          bands += 1;
        }
      }
    }
    const surface = typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(w, h) : Object.assign(document.createElement('canvas'), { width: w, height: h });
    const surfaceCtx = surface.getContext('2d');
    const image = surfaceCtx.createImageData(w, h);
    const drawnOutcome = new Uint8Array(n2).fill(UNDRAWN);
    const drawnQueued = new Uint8Array(n2).fill(UNDRAWN);
    raster = {
      key, scale, x0, y0, w, h, surface, surfaceCtx, image,
      pixels: new Uint32Array(image.data.buffer),
      ring: groupByState(ringState, ringPixel, rings, n2),
      band: groupByState(bandState, bandPixel, bands, n2),
      drawnOutcome,
      drawnQueued,
    };
    return raster;
  }

  /** Writes `color` into the pixels of state s in `group`; returns the rows touched as [lo, hi]. */
  function paintState(m, group, s, color, rows) {
    const { pixels, w } = m;
    const { start, offsets } = group;
    const from = start[s];
    const to = start[s + 1];
    if (from === to) return;
    for (let i = from; i < to; i += 1) pixels[offsets[i]] = color;
    // Offsets are in raster order, so the first and last give the rows.
    const top = Math.floor(offsets[from] / w);
    const bottom = Math.floor(offsets[to - 1] / w);
    if (top < rows[0]) rows[0] = top;
    if (bottom > rows[1]) rows[1] = bottom;
  }

  function drawRaster(g, view, inQueue) {
    const m = rasterMap(g);
    const { outcomes, n } = view;
    const { drawnOutcome, drawnQueued } = m;
    const rows = [m.h, -1];
    for (let s = 0; s < 2 * n; s += 1) {
      const hole = s % n === 0;
      const o = hole ? 0 : outcomes[s];
      if (o !== drawnOutcome[s]) {
        drawnOutcome[s] = o;
        paintState(m, m.ring, s, hole ? HOLE_PIXEL : PALETTE[o], rows);
      }
      const q = hole ? 0 : inQueue[s];
      if (q !== drawnQueued[s]) {
        drawnQueued[s] = q;
        paintState(m, m.band, s, q ? INK_PIXEL : 0, rows);
      }
    }
    if (rows[1] >= rows[0]) {
      m.surfaceCtx.putImageData(m.image, 0, 0, 0, rows[0], m.w, rows[1] - rows[0] + 1);
    }
    ctx.save();
    ctx.beginPath();
    for (const t of [...g.rings, ...g.bands]) {
      ctx.moveTo(g.cx + t.r1, g.cy);
      ctx.arc(g.cx, g.cy, t.r1, 0, TAU);
      ctx.moveTo(g.cx + t.r0, g.cy);
      ctx.arc(g.cx, g.cy, t.r0, TAU, 0, true);
    }
    ctx.clip();
    // Scaled up without smoothing: each raster pixel becomes a block of device pixels in the
    // exact outcome colours, as at a ratio of 1.
    ctx.imageSmoothingEnabled = false;
    const k = 1 / m.scale;
    ctx.drawImage(m.surface, m.x0 * k, m.y0 * k, m.w * k, m.h * k);
    ctx.restore();
  }

  function drawTakenTick(g, view) {
    const taken = view.last ? view.last.taken : null;
    if (taken === null || taken === undefined) return;
    const mover = taken < view.n ? 0 : 1;
    const ring = g.rings[mover];
    const a = angleOf(g, taken % view.n);
    const c = Math.cos(a);
    const s = Math.sin(a);
    ctx.save();
    ctx.lineCap = 'round';
    for (const [width, color] of [[6, PAPER], [3, INK]]) {
      ctx.beginPath();
      ctx.moveTo(g.cx + (ring.r0 - 4) * c, g.cy + (ring.r0 - 4) * s);
      ctx.lineTo(g.cx + (ring.r1 + 4) * c, g.cy + (ring.r1 + 4) * s);
      ctx.lineWidth = width;
      ctx.strokeStyle = color;
      ctx.stroke();
    }
    ctx.restore();
  }

  // ---- labels and captions -----------------------------------------------------------------

  function labelStep(g) {
    const digits = String(g.n).length;
    const need = digits * 7.5 + 8;
    const around = TAU * g.labelR;
    for (const k of LABEL_STEPS) {
      if ((around / g.n) * k >= need) return k;
    }
    return g.n;
  }

  function drawLabels(g) {
    const { n } = g;
    const k = labelStep(g);
    ctx.font = `500 12px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = INK_SOFT;
    ctx.strokeStyle = INK_SOFT;
    ctx.lineWidth = 1;
    const minGap = 22 / g.labelR; // keep clear of the hole's disc
    for (let obj = k === 1 ? 2 : k; obj <= n; obj += k) {
      const p = obj - 1;
      const a = angleOf(g, p);
      const fromTop = Math.min(p * g.slice, TAU - p * g.slice);
      if (fromTop < minGap) continue;
      const c = Math.cos(a);
      const s = Math.sin(a);
      if (k > 1) {
        ctx.beginPath();
        ctx.moveTo(g.cx + (g.R + 7) * c, g.cy + (g.R + 7) * s);
        ctx.lineTo(g.cx + (g.R + 11) * c, g.cy + (g.R + 11) * s);
        ctx.stroke();
      }
      // Push the label out by its own half-extent along the radius so it clears the ring.
      const text = String(obj);
      const half = ctx.measureText(text).width / 2;
      const r = g.R + 10 + half * Math.abs(c) + 7 * Math.abs(s) + (k > 1 ? 4 : 0);
      ctx.fillText(text, g.cx + r * c, g.cy + r * s);
    }
    // Object 1: the black hole, as a dark disc at the top.
    const hx = g.cx;
    const hy = g.cy - g.labelR;
    ctx.beginPath();
    ctx.arc(hx, hy, 11, 0, TAU);
    ctx.fillStyle = HOLE;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#f2c14e';
    ctx.stroke();
    ctx.fillStyle = '#ffffff';
    ctx.font = `700 11px ${FONT}`;
    ctx.fillText('1', hx, hy + 0.5);
  }

  function describeTaken(view) {
    const last = view.last;
    if (!last) return 'Start: both hole states are Lose';
    if (last.taken === null || last.taken === undefined) {
      if (last.partial) return 'Queue empty: the rest is Loop';
      return last.labelled.length === 0 ? 'Queue empty: nothing left undecided'
        : `Queue empty: ${last.labelled.length} undecided → Loop`;
    }
    const n = view.n;
    const who = last.taken < n ? 'Rick' : 'Morty';
    const obj = (last.taken % n) + 1;
    const o = view.outcomes[last.taken];
    const name = ['undecided', 'Win', 'Lose', 'Loop'][o];
    const where = obj === 1 ? 'hole' : `object ${obj}`;
    return `Took ${who} to move at ${where} (${name})`;
  }

  function drawCaptions(g, view) {
    const inner = g.rings[1].r0;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = INK_SOFT;
    if (inner >= 120) {
      ctx.font = `500 ${Math.min(13, inner * 0.07).toFixed(1)}px ${FONT}`;
      ctx.fillText('▲ object 1 = black hole', g.cx, g.cy - inner + inner * 0.16);
    }

    const big = Math.max(14, Math.min(30, inner * 0.15));
    ctx.fillStyle = INK;
    ctx.font = `650 ${big.toFixed(1)}px ${FONT}`;
    const title = view.done ? `Done in ${view.steps} steps` : `Step ${view.steps}`;
    ctx.fillText(title, g.cx, g.cy - big * 0.45);
    ctx.fillStyle = INK_SOFT;
    ctx.font = `400 ${Math.max(10, Math.min(14, inner * 0.075)).toFixed(1)}px ${FONT}`;
    const text = describeTaken(view);
    fitText(text, g.cx, g.cy + big * 0.55, inner * 1.7);
    ctx.fillText(`queue: ${view.tail - view.head} waiting`, g.cx, g.cy + big * 0.55 + 20);

    // Ring names along the left side.
    ctx.font = `600 11px ${FONT}`;
    ctx.fillStyle = INK_SOFT;
    ctx.textAlign = 'left';
    const left = 12;
    ctx.fillText('outer ring: Rick to move', left, cssHeight - 30);
    ctx.fillText('inner ring: Morty to move', left, cssHeight - 14);
  }

  function fitText(text, x, y, maxWidth) {
    let t = text;
    while (t.length > 4 && ctx.measureText(t).width > maxWidth) t = `${t.slice(0, -2)}…`.replace(/……$/, '…');
    ctx.fillText(t, x, y);
  }

  /** Redraws everything from the view. */
  function draw(view) {
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.fillStyle = PAPER;
    ctx.fillRect(0, 0, cssWidth, cssHeight);
    if (!view || !view.n) return;
    const g = layout(view.n);
    geometry = g;
    const inQueue = markQueued(view);
    drawCaptions(g, view);
    if (view.n <= DETAIL_LIMIT) {
      drawSectorsDetailed(g, view);
      drawCellText(g, view);
      drawQueueDots(g, view, inQueue);
      drawTakenOutline(g, view);
      drawLabels(g);
      drawArrows(g, view);
    } else {
      if (countRuns(view, inQueue) <= RUN_LIMIT) {
        drawSectorsRuns(g, view);
        drawQueueBands(g, view, inQueue);
      } else {
        drawRaster(g, view, inQueue);
      }
      drawHoleSlivers(g);
      drawTakenTick(g, view);
      drawLabels(g);
    }
  }

  /** Which state is under the CSS pixel (x, y), or null. */
  function hitTest(x, y) {
    const g = geometry;
    if (!g) return null;
    const dx = x - g.cx;
    const dy = y - g.cy;
    const r = Math.hypot(dx, dy);
    let mover = -1;
    for (let m = 0; m < 2; m += 1) {
      if (r >= g.rings[m].r0 - 1 && r <= g.rings[m].r1 + 1) mover = m;
    }
    if (mover < 0) return null;
    let a = Math.atan2(dy, dx) + Math.PI / 2;
    a = ((a % TAU) + TAU) % TAU;
    const p = Math.round(a / g.slice) % g.n;
    return mover * g.n + p;
  }

  return { resize, draw, hitTest };
}
