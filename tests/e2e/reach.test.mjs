// End-to-end: the page on a phone, on a projector, by keyboard and screen reader, under its
// Content-Security-Policy, and when its wasm cannot load.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, axeViolations } from './harness.mjs';
import { ringLayout } from '../../www/games/berzerk/ring-geometry.js';

const site = useSite();
const { withPage } = site;

test('a phone shows the board and Step together, and a tap pins a state', async () => {
  await withPage(site.url, async (page, problems) => {
    const board = await page.locator('#board').boundingBox();
    const step = await page.locator('#step').boundingBox();
    assert.ok(board.y + board.height <= 844 && step.y + step.height <= 844, `board ends at ${board.y + board.height}, Step at ${step.y + step.height}`);
    for (const id of ['#step', '#back', '#play', '#end', '#reset', '#apply']) {
      const box = await page.locator(id).boundingBox();
      assert.ok(box.height >= 44, `${id} is ${box.height} px tall`);
    }
    await page.click('#end');
    await page.waitForSelector('#status[data-done="true"]');
    // Object 3 with Rick to move: outer ring, 144 degrees clockwise from the top.
    const R = Math.min(board.width, board.height) / 2 - 30 - 8;
    const a = -Math.PI / 2 + (2 * 2 * Math.PI) / 5;
    await page.tap('#board', { position: { x: board.width / 2 + R * 0.88 * Math.cos(a), y: board.height / 2 + R * 0.88 * Math.sin(a) } });
    assert.match(await page.textContent('#board-text'), /Pinned: State R3/);
    assert.deepEqual(problems, []);
  }, { width: 390, height: 844, isMobile: true, hasTouch: true });
});

test('presentation mode keeps the board, the steps and the narration', async () => {
  await withPage(site.url, async (page, problems) => {
    await page.keyboard.press('p');
    assert.equal(await page.getAttribute('#present', 'aria-pressed'), 'true');
    for (const id of ['#board', '#step', '#narration', '#status']) assert.ok(await page.isVisible(id), `${id} hidden`);
    for (const id of ['#n', '#answer']) assert.ok(!(await page.isVisible(id)), `${id} shown`);
    const size = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('#narration')).fontSize));
    assert.ok(size >= 20, `narration at ${size} px on a 1920 x 1080 screen`);
    await page.click('#present');
    assert.ok(await page.isVisible('#n'));
    assert.deepEqual(problems, []);
  }, { width: 1920, height: 1080 });
});

test('the focused board takes the arrow keys as a cursor, Enter pins, and the cursor is spoken', async () => {
  await withPage(site.url, async (page, problems) => {
    await page.focus('#board');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.match(await page.textContent('#board-cursor'), /State R3/);
    assert.match(await page.textContent('#status'), /^Step 0/, 'arrows on the board do not step');
    await page.keyboard.press('ArrowDown');
    assert.match(await page.textContent('#board-cursor'), /State M3/);
    await page.keyboard.press('Enter');
    await page.locator('h1').click();
    assert.match(await page.textContent('#board-text'), /Pinned: State M3/);
    await page.keyboard.press('ArrowRight');
    assert.match(await page.textContent('#status'), /^Step 1/, 'off the board the arrows step again');
    assert.equal(await page.getAttribute('#speed', 'aria-valuetext'), '4 steps/s');
    assert.deepEqual(problems, []);
  });
});

test('the live regions stay quiet while the run moves', async () => {
  // An End of over a second (one call of the end without stepping), cancelled.
  await withPage(`${site.url}?n=1000000&s1=1-16000&s2=1-15000`, async (page, problems) => {
    await page.click('#end');
    assert.equal(await page.getAttribute('#status', 'aria-live'), 'off');
    assert.equal(await page.getAttribute('#status', 'aria-busy'), 'true');
    assert.ok(await page.isVisible('#cancel'));
    await page.waitForFunction(() => document.querySelector('#progress').value > 0);
    await page.click('#cancel');
    await page.waitForFunction(() => document.querySelector('#status').getAttribute('aria-busy') === 'false');
    assert.equal(await page.getAttribute('#status', 'aria-live'), 'polite');
    assert.equal(await page.getAttribute('#status', 'data-done'), 'false');
    assert.ok(!(await page.isVisible('#cancel')));
    assert.deepEqual(problems, []);
  });
});

test('axe-core finds no serious or critical violations in the main states', async () => {
  await withPage(site.url, async (page, problems) => {
    assert.deepEqual(await axeViolations(page), [], 'Berzerk at the start');
    await page.click('#end');
    await page.waitForSelector('#status[data-done="true"]');
    await page.fill('#s1', 'x');
    await page.click('#apply');
    assert.deepEqual(await axeViolations(page), [], 'Berzerk done, with a bad field');
    await page.click('#switch-piles');
    assert.deepEqual(await axeViolations(page), [], 'two piles');
    await page.click('#present');
    assert.deepEqual(await axeViolations(page), [], 'presentation');
    assert.deepEqual(problems, []);
  }, { bypassCSP: true });
});

test('the page runs under its Content-Security-Policy, which forbids inline script', async () => {
  await withPage(site.url, async (page, problems) => {
    const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
    assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'/);
    assert.doesNotMatch(policy, /unsafe-inline/);
    assert.equal(await page.locator('script:not([src])').count(), 0, 'no inline script');
    await page.click('#end');
    await page.waitForSelector('#status[data-done="true"]');
    assert.deepEqual(problems, []);
  });
});

test('a wasm module that cannot load is reported on the page with a way to start over', async () => {
  await withPage(site.url, async (page) => {
    await page.route('**/*.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.reload();
    await page.waitForSelector('#fatal:not([hidden])');
    assert.match(await page.textContent('#fatal-message'), /could not go on/);
    assert.equal(await page.getAttribute('#fatal a', 'href'), './');
  }, { waitForReady: false });
});

/** For each legend swatch: the better of its fill's and its border's contrast with the card. */
function swatchContrasts(page) {
  return page.evaluate(() => {
    const rgb = (css) => css.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
    const luminance = (css) => {
      const [r, g, b] = rgb(css).map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a, b) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    return [...document.querySelectorAll('.legend:not([hidden]) .swatch')].map((swatch) => {
      const card = getComputedStyle(swatch.closest('.card')).backgroundColor;
      const style = getComputedStyle(swatch);
      const fill = style.backgroundColor.startsWith('rgba(0, 0, 0, 0)') ? card : style.backgroundColor;
      return { swatch: swatch.className, ratio: Math.max(contrast(fill, card), contrast(style.borderTopColor, card)) };
    });
  });
}

test('every legend swatch stands out at least 3:1, in the standard and the high-contrast colours', async () => {
  await withPage(site.url, async (page, problems) => {
    for (const scheme of ['standard', 'contrast']) {
      for (const { swatch, ratio } of await swatchContrasts(page)) {
        assert.ok(ratio >= 3, `${scheme}: ${swatch} only ${ratio.toFixed(2)}:1`);
      }
      await page.keyboard.press('c');
    }
    assert.equal(await page.getAttribute('#contrast', 'aria-pressed'), 'false', 'c toggles back');
    await page.click('#contrast');
    assert.equal(await page.evaluate(() => document.body.classList.contains('high-contrast')), true);
    assert.deepEqual(problems, []);
  });
});

test('on a large circle the magnifier letters the states around the one in focus', async () => {
  await withPage(`${site.url}?n=2000&s1=1-3&s2=2-5`, async (page, problems) => {
    const box = await page.locator('#board').boundingBox();
    const centre = () => page.evaluate(() => {
      const canvas = document.querySelector('#board');
      const { data } = canvas.getContext('2d').getImageData(canvas.width / 2 - 40, canvas.height / 2 - 10, 80, 20);
      let inked = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] < 600) inked += 1;
      return inked;
    });
    assert.equal(await centre(), 0, 'the middle is empty without a focus');
    await page.focus('#board');
    await page.keyboard.press('ArrowRight');
    assert.ok(await centre() > 50, 'the magnifier appears for the cursor');
    assert.match(await page.textContent('#board-cursor'), /State R2/);
    // Pin R2, then pick its clockwise neighbour on the magnifier: a target many pixels wide.
    await page.keyboard.press('Enter');
    await page.locator('h1').click();
    const g = ringLayout(2000, Math.floor(box.width), Math.floor(box.height));
    const cell = Math.min(34 * g.text, (g.rings[1].r0 * 1.6) / 10);
    const left = g.cx - 5 * cell;
    const rowTop = g.cy - 1.4 * cell + 0.8 * cell;
    assert.ok(cell >= 14, `magnifier cells are ${cell} px`);
    await page.mouse.click(box.x + left + 6.5 * cell, box.y + rowTop + cell / 2);
    await page.mouse.move(1, 1);
    assert.match(await page.textContent('#board-text'), /Pinned: State R3/);
    assert.deepEqual(problems, []);
  });
});
