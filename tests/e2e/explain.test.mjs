// End-to-end: explanations, the best line, the timeline and links that reproduce a view.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pixelAt, useSite } from './harness.mjs';
import { angleOf, ringLayout } from '../../www/games/berzerk/ring-geometry.js';

const site = useSite();
const { withPage } = site;
const SAMPLE1 = '?n=5&s1=3,2&s2=1,2,3';
const SAMPLE2 = '?n=8&s1=6,2,3,4&s2=3,6';

const explain = async (page) => ({
  state: await page.getAttribute('#explain', 'data-state'),
  outcome: await page.getAttribute('#explain', 'data-outcome'),
  remoteness: await page.getAttribute('#explain', 'data-remoteness'),
  best: await page.getAttribute('#explain', 'data-best'),
  reason: await page.textContent('#explain-reason'),
});

test('the panel explains known states of both samples', async () => {
  await withPage(`${site.url}${SAMPLE1}&step=end&pin=R2`, async (page, problems) => {
    const r2 = await explain(page);
    assert.deepEqual([r2.state, r2.outcome, r2.remoteness], ['R2', 'Lose', '2']);
    // Both moves leave Morty a win in 1: the reason names both, not only the one its line takes.
    assert.equal(r2.reason, 'Lose in 2: every move (2, 3) reaches a state where Morty wins; 2 and 3 resist longest, both alike (Morty wins in 1 after each; the best line takes 2, to object 4).');
    const rows = await page.$$eval('#moves tr[data-step]', (trs) => trs.map((tr) => tr.dataset.step));
    assert.deepEqual([...rows].sort(), ['2', '3'], 'one row per move');
    assert.ok(await page.locator('#moves tr.best').count() >= 1, 'a best move is marked');
    await page.goto(`${site.url}${SAMPLE1}&step=end&pin=M2`);
    await page.waitForSelector('body[data-ready="true"]');
    const m2 = await explain(page);
    assert.deepEqual([m2.state, m2.outcome, m2.remoteness], ['M2', 'Loop', null]);
    assert.ok(m2.best, 'a Loop names a move that keeps the game going');
    assert.match(m2.reason, /^Loop: no move reaches a state where Rick loses, and \d leads to object \d, which Rick cannot win either/);
    assert.deepEqual(problems, []);
  });
  await withPage(`${site.url}${SAMPLE2}&step=end&pin=M2`, async (page, problems) => {
    const m2 = await explain(page);
    assert.deepEqual([m2.state, m2.outcome, m2.remoteness, m2.best], ['M2', 'Lose', '6', '6']);
    assert.equal(m2.reason, 'Lose in 6: every move (3, 6) reaches a state where Rick wins; 6 resists longest (object 8, where Rick wins in 5).');
    assert.deepEqual(problems, []);
  });
});

test('before the run decides a state, the panel shows its counter and what is known', async () => {
  await withPage(`${site.url}${SAMPLE2}&step=3&pin=R2`, async (page, problems) => {
    const r2 = await explain(page);
    assert.equal(r2.outcome, 'undecided');
    assert.match(r2.reason, /^Undecided so far\. Counter 3: 3 moves of 4 not yet known to reach a Win for Morty\. Known to reach a Win for Morty: 4\./);
    assert.deepEqual(problems, []);
  });
});

test('the best line has remoteness moves, each to a state one move nearer the end, ending in the hole', async () => {
  await withPage(`${site.url}${SAMPLE2}&step=end&pin=M2`, async (page, problems) => {
    const items = await page.$$eval('#best-line li', (lis) => lis.map((li) => ({ step: li.dataset.step, to: li.dataset.to })));
    assert.equal(items.length, 6);
    assert.match(items[items.length - 1].to, /^[RM]1$/);
    let remoteness = 6;
    for (const item of items.slice(0, -1)) {
      await page.goto(`${site.url}${SAMPLE2}&step=end&pin=${item.to}`);
      await page.waitForSelector('body[data-ready="true"]');
      const next = await explain(page);
      remoteness -= 1;
      assert.equal(next.remoteness, String(remoteness), `${item.to} after a best move`);
    }
    assert.deepEqual(problems, []);
  });
});

test('a pin and step link restores the view, and the address follows the page', async () => {
  await withPage(`${site.url}${SAMPLE2}&step=5&pin=M2`, async (page, problems) => {
    assert.match(await page.textContent('#status'), /^Step 5 /);
    assert.equal((await explain(page)).state, 'M2');
    assert.equal(await page.inputValue('#timeline'), '5');
    await page.click('#step');
    assert.match(page.url(), /step=6/);
    assert.match(page.url(), /pin=M2/);
    await page.keyboard.press('Escape');
    assert.doesNotMatch(page.url(), /pin=/);
    assert.deepEqual(problems, []);
  });
});

async function statusAfterSteps(page, k) {
  for (let i = 0; i < k; i += 1) await page.keyboard.press('ArrowRight');
  return page.textContent('#status');
}

for (const [name, query, ks] of [['sample 2', SAMPLE2, [0, 3, 9, 17]], ['n = 7000, full sets', '?n=7000&s1=1-6999&s2=1-6999', [1, 7, 25]]]) {
  test(`the timeline at step k equals k presses of Step (${name})`, async (t) => {
    await withPage(`${site.url}${query}`, async (page, problems) => {
      const seeks = [];
      for (const k of ks) {
        await page.click('#reset');
        await page.locator('h1').click();
        const stepped = await statusAfterSteps(page, k);
        await page.click('#reset');
        // Seek from the far end, so the timeline goes backwards as well as forwards.
        await page.fill('#timeline', String(ks[ks.length - 1]));
        const started = Date.now();
        await page.fill('#timeline', String(k));
        seeks.push(Date.now() - started);
        assert.equal(await page.textContent('#status'), stepped, `step ${k}`);
      }
      t.diagnostic(`seek round trips (ms, including the browser protocol): ${seeks.join(', ')}`);
      assert.deepEqual(problems, []);
    });
  });
}

test('Step one layer runs on to the end of the next remoteness layer', async () => {
  await withPage(`${site.url}${SAMPLE2}`, async (page, problems) => {
    const marks = await page.locator('#timeline-marks .mark.layer-end').count();
    assert.ok(marks >= 2, `${marks} layer marks`);
    await page.click('#layer-step');
    const first = Number(await page.inputValue('#timeline'));
    await page.click('#layer-step');
    assert.ok(Number(await page.inputValue('#timeline')) > first);
    assert.deepEqual(problems, []);
  });
});

test('the counts in the status agree with the board at the start and at the end', async () => {
  await withPage(`${site.url}${SAMPLE2}`, async (page, problems) => {
    const box = await page.locator('#board').boundingBox();
    const g = ringLayout(8, Math.floor(box.width), Math.floor(box.height));
    const colours = { '0,114,178': 'win', '213,94,0': 'lose', '123,50,148': 'loop' };
    const countBoard = async () => {
      const counts = { win: 0, lose: 0, loop: 0 };
      for (let state = 0; state < 16; state += 1) {
        if (state % 8 === 0) continue;
        // Inside the cell, a third of the way to its edge from the glyph in its middle.
        const ring = g.rings[state < 8 ? 0 : 1];
        const a = angleOf(g, state % 8) + g.slice / 3;
        const r = (ring.r0 + ring.r1) / 2;
        const kind = colours[await pixelAt(page, g.cx + r * Math.cos(a), g.cy + r * Math.sin(a))];
        if (kind) counts[kind] += 1;
      }
      return counts;
    };
    const fromStatus = async () => ({
      win: Number(await page.getAttribute('#status', 'data-win')),
      lose: Number(await page.getAttribute('#status', 'data-lose')),
      loop: Number(await page.getAttribute('#status', 'data-loop')),
    });
    assert.deepEqual(await countBoard(), await fromStatus());
    await page.click('#end');
    await page.waitForSelector('#status[data-done="true"]');
    await page.mouse.move(1, 1);
    assert.deepEqual(await countBoard(), await fromStatus());
    assert.deepEqual(problems, []);
  });
});

test('a link to the end of a large sparse game opens there (a seek that restores a saved copy of the run)', async () => {
  await withPage(`${site.url}?n=7000&s1=1-3,10&s2=2-5&step=end&pin=R4000`, async (page, problems) => {
    assert.match(await page.textContent('#status'), /· done$/);
    assert.equal(await page.getAttribute('#explain', 'data-state'), 'R4000');
    await page.fill('#timeline', '3');
    assert.match(await page.textContent('#status'), /^Step 3 /);
    assert.deepEqual(problems, []);
  });
});
