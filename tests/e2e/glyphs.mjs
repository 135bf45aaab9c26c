// Whether Chinese is drawn in real glyphs, on any machine: a machine with no font for Han
// characters draws every one of them as the same empty box, so two different characters
// that look alike are boxes. On the page: two of an element's characters drawn in its font
// at the same place, and each character's width as shown against its width in that font now;
// on its canvases: each Han text a canvas draws, its characters drawn again at that moment
// in that canvas's font beside another one.

import assert from 'node:assert/strict';
import { framesPainted } from './harness.mjs';

const HAN = /\p{Script=Han}/u;

/** Parts that show Chinese in every game: the narration, the pseudocode, buttons of the run and of the page. */
export const SHOWN = ['#narration', '#pseudocode', '#step', '#reset', '#switch-berzerk', '#contrast'];

/**
 * The first distinct Han characters of `selector`'s text, each with its width where the page
 * shows it (read before anything is added to the page) and its width in a new span inside the
 * element (`#han-probe`, fixed at the window's corner, in the element's own font), which the
 * element keeps for the caller.
 */
function hanWidths(page, selector, count) {
  return page.$eval(selector, (element, most) => {
    const found = new Map();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const width = (node, at) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const rects = [...range.getClientRects()];
      return rects.length === 1 ? rects[0].width : null;
    };
    for (let node = walker.nextNode(); node && found.size < most; node = walker.nextNode()) {
      for (const match of node.textContent.matchAll(/\p{Script=Han}/gu)) {
        const shown = found.has(match[0]) || found.size >= most ? null : width(node, match.index);
        if (shown !== null) found.set(match[0], shown);
      }
    }
    const probe = document.createElement('span');
    probe.id = 'han-probe';
    probe.style.cssText = 'position: fixed; left: 0; top: 0; z-index: 2147483647; white-space: pre; padding: 2px; color: #000; background: #fff';
    element.append(probe);
    return [...found].map(([character, shown]) => {
      probe.textContent = character;
      return { character, shown, fresh: width(probe.firstChild, 0) };
    });
  }, count);
}

/** The probe (see hanWidths) holding `character`, as a picture (PNG bytes). */
async function probeDrawing(page, character) {
  await page.$eval('#han-probe', (probe, text) => {
    probe.textContent = text;
  }, character);
  return page.locator('#han-probe').screenshot();
}

/**
 * The Han characters of `selector` as the page shows them: { characters, drawnAlike, misfits }.
 * `drawnAlike`: whether two of them, drawn in the element's font at the same place, are the
 * same picture (boxes). `misfits`: the characters whose width where the page shows them is
 * not the width the element's font gives them now (laid out in a font since replaced, such as
 * boxes laid out before a face came; on a machine whose boxes are as wide as its characters
 * this cannot tell).
 */
export async function hanShown(page, selector, count = 6) {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  const widths = await hanWidths(page, selector, count);
  try {
    const [one, other] = widths;
    const drawnAlike = one && other ? (await probeDrawing(page, one.character)).equals(await probeDrawing(page, other.character)) : null;
    return {
      characters: widths.map((w) => w.character).join(''),
      drawnAlike,
      misfits: widths.filter((w) => Math.abs(w.shown - w.fresh) > 0.5).map((w) => `${w.character} ${w.shown.toFixed(2)} px, not ${w.fresh.toFixed(2)}`),
    };
  } finally {
    await page.$eval('#han-probe', (probe) => probe.remove());
  }
}

/**
 * Before the page's scripts: every Han text drawn on a canvas has each of its characters
 * drawn again at once, in the same font, on a canvas of its own, beside another character
 * (中, or 文 for 中 itself); window.hanDrawn maps a canvas's id ('unnamed' for the canvases
 * without one, such as a recording's frames) to its characters as last drawn, each true if
 * it looked like the other one: a box.
 */
export function recordCanvasHan(page) {
  return page.addInitScript((pattern) => {
    const han = new RegExp(pattern, 'gu');
    const drawn = new Map();
    window.hanDrawn = drawn;
    let probe = null;
    const { fillText } = CanvasRenderingContext2D.prototype;
    const ink = (font, character) => {
      probe.canvas.width = 64;
      probe.canvas.height = 64;
      probe.font = font;
      probe.textBaseline = 'top';
      fillText.call(probe, character, 4, 4);
      return probe.getImageData(0, 0, 64, 64).data.join('');
    };
    CanvasRenderingContext2D.prototype.fillText = function recorded(text, ...rest) {
      const characters = String(text).match(han);
      if (characters && this.canvas !== probe?.canvas) {
        probe ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
        const id = this.canvas.id || 'unnamed';
        const boxes = drawn.get(id) ?? new Map();
        drawn.set(id, boxes);
        for (const character of new Set(characters)) {
          boxes.set(character, ink(this.font, character) === ink(this.font, character === '中' ? '文' : '中'));
        }
      }
      return fillText.call(this, text, ...rest);
    };
  }, HAN.source);
}

/** The Han characters canvas `id` drew last, and those of them it drew as boxes. */
export function canvasHan(page, id) {
  return page.evaluate((canvas) => {
    const boxes = [...(window.hanDrawn.get(canvas) ?? new Map())];
    return { characters: boxes.map(([c]) => c).join(''), boxes: boxes.filter(([, box]) => box).map(([c]) => c).join('') };
  }, id);
}

/** The page's parts in `selectors` each show Han characters in real glyphs, laid out in the font they are drawn in. */
export async function realGlyphs(page, selectors, where) {
  for (const selector of selectors) {
    const shown = await hanShown(page, selector);
    assert.ok(shown.characters.length >= 2, `${where}: ${selector} shows Chinese (${shown.characters})`);
    assert.equal(shown.drawnAlike, false, `${where}: ${selector}'s ${shown.characters} are drawn alike: boxes`);
    assert.deepEqual(shown.misfits, [], `${where}: ${selector}'s ${shown.characters}`);
  }
}

/** The board drew Chinese (Berzerk's winning states, 胜, and its rings' names; the scale's words), none of it as boxes. */
export async function boardHan(page, where) {
  const board = await canvasHan(page, 'board');
  assert.ok(board.characters.length > 0, `${where}: the board draws Chinese`);
  assert.equal(board.boxes, '', `${where}: the board drew ${board.characters}`);
}

/** Shades the board by remoteness: Berzerk's button in the result card, the rule game's choice in its game card. */
export async function shadeByRemoteness(page, game) {
  if (game === 'Berzerk') {
    await page.click('[data-tool="result"]');
    await page.click('#shade-remoteness');
  } else {
    await page.selectOption('#rules-shade', 'remoteness');
  }
  await framesPainted(page);
}
