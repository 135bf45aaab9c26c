// The page's own Chinese font (scripts/build/han-font.mjs), used only on a machine whose fonts
// draw no Han characters, and only once Chinese is shown. Its faces are fetched before the
// first Chinese word is laid out, and only then do the page's stacks name it (the root's
// data-han-font, draw/palette.js's FONT): text laid out while they load has been seen to stay
// in boxes once they are in (Chromium, when they come from its cache), and a canvas keeps
// whatever it drew. A machine with a CJK font of its own, and a page in English, never name
// the font, so never fetch it.

import { PAGE_CJK_FONT, SYSTEM_FONT, usePageCjkFont } from '../draw/palette.js';
import { wordsIn } from '../i18n/index.js';

/** The faces, by the weights they stand for (the page's 500 takes the regular, 600 and 650 the bold). */
const FACES = [400, 700].map((weight) => `${weight} 16px ${PAGE_CJK_FONT}`);

/** How long the words wait for the faces at most (as long as CSS's font-display: block): then they show without them. */
const PATIENCE_MS = 3000;

const HAN = /\p{Script=Han}/u;

/**
 * Whether the machine's own fonts draw Han characters: without one, every character is the
 * same empty box, so two different ones draw alike.
 */
function systemDrawsHan(doc) {
  const canvas = doc.createElement('canvas');
  canvas.width = 32;
  canvas.height = 32;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  ctx.font = `24px ${SYSTEM_FONT}`;
  const drawn = (character) => {
    ctx.clearRect(0, 0, 32, 32);
    ctx.fillText(character, 2, 26);
    return ctx.getImageData(0, 0, 32, 32).data;
  };
  const one = drawn('中');
  const other = drawn('文');
  return one.some((value, i) => value !== other[i]);
}

/**
 * Resolves once the words of language `name` can be drawn: at once unless they are in Han
 * characters that the machine's fonts do not draw and the page does not use its own font yet,
 * else when the page's faces are in (or after PATIENCE_MS, if the network is that slow) and
 * the page's stacks name them.
 */
export async function fontsFor(doc, name) {
  const root = doc.documentElement;
  if (!doc.fonts || 'hanFont' in root.dataset || !HAN.test(wordsIn(name, 'app.title')) || systemDrawsHan(doc)) return;
  const loads = Promise.allSettled(FACES.map((font) => doc.fonts.load(font, '中')));
  await Promise.race([loads, new Promise((resolve) => setTimeout(resolve, PATIENCE_MS))]);
  root.dataset.hanFont = '';
  usePageCjkFont();
}

/**
 * Resolves once no face that the page's text has asked for is still loading: to true if it
 * waited for one (what a canvas drew before it came needs drawing again), else to false.
 * Laying the page out first makes its text ask for the faces it needs.
 */
export async function fontsSettled(doc) {
  if (!doc.fonts) return false;
  void doc.body.offsetWidth;
  if (doc.fonts.status !== 'loading') return false;
  await doc.fonts.ready;
  return true;
}

/** Calls `redraw` each time faces asked for later (slower than PATIENCE_MS, or by a canvas) have arrived. */
export function redrawWhenFontsArrive(doc, redraw) {
  doc.fonts?.addEventListener('loadingdone', redraw);
}
