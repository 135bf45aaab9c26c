// End-to-end tests of the built site (dist/): run `npm run build` first.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  canvasStats, enterGame, framesPainted, runToEnd, useSite,
} from './harness.mjs';

const SAMPLE1 = 'Lose Win Win Loop\nLoop Win Win Win\n';
const SAMPLE2 = 'Win Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Lose\n';
const SHOTS = process.env.SCREENSHOT_DIR || path.join(os.tmpdir(), 'retrograde-e2e');
fs.mkdirSync(SHOTS, { recursive: true });

// Okabe-Ito colours used for the outcomes.
const WIN_RGB = '0,114,178';
const LOSE_RGB = '213,94,0';
const LOOP_RGB = '123,50,148';

const site = useSite();
const { withPage } = site;

const status = (page) => page.textContent('#status');
const stepsOf = (text) => Number(/Step (\d+)/.exec(text)[1]);

test('loads without console errors or failed requests and draws the board', async () => {
  await withPage(site.url, async (page, problems) => {
    assert.equal(await page.inputValue('#n'), '5');
    assert.match(await status(page), /^Step 0 · Win 0 · Lose 0 · Loop 0 · undecided 8 · queue 2$/);
    assert.equal(await page.textContent('#answer'), '');
    const stats = await canvasStats(page);
    assert.ok(stats.width >= 300 && stats.height >= 300, `canvas too small: ${stats.width}x${stats.height}`);
    assert.ok(stats.inked / stats.total > 0.1, `canvas looks blank: ${stats.inked} of ${stats.total} pixels drawn`);
    assert.ok(stats.colours['227,225,218'], 'undecided colour missing at the start');
    await runToEnd(page);
    const done = await canvasStats(page);
    for (const rgb of [WIN_RGB, LOSE_RGB, LOOP_RGB]) assert.ok(done.colours[rgb], `colour ${rgb} missing after End`);
    await page.screenshot({ path: path.join(SHOTS, 'sample1-done.png') });
    assert.deepEqual(problems, []);
  });
});

/** Where the judge output `id` and its Copy button `copy` are: beside the board, under the narration, on screen. */
function answerPlace(page, id, copy) {
  return page.evaluate(([answerId, copyId]) => {
    const answer = document.querySelector(answerId);
    const box = answer.getBoundingClientRect();
    const narration = document.querySelector('#narration').getBoundingClientRect();
    const button = document.querySelector(copyId).getBoundingClientRect();
    return {
      inStory: Boolean(answer.closest('.story')),
      underNarration: box.top >= narration.bottom,
      onScreen: box.height > 0 && box.bottom <= innerHeight && button.bottom <= innerHeight,
    };
  }, [id, copy]);
}

const SHOWN = { inStory: true, underNarration: true, onScreen: true };

test('the judge output appears where the run ends, under the narration that says so, with Copy', async () => {
  await withPage(site.url, async (page, problems) => {
    const boardBefore = await page.locator('#board').boundingBox();
    assert.ok(await page.isHidden('#answer'), 'no judge output before the end');
    await runToEnd(page);
    assert.deepEqual(await answerPlace(page, '#answer', '#copy'), SHOWN);
    assert.deepEqual(await page.locator('#board').boundingBox(), boardBefore, 'the answer arriving does not resize the board');
    assert.ok(await page.isEnabled('#copy'));
    await page.click('#reset');
    assert.ok(await page.isHidden('#answer'), 'hidden again once the run starts over');
    await page.click('#switch-graph');
    await page.waitForFunction(() => document.querySelector('#status').dataset.done === 'false');
    await runToEnd(page);
    assert.deepEqual(await answerPlace(page, '#graph-answer', '#graph-copy'), SHOWN);
    assert.ok(await page.isHidden('#answer'), 'the other game\'s output is not shown');
    assert.deepEqual(problems, []);
  });
});

test('canvas is sized for the device pixel ratio', async () => {
  await withPage(site.url, async (page, problems) => {
    const size = await page.evaluate(() => {
      const c = document.querySelector('#board');
      const r = c.getBoundingClientRect();
      return { w: c.width, h: c.height, cw: r.width, ch: r.height };
    });
    assert.ok(Math.abs(size.w - size.cw * 2) <= 2, `backing width ${size.w} for css ${size.cw}`);
    assert.ok(Math.abs(size.h - size.ch * 2) <= 2, `backing height ${size.h} for css ${size.ch}`);
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.waitForFunction((w) => document.querySelector('#board').width !== w, size.w);
    const stats = await canvasStats(page);
    assert.ok(stats.inked / stats.total > 0.1, 'board blank after resize');
    await page.screenshot({ path: path.join(SHOTS, 'hidpi.png') });
    assert.deepEqual(problems, []);
  }, { deviceScaleFactor: 2 });
});

test('sample 1 and sample 2 typed into the form give the judge answers', async () => {
  await withPage(site.url, async (page, problems) => {
    await enterGame(page, '5', '3 2', '1 2 3');
    assert.ok(await page.isDisabled('#copy'), 'nothing to copy before the end');
    assert.equal(await runToEnd(page), SAMPLE1);
    assert.match(await status(page), /done$/);
    assert.ok(await page.isDisabled('#step'), 'no more steps once done');
    await page.click('#copy');
    await page.waitForFunction(() => document.querySelector('#copy').textContent === 'Copied');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), SAMPLE1);
    await enterGame(page, '8', '6, 2, 3, 4', '3,6');
    assert.equal(await page.textContent('#answer'), '', 'answer should clear for a new game');
    assert.equal(await runToEnd(page), SAMPLE2);
    assert.match(page.url(), /[?&]n=8(&|$)/);
    assert.match(page.url(), /s1=6,2,3,4/);
    assert.deepEqual(problems, []);
  });
});

test('presets load their games', async () => {
  await withPage(site.url, async (page, problems) => {
    await page.click('button[data-preset="sample2"]');
    assert.equal(await page.inputValue('#n'), '8');
    assert.equal(await runToEnd(page), SAMPLE2);
    await page.click('button[data-preset="loop"]');
    assert.equal(await page.inputValue('#n'), '12');
    await runToEnd(page);
    const text = await status(page);
    const loop = Number(/Loop (\d+)/.exec(text)[1]);
    assert.ok(loop >= 18, `Mostly Loop should loop a lot: ${text}`);
    await page.screenshot({ path: path.join(SHOTS, 'mostly-loop.png') });
    await page.click('button[data-preset="sample1"]');
    assert.equal(await runToEnd(page), SAMPLE1);
    await page.click('#random');
    const n = Number(await page.inputValue('#n'));
    assert.ok(n >= 5 && n <= 40, `random n ${n}`);
    const answer = await runToEnd(page);
    const lines = answer.split('\n');
    assert.equal(lines.length, 3);
    assert.equal(lines[2], '');
    for (const line of lines.slice(0, 2)) {
      const words = line.split(' ');
      assert.equal(words.length, n - 1);
      for (const w of words) assert.ok(['Win', 'Lose', 'Loop'].includes(w), `bad word ${w}`);
    }
    assert.deepEqual(problems, []);
  });
});

test('Step then Back returns to the same status', async () => {
  await withPage(site.url, async (page, problems) => {
    await enterGame(page, '8', '6 2 3 4', '3 6');
    for (let i = 0; i < 3; i += 1) await page.click('#step');
    const before3 = await status(page);
    assert.equal(stepsOf(before3), 3);
    await page.click('#step');
    const after4 = await status(page);
    assert.equal(stepsOf(after4), 4);
    assert.notEqual(after4, before3);
    await page.click('#back');
    assert.equal(await status(page), before3);
    for (let i = 0; i < 3; i += 1) await page.click('#back');
    assert.match(await status(page), /^Step 0 /);
    assert.ok(await page.isDisabled('#back'), 'Back should be disabled at the start');
    await page.click('#step');
    await page.click('#reset');
    assert.match(await status(page), /^Step 0 /);
    assert.deepEqual(problems, []);
  });
});

test('a bad field shows its message once, beside it, and keeps the previous game', async () => {
  await withPage(site.url, async (page, problems) => {
    await enterGame(page, '8', '6 2 3 4', '3 6');
    assert.equal(await runToEnd(page), SAMPLE2);
    const statusBefore = await status(page);
    const urlBefore = page.url();
    await page.fill('#s1', '3 x');
    await page.click('#apply');
    assert.match(await page.textContent('#s1-error'), /"x"/, 'message beside the s1 field');
    assert.equal(await page.textContent('#n-error'), '');
    assert.equal(await page.getAttribute('#s1', 'aria-invalid'), 'true');
    assert.equal(await page.getAttribute('#s1', 'aria-describedby'), 's1-error');
    assert.equal(await page.locator('text=/"x"/').count(), 1, 'the message is shown once');
    assert.equal(await page.inputValue('#n'), '8');
    assert.equal(await page.textContent('#answer'), SAMPLE2, 'previous answer stays');
    assert.equal(await status(page), statusBefore, 'previous game stays on the board');
    assert.equal(page.url(), urlBefore, 'URL keeps the last good game');

    // Every bad field is reported at once.
    await page.fill('#n', '1');
    await page.fill('#s2', '0');
    await page.click('#apply');
    assert.match(await page.textContent('#n-error'), /at least 2/);
    assert.match(await page.textContent('#s1-error'), /"x"/);
    assert.equal(await page.getAttribute('#s2', 'aria-invalid'), null, 'steps are not range-checked against a bad n');

    // Editing a field clears its message; fixing everything clears the rest.
    await page.fill('#n', '8');
    assert.equal(await page.textContent('#n-error'), '');
    assert.equal(await page.getAttribute('#n', 'aria-invalid'), null);
    await page.fill('#s1', '6 2 3 4');
    await page.fill('#s2', '3 6');
    await page.click('#apply');
    for (const id of ['n', 's1', 's2']) assert.equal(await page.textContent(`#${id}-error`), '');
    // Only uncaught errors count as problems; a refused input is not one.
    assert.deepEqual(problems, []);
  });
});

test('a very long bad token stays inside its card', async () => {
  await withPage(site.url, async (page, problems) => {
    await page.fill('#s1', 'x'.repeat(400));
    await page.click('#apply');
    const message = await page.locator('#s1-error').boundingBox();
    const card = await page.locator('#berzerk-form').boundingBox();
    assert.ok(message.width > 0);
    assert.ok(message.x + message.width <= card.x + card.width + 0.5, 'the message overflows its card');
    assert.ok((await page.textContent('#s1-error')).length < 200, 'the message quotes the token cut short');
    assert.deepEqual(problems, []);
  });
});

test('URL parameters load a game; a bad link keeps its values with the problems shown', async () => {
  await withPage(`${site.url}?n=8&s1=6,2,3,4&s2=3,6`, async (page, problems) => {
    assert.equal(await page.inputValue('#n'), '8');
    assert.equal(await page.inputValue('#s2'), '3,6');
    assert.equal(await runToEnd(page), SAMPLE2);
    assert.deepEqual(problems, []);
  });
  await withPage(`${site.url}?n=5&s1=3,x&s2=1,2,9`, async (page, problems) => {
    assert.equal(await page.inputValue('#s1'), '3,x', 'the link’s value stays in the field');
    assert.match(await page.textContent('#s1-error'), /"x"/);
    assert.match(await page.textContent('#s2-error'), /9/);
    assert.equal(await page.getAttribute('#s1', 'aria-invalid'), 'true');
    assert.match(page.url(), /s1=3,x/, 'the address stays as it was');
    // Meanwhile the board shows sample 1.
    assert.match(await status(page), /^Step 0 · Win 0 · Lose 0 · Loop 0 · undecided 8 · queue 2$/);
    assert.equal(await runToEnd(page), SAMPLE1);
    assert.deepEqual(problems, []);
  });
  await withPage(`${site.url}?n=7`, async (page, problems) => {
    assert.equal(await page.inputValue('#s1'), '1 2 3', 'missing step sets get defaults');
    assert.equal(await page.textContent('#s1-error'), '');
    const lines = (await runToEnd(page)).split('\n');
    assert.equal(lines[0].split(' ').length, 6);
    assert.deepEqual(problems, []);
  });
});

test('keyboard: arrows step and go back, space plays and pauses', async () => {
  await withPage(site.url, async (page, problems) => {
    await page.click('button[data-preset="sample2"]');
    await page.locator('h1').click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(stepsOf(await status(page)), 2);
    await page.keyboard.press('ArrowLeft');
    assert.equal(stepsOf(await status(page)), 1);
    // Typing in a field must not step.
    await page.focus('#s2');
    await page.keyboard.press('ArrowRight');
    assert.equal(stepsOf(await status(page)), 1);
    await page.locator('h1').click();
    await page.keyboard.press('Space');
    assert.equal(await page.textContent('#play'), 'Pause');
    await page.waitForFunction(() => /Step ([3-9]|\d\d)/.test(document.querySelector('#status').textContent));
    await page.keyboard.press('Space');
    assert.equal(await page.textContent('#play'), 'Play');
    await page.waitForFunction(() => document.querySelector('#status').getAttribute('aria-busy') === 'false');
    // Nothing moves while paused: Space on a focused button presses that button, as
    // everywhere else, and one Step from where the run paused is one step more.
    const before = stepsOf(await status(page));
    await page.focus('#step');
    await page.keyboard.press('Space');
    assert.equal(await page.textContent('#play'), 'Play');
    assert.equal(stepsOf(await status(page)), before + 1, 'nothing moves while paused');
    assert.deepEqual(problems, []);
  });
});

test('hovering a state shows a tooltip', async () => {
  await withPage(site.url, async (page, problems) => {
    await runToEnd(page);
    const box = await page.locator('#board').boundingBox();
    // Object 3 (position 2 of 5) in the outer ring: 144 degrees clockwise from the top.
    const R = Math.min(box.width, box.height) / 2 - 30 - 8;
    const r = R * 0.88;
    const a = -Math.PI / 2 + (2 * 2 * Math.PI) / 5;
    await page.mouse.move(box.x + box.width / 2 + r * Math.cos(a), box.y + box.height / 2 + r * Math.sin(a));
    await page.waitForSelector('#tooltip:not([hidden])');
    const text = await page.textContent('#tooltip');
    assert.match(text, /StateR3/);
    assert.match(text, /Object3/);
    assert.match(text, /To moveRick/);
    assert.match(text, /OutcomeWin/);
    assert.match(text, /Remoteness/);
    assert.match(text, /Best move/);
    await page.screenshot({ path: path.join(SHOTS, 'tooltip.png') });
    await page.mouse.move(box.x + 2, box.y + 2);
    await page.waitForSelector('#tooltip', { state: 'hidden' });
    assert.deepEqual(problems, []);
  });
});

test('the n = 7000 preset runs to the end without freezing the page', async (t) => {
  await withPage(site.url, async (page, problems) => {
    await page.click('button[data-preset="big"]');
    assert.equal(await page.inputValue('#n'), '7000');
    assert.equal(await page.inputValue('#s1'), '1-6999');
    // The range stays a range in the shareable URL.
    assert.match(page.url(), /[?&]s1=1-6999(&|$)/);
    // Watch the gaps between animation frames while it runs.
    await page.evaluate(() => {
      window.__gaps = { max: 0, last: performance.now(), on: true };
      const tick = (t) => {
        const g = window.__gaps;
        g.max = Math.max(g.max, t - g.last);
        g.last = t;
        if (g.on) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const answer = await runToEnd(page, 180000);
    const maxGap = await page.evaluate(() => {
      window.__gaps.on = false;
      return window.__gaps.max;
    });
    const lines = answer.split('\n');
    assert.equal(lines.length, 3);
    // With every step available, every object can jump straight into the hole.
    assert.equal(lines[0], Array(6999).fill('Win').join(' '));
    assert.equal(lines[1], Array(6999).fill('Win').join(' '));
    assert.match(await status(page), /Win 13998 · Lose 0 · Loop 0 · undecided 0 · queue 0 · done$/);
    // Timings are reported, never asserted: the machines running the tests are shared.
    t.diagnostic(`longest gap between frames while running: ${maxGap.toFixed(0)} ms`);
    const stats = await canvasStats(page);
    assert.ok(stats.colours[WIN_RGB], 'Win colour drawn');
    await page.screenshot({ path: path.join(SHOTS, 'n7000.png') });
    assert.deepEqual(problems, []);
  });
});

for (const ratio of [1, 2]) {
  test(`a large game whose colours alternate every object draws all its colours (pixel ratio ${ratio})`, async (t) => {
    await withPage(site.url, async (page, problems) => {
      await enterGame(page, '7000', '2', '2');
      const answer = await runToEnd(page, 60000);
      const rick = answer.split('\n')[0].split(' ');
      assert.equal(rick.length, 6999);
      // Object k is position k - 1. Odd positions never reach the hole. From position 6998
      // Rick jumps in, so going back two at a time Win and Lose alternate for Rick.
      assert.equal(rick[0], 'Loop'); // object 2, position 1
      assert.equal(rick[1], 'Win'); // object 3, position 2
      assert.equal(rick[3], 'Lose'); // object 5, position 4
      assert.equal(rick[6997], 'Win'); // object 6999, position 6998
      assert.equal(rick[6998], 'Loop'); // object 7000, position 6999
      const times = await page.evaluate(() => {
        const ctx = document.querySelector('#board').getContext('2d');
        const out = [];
        for (let i = 0; i < 20; i += 1) {
          const key = i % 2 ? 'ArrowRight' : 'ArrowLeft';
          const t0 = performance.now();
          document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
          ctx.getImageData(0, 0, 1, 1); // wait for the drawing to land
          out.push(performance.now() - t0);
        }
        return out.sort((a, b) => a - b);
      });
      // Back and Step alternate, so the game ends where it was.
      assert.match(await status(page), /done$/);
      t.diagnostic(`step + redraw at pixel ratio ${ratio}: median ${times[times.length >> 1].toFixed(1)} ms, `
        + `slowest ${times[times.length - 1].toFixed(1)} ms of ${times.length}`);
      const stats = await canvasStats(page);
      for (const rgb of [WIN_RGB, LOSE_RGB, LOOP_RGB]) assert.ok(stats.colours[rgb], `colour ${rgb} missing`);
      await page.screenshot({ path: path.join(SHOTS, `n7000-alternating-x${ratio}.png`) });
      assert.deepEqual(problems, []);
    }, { deviceScaleFactor: ratio });
  });
}

test('Play at full speed runs the game to the end and stops', async () => {
  await withPage(site.url, async (page, problems) => {
    await page.click('button[data-preset="loop"]');
    await page.fill('#speed', '10');
    assert.equal(await page.textContent('#speed-out'), '1000 steps/s');
    // At this speed the short game may already be over when the click returns,
    // so the button is only checked once the run has ended.
    await page.click('#play');
    await page.waitForFunction(() => document.querySelector('#answer').textContent.length > 0, null, { timeout: 10000 });
    assert.equal(await page.textContent('#play'), 'Play');
    assert.ok(await page.isDisabled('#play'), 'nothing left to play');
    const text = await status(page);
    assert.match(text, /Win 4 · Lose 0 · Loop 18 · undecided 0 · queue 0 · done$/);
    // Space on the focused slider plays/pauses rather than doing nothing.
    await page.click('#reset');
    await page.focus('#speed');
    await page.fill('#speed', '0');
    await page.keyboard.press('Space');
    assert.equal(await page.textContent('#play'), 'Pause');
    await page.keyboard.press('Space');
    assert.equal(await page.textContent('#play'), 'Play');
    assert.deepEqual(problems, []);
  });
});

test('End of a game answered on the page draws the board once, after the answer', async () => {
  // Each drawing of the board starts by setting the canvas transform (draw/canvas.js): the
  // click of End must not draw the unchanged board before the answer, nor twice after it.
  await withPage(`${site.url}?n=7000&s1=1-6999&s2=1-6999`, async (page, problems) => {
    await page.evaluate(() => {
      window.boardDraws = 0;
      const setTransform = CanvasRenderingContext2D.prototype.setTransform;
      CanvasRenderingContext2D.prototype.setTransform = function counted(...args) {
        if (this.canvas.id === 'board') window.boardDraws += 1;
        return setTransform.apply(this, args);
      };
    });
    await page.click('#end');
    await page.waitForSelector('#status[data-done="true"]');
    await framesPainted(page);
    assert.equal(await page.evaluate(() => window.boardDraws), 1);
    assert.equal(await page.textContent('#end'), 'End');
    assert.deepEqual(problems, []);
  });
});

test('Esc, space, Play and End again each stop a running End, leaving the run where it was', async () => {
  // Its end without stepping is one wasm call of over a second: each stop replaces the
  // engine's worker, and the page reopens the run at the step it showed.
  await withPage(`${site.url}?n=1000000&s1=1-16000&s2=1-15000`, async (page, problems) => {
    const atRest = () => page.waitForFunction(() => document.querySelector('#status').getAttribute('aria-busy') === 'false');
    for (const stop of ['Escape', 'Space', '#play', '#end']) {
      await page.click('#reset');
      for (let i = 0; i < 3; i += 1) await page.click('#step');
      await atRest();
      assert.equal(stepsOf(await status(page)), 3);
      await page.click('#end');
      assert.equal(await page.textContent('#end'), 'Stop');
      if (stop.startsWith('#')) await page.click(stop);
      else await page.keyboard.press(stop);
      await page.waitForFunction(() => document.querySelector('#end').textContent === 'End');
      await atRest();
      assert.equal(await page.textContent('#play'), 'Play', `${stop} must not start playing`);
      assert.equal(await page.getAttribute('#status', 'data-done'), 'false', `${stop} must stop End`);
      assert.equal(stepsOf(await status(page)), 3, `${stop} leaves the run where it was`);
      // The engine answers again, from there: one Step is one step more.
      await page.click('#step');
      await page.waitForFunction(() => document.querySelector('#status').textContent.startsWith('Step 4 '));
    }
    assert.deepEqual(problems, []);
  });
});
