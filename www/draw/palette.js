// Colours of everything drawn, in one place: the canvas layers read them here, and
// `applyPalette` hands the same colours to CSS (the legend's swatches), so the board and its
// legend cannot disagree. The standard outcome colours are from Okabe-Ito's colour-blind-safe
// set. Words and glyphs are the catalogue's (i18n/).

import { Outcome } from '../model/states.js';

/** Each outcome's key in CSS names (--win, --lose, ...), whatever the colours. */
const MARKS = {
  [Outcome.Undecided]: { key: 'undecided' },
  [Outcome.Win]: { key: 'win' },
  [Outcome.Lose]: { key: 'lose' },
  [Outcome.Loop]: { key: 'loop' },
};

/**
 * Colour schemes: per outcome its fill, the text colour on that fill, its arrow colour and
 * a light tint. Every outcome fill is at least 3:1 against the white board and Lose and
 * Loop differ in brightness too (not only in hue); the light undecided fill gets an `edge`
 * of at least 3:1 instead. `contrast` is the high-contrast option.
 */
const SCHEMES = {
  standard: {
    edge: '#8a8f99',
    [Outcome.Undecided]: { fill: '#e3e1da', ink: '#3a3f4b', arrow: '#5b6475', tint: '#efeee9' },
    [Outcome.Win]: { fill: '#0072b2', ink: '#ffffff', arrow: '#004d7a', tint: '#cfe3f1' },
    [Outcome.Lose]: { fill: '#d55e00', ink: '#1d2330', arrow: '#8f3f00', tint: '#f6d5bd' },
    [Outcome.Loop]: { fill: '#7b3294', ink: '#ffffff', arrow: '#5a2370', tint: '#e3d3ea' },
  },
  contrast: {
    edge: '#000000',
    [Outcome.Undecided]: { fill: '#ffffff', ink: '#000000', arrow: '#000000', tint: '#ffffff' },
    [Outcome.Win]: { fill: '#0033aa', ink: '#ffffff', arrow: '#001a66', tint: '#b8c8f0' },
    [Outcome.Lose]: { fill: '#ffc400', ink: '#000000', arrow: '#8a6400', tint: '#ffe9a0' },
    [Outcome.Loop]: { fill: '#a0005a', ink: '#ffffff', arrow: '#5c0034', tint: '#f0b8d6' },
  },
};

/**
 * An outcome's key and colours in the current scheme.
 * @typedef {{ key: string, fill: string, ink: string, arrow: string, tint: string }} OutcomeStyle
 */
/**
 * Per outcome code: its key and the current scheme's colours (filled in by `setScheme` below).
 * Read at drawing time.
 * @type {Record<string, OutcomeStyle>}
 */
export const OUTCOME_STYLE = /** @type {Record<string, OutcomeStyle>} */ (
  Object.fromEntries(Object.entries(MARKS).map(([code, marks]) => [code, { ...marks }])));
let scheme = null;
/** The outline of light cells and swatches in the current scheme. */
export let EDGE = '';

/** Switches every colour to scheme `name` ("standard" or "contrast"). */
export function setScheme(name) {
  scheme = name;
  const colours = SCHEMES[name];
  for (const code of Object.keys(MARKS)) Object.assign(OUTCOME_STYLE[code], colours[code]);
  EDGE = colours.edge;
}
setScheme('standard');

/** The current scheme's name; drawings that cache colours key their caches on it. */
export const schemeName = () => scheme;

/** @type {(outcome: number) => OutcomeStyle} */
export const styleOf = (outcome) => OUTCOME_STYLE[outcome] ?? OUTCOME_STYLE[Outcome.Undecided];

/** The outcome's key in CSS names and classes: `win`, `lose`, `loop`, `undecided`. */
export const outcomeKey = (outcome) => styleOf(outcome).key;

export const INK = '#1d2330';
/**
 * A drawn position's pieces, in the order the program lists them: a fill and its letter's
 * colour, each fill at least 3:1 against the white board and apart from the outcomes' fills.
 */
export const PIECE_COLOURS = Object.freeze([
  { fill: '#1d2330', ink: '#ffffff' },
  { fill: '#00704a', ink: '#ffffff' },
  { fill: '#8a5a00', ink: '#ffffff' },
  { fill: '#4b2a8a', ink: '#ffffff' },
  { fill: '#a8123e', ink: '#ffffff' },
  { fill: '#2f5d62', ink: '#ffffff' },
]);
/** The walls (`#` cells) of a drawn board. */
export const WALL = '#4a5060';
/** A move previewed from the "Why?" card's table: not the best line's ink. */
export const PREVIEW = '#b0006a';
/** Marks objects picked out from the statistics. */
export const HIGHLIGHT = '#00a37a';
export const INK_SOFT = '#5b6475';
export const PAPER = '#ffffff';
/** The black hole (object 1) and its gold rim, which also marks a taken hole state. */
export const HOLE = '#15181f';
export const HOLE_RIM = '#f2c14e';
/** How the cards' marks (a prediction's, the checker's, states picked out) look: outline colour, width, dashed, glyph. */
export const MARK_STYLES = {
  'guess-label': {
    color: '#2b5fa8', width: 2.6, dashed: true, glyph: '●',
  },
  'guess-counter': {
    color: '#2b5fa8', width: 1.4, dashed: true, glyph: '−',
  },
  right: {
    color: '#00704a', width: 3.6, dashed: false, glyph: '✓',
  },
  wrong: {
    color: '#c0122c', width: 3.6, dashed: false, glyph: '✗',
  },
  missed: {
    color: '#c0122c', width: 2.6, dashed: true, glyph: '?',
  },
  // States a card picked out (a game's parts), and the one of them it chose to act on.
  picked: {
    color: '#2b5fa8', width: 3, dashed: false, glyph: '◆',
  },
  chosen: {
    color: '#b3541e', width: 3.6, dashed: false, glyph: '★',
  },
};

/**
 * The systems' CJK families, most common first (macOS, Windows, Linux and Android): named
 * before the generic family so the Chinese page's words on the canvas (胜, 败, captions) never
 * fall to a default font without Han glyphs. style.css's --font-cjk-system names the same.
 */
export const SYSTEM_CJK_FONTS = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC"';

/** The page's own Chinese font (scripts/build/han-font.mjs), for a machine with none of the above. */
export const PAGE_CJK_FONT = '"Retrograde Han"';

const stack = (cjk) => `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, ${cjk}, sans-serif`;

/** What the machine's own fonts draw (ui/fonts.js asks it whether they draw Han). */
export const SYSTEM_FONT = stack(SYSTEM_CJK_FONTS);

/**
 * The family of every text drawn on a canvas: the machine's fonts, and the page's own Chinese
 * font after them once the page uses it (usePageCjkFont). A binding that changes, so every
 * `${FONT}` reads the current one.
 */
export let FONT = SYSTEM_FONT;

/** From now on the canvases' font names the page's own Chinese font (its faces are in: ui/fonts.js). */
export function usePageCjkFont() {
  FONT = stack(`${SYSTEM_CJK_FONTS}, ${PAGE_CJK_FONT}`);
}

/** Sets the palette as CSS custom properties (--win, --lose, ...) on `root`. */
export function applyPalette(root) {
  for (const style of Object.values(OUTCOME_STYLE)) {
    root.style.setProperty(`--${style.key}`, style.fill);
    root.style.setProperty(`--${style.key}-tint`, style.tint);
  }
  root.style.setProperty('--edge', EDGE);
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
