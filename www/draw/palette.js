// Names, colours and glyphs of everything drawn, in one place: the canvas layers read them
// here, and `applyPalette` hands the same colours to CSS (the legend's swatches), so the
// board and its legend cannot disagree. Outcome colours are Okabe-Ito (colour-blind safe).

import { Outcome } from '../engine/contract.js';

/** Per outcome code: its word, fill, text colour on that fill, glyph, arrow colour, light tint. */
export const OUTCOME_STYLE = Object.freeze({
  [Outcome.Undecided]: { name: 'undecided', fill: '#e3e1da', ink: '#3a3f4b', glyph: '', arrow: '#5b6475', tint: '#efeee9' },
  [Outcome.Win]: { name: 'Win', fill: '#0072b2', ink: '#ffffff', glyph: 'W', arrow: '#004d7a', tint: '#cfe3f1' },
  [Outcome.Lose]: { name: 'Lose', fill: '#e69f00', ink: '#1d2330', glyph: 'L', arrow: '#9a5b00', tint: '#f8e2b3' },
  [Outcome.Loop]: { name: 'Loop', fill: '#cc79a7', ink: '#1d2330', glyph: '∞', arrow: '#8e3f6c', tint: '#f0d6e5' },
});

export const styleOf = (outcome) => OUTCOME_STYLE[outcome] ?? OUTCOME_STYLE[Outcome.Undecided];

export const INK = '#1d2330';
export const INK_SOFT = '#5b6475';
export const PAPER = '#ffffff';
/** The black hole (object 1) and its gold rim, which also marks a taken hole state. */
export const HOLE = '#15181f';
export const HOLE_RIM = '#f2c14e';
export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Sets the palette as CSS custom properties (--win, --lose, ...) on `root`. */
export function applyPalette(root) {
  for (const style of Object.values(OUTCOME_STYLE)) {
    root.style.setProperty(`--${style.name.toLowerCase()}`, style.fill);
    root.style.setProperty(`--${style.name.toLowerCase()}-tint`, style.tint);
  }
  root.style.setProperty('--hole', HOLE);
  root.style.setProperty('--hole-rim', HOLE_RIM);
}

const littleEndian = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** A `#rrggbb` colour as one opaque RGBA pixel of a Uint32Array over ImageData. */
export function pixelOf(hex) {
  const v = parseInt(hex.slice(1), 16);
  const r = (v >> 16) & 255;
  const g = (v >> 8) & 255;
  const b = v & 255;
  return (littleEndian ? ((255 << 24) | (b << 16) | (g << 8) | r) : ((r << 24) | (g << 16) | (b << 8) | 255)) >>> 0;
}
