// A canvas sized for its CSS box and the device pixel ratio. Layers draw in CSS pixels; the
// backing store has a whole number of device pixels, and the transform maps the box's exact
// (possibly fractional) CSS size onto it, so what is drawn is where the pointer finds it.

export function createSurface(canvas) {
  const ctx = canvas.getContext('2d', { alpha: false });
  const surface = { canvas, ctx, width: 1, height: 1, ratio: 1 };

  /** Sizes the backing store; returns true when anything changed. */
  surface.resize = (width, height, ratio) => {
    const w = Math.max(1, width);
    const h = Math.max(1, height);
    const r = ratio || 1;
    const changed = w !== surface.width || h !== surface.height || r !== surface.ratio;
    Object.assign(surface, { width: w, height: h, ratio: r });
    const bw = Math.max(1, Math.round(w * r));
    const bh = Math.max(1, Math.round(h * r));
    if (canvas.width !== bw) canvas.width = bw;
    if (canvas.height !== bh) canvas.height = bh;
    return changed;
  };

  /** Clears to `paper` with the transform set for CSS pixels. */
  surface.clear = (paper) => {
    ctx.setTransform(canvas.width / surface.width, 0, 0, canvas.height / surface.height, 0, 0);
    ctx.fillStyle = paper;
    ctx.fillRect(0, 0, surface.width, surface.height);
  };
  return surface;
}
