// End-to-end: the page on a phone, on a projector, by keyboard and screen reader, under its
// Content-Security-Policy, and when its wasm cannot load.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { useSite } from './harness.mjs';

const require = createRequire(import.meta.url);
const site = useSite();
const { withPage } = site;

/** Serious and critical axe-core violations on the page as it is now. */
async function axeViolations(page) {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

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
  await withPage(`${site.url}?n=100000&s1=1-99999&s2=1-99999`, async (page, problems) => {
    await page.click('#end');
    assert.equal(await page.getAttribute('#status', 'aria-live'), 'off');
    assert.ok(await page.isVisible('#cancel'));
    await page.waitForFunction(() => document.querySelector('#progress').value > 0);
    await page.click('#cancel');
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
