// Animated GIFs frame by frame with gifenc: each frame's pixels are reduced to a palette of
// their own (the board's flat colours and their antialiased edges fit easily) and written
// with its delay. Loaded on demand (ui/record-frames.js imports it when a GIF is asked for).

import { GIFEncoder, applyPalette, quantize } from 'gifenc';

/** Colours per frame, and the colour format the quantizer works in. */
const COLOURS = 128;
const PIXELS = 'rgb565';

/**
 * A GIF being written at `width` x `height`: `add(canvas, { delay })` appends a frame
 * (delay in milliseconds), `finish()` resolves to the file as a Blob, `cancel()` drops it.
 */
export function createGifWriter({ width, height }) {
  let gif = GIFEncoder();
  return {
    async add(canvas, { delay }) {
      const { data } = canvas.getContext('2d').getImageData(0, 0, width, height);
      const palette = quantize(data, COLOURS, { format: PIXELS });
      const index = applyPalette(data, palette, PIXELS);
      gif.writeFrame(index, width, height, { palette, delay, repeat: 0 });
    },
    async finish() {
      gif.finish();
      const bytes = gif.bytes();
      gif = null;
      return new Blob([bytes], { type: 'image/gif' });
    },
    async cancel() {
      gif = null;
    },
  };
}
