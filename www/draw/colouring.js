// How a board's states are coloured: a code per state and a colour per code. By outcome,
// the codes are the outcome table itself; shaded by remoteness, each decided state's code
// also says how far from the end it is (near: full colour; far: paler), with a scale; by
// Grundy value, each decided state's code says its value (0: the Lose colour; 1 and up: the
// Win colour, paler as the value grows; infinite: the Win arrow's darker blue, or Loop's).

import { NO_REMOTENESS, Outcome } from '../model/states.js';
import { t } from '../i18n/index.js';
import { FONT, INK_SOFT, OUTCOME_STYLE } from './palette.js';

/** Shades per outcome when colouring by remoteness. */
const SHADES = 32;

/** The colour of `hex` mixed with white by `t` (0: the colour, 1: white). */
function paler(hex, t) {
  const v = parseInt(hex.slice(1), 16);
  const mix = (c) => Math.round(c + (255 - c) * t).toString(16).padStart(2, '0');
  return `#${mix((v >> 16) & 255)}${mix((v >> 8) & 255)}${mix(v & 255)}`;
}

/** By outcome: codes are the outcome table. */
export function byOutcome(run) {
  const colours = [];
  for (const code of Object.keys(OUTCOME_STYLE)) colours[Number(code)] = OUTCOME_STYLE[code].fill;
  return {
    codes: run.outcomes, colours, key: 'outcome', scale: null,
  };
}

/** By remoteness: code = outcome * SHADES + shade, shade growing with remoteness up to its maximum. */
export function byRemoteness(run) {
  const len = run.outcomes.length;
  let max = 1;
  for (let s = 0; s < len; s += 1) {
    const r = run.remoteness[s];
    if (r !== NO_REMOTENESS && r > max) max = r;
  }
  const codes = new Uint8Array(len);
  for (let s = 0; s < len; s += 1) {
    const r = run.remoteness[s];
    const shade = r === NO_REMOTENESS ? 0 : Math.min(SHADES - 1, Math.floor((r / max) * (SHADES - 1)));
    codes[s] = run.outcomes[s] * SHADES + shade;
  }
  const colours = [];
  for (const code of Object.keys(OUTCOME_STYLE)) {
    const decided = Number(code) === Outcome.Win || Number(code) === Outcome.Lose;
    for (let shade = 0; shade < SHADES; shade += 1) {
      colours[Number(code) * SHADES + shade] = decided ? paler(OUTCOME_STYLE[code].fill, (0.72 * shade) / (SHADES - 1)) : OUTCOME_STYLE[code].fill;
    }
  }
  return { codes, colours, key: `remoteness ${max}`, scale: { max } };
}

/** A Grundy value the table holds for an infinite one. */
export const INFINITE_GRUNDY = 0xffffffff;
/** Codes of byGrundy past the outcomes': finite values 1.. from GRUNDY_FINITE, infinite ones. */
const GRUNDY_FINITE = 4;
const GRUNDY_INFINITE_WIN = GRUNDY_FINITE + SHADES;
const GRUNDY_INFINITE_LOOP = GRUNDY_INFINITE_WIN + 1;

/** The code of state s by Grundy value: its outcome while undecided or valued 0, else its value's shade. */
function grundyCode(run, grundy, s, max) {
  const outcome = run.outcomes[s];
  const g = grundy[s];
  if (outcome === Outcome.Undecided || g === 0 || g === undefined) return outcome;
  if (g === INFINITE_GRUNDY) return outcome === Outcome.Loop ? GRUNDY_INFINITE_LOOP : GRUNDY_INFINITE_WIN;
  return GRUNDY_FINITE + Math.min(SHADES - 1, Math.floor(((g - 1) / Math.max(1, max - 1)) * (SHADES - 1)));
}

/**
 * By Grundy value (`grundy` per state, INFINITE_GRUNDY for an infinite one): states the run
 * has not decided keep the undecided colour, so the shading tells no more than the run knows.
 */
export function byGrundy(run, grundy) {
  const len = run.outcomes.length;
  let max = 1;
  for (let s = 0; s < len; s += 1) if (grundy[s] !== INFINITE_GRUNDY && grundy[s] > max) max = grundy[s];
  const codes = new Uint8Array(len);
  for (let s = 0; s < len; s += 1) codes[s] = grundyCode(run, grundy, s, max);
  const colours = [];
  for (const code of Object.keys(OUTCOME_STYLE)) colours[Number(code)] = OUTCOME_STYLE[code].fill;
  for (let shade = 0; shade < SHADES; shade += 1) {
    colours[GRUNDY_FINITE + shade] = paler(OUTCOME_STYLE[Outcome.Win].fill, (0.72 * shade) / (SHADES - 1));
  }
  colours[GRUNDY_INFINITE_WIN] = OUTCOME_STYLE[Outcome.Win].arrow;
  colours[GRUNDY_INFINITE_LOOP] = OUTCOME_STYLE[Outcome.Loop].fill;
  return {
    codes, colours, key: `grundy ${max}`, scale: null,
  };
}

/** The remoteness scale in the lower right corner: Win and Lose from near (0) to far (max). */
export function paintRemotenessScale(ctx, colouring, width, height, text) {
  if (!colouring.scale) return;
  const w = 120 * text;
  const h = 9 * text;
  const x = width - w - 14;
  ctx.font = `500 ${(10.5 * text).toFixed(1)}px ${FONT}`;
  ctx.fillStyle = INK_SOFT;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.fillText(t('board.scale', { max: colouring.scale.max }), x, height - 4 * h);
  [Outcome.Win, Outcome.Lose].forEach((outcome, row) => {
    const y = height - (2.6 - row * 1.3) * h - 6;
    for (let i = 0; i < SHADES; i += 1) {
      ctx.fillStyle = colouring.colours[outcome * SHADES + i];
      ctx.fillRect(x + (i * w) / SHADES, y, w / SHADES + 0.5, h);
    }
    ctx.fillStyle = INK_SOFT;
    ctx.textAlign = 'right';
    ctx.fillText(t(`outcome.${outcome}`), x - 5, y + h / 2);
    ctx.textAlign = 'left';
  });
}
