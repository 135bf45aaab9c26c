// End-to-end tests of the two-pile game on the built page (dist/).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  framesPainted, pixelAt, runToEnd, useSite,
} from './harness.mjs';
import { cellCentre, gridLayout } from '../../www/draw/grid-geometry.js';

const LOSE_RGB = '213,94,0';
const WIN_RGBS = ['207,227,241', '0,114,178'];

const site = useSite();
const { withPage } = site;

/** Losing cells up to `size`, by brute force over every move: the test's own reference. */
function losingCells(size) {
  const losing = Array.from({ length: size + 1 }, () => new Array(size + 1).fill(false));
  for (let n = 0; n <= size; n += 1) {
    for (let m = 0; m <= size; m += 1) {
      let reachesLosing = false;
      for (let k = 1; k <= Math.max(n, m) && !reachesLosing; k += 1) {
        for (let other = 0; !reachesLosing; other += k) {
          const a = n >= k && m >= other && losing[n - k][m - other];
          const b = m >= k && n >= other && losing[n - other][m - k];
          reachesLosing = a || b;
          if ((n < k || m < other) && (m < k || n < other)) break;
        }
      }
      losing[n][m] = !reachesLosing;
    }
  }
  return losing;
}

async function ask(page, n, m) {
  await page.fill('#pile-n', String(n));
  await page.fill('#pile-m', String(m));
  await page.click('#ask');
  return page.textContent('#verdict');
}

test('the sample queries through the form give Bob, Alice, Bob, Bob, Alice', async () => {
  await withPage(`${site.url}?game=piles`, async (page, problems) => {
    const expected = { '2 3': 'Bob', '3 5': 'Alice', '5 7': 'Bob', '7 5': 'Bob', '7 7': 'Alice' };
    for (const [query, winner] of Object.entries(expected)) {
      const [n, m] = query.split(' ');
      const verdict = await ask(page, n, m);
      assert.ok(verdict.startsWith(winner), `${query}: ${verdict}`);
    }
    // Alice's move is shown and lands on a P-position.
    const verdict = await ask(page, 3, 5);
    const to = /reaching \((\d+), (\d+)\)/.exec(verdict);
    assert.ok(to, verdict);
    assert.ok((await ask(page, to[1], to[2])).startsWith('Bob'));
    // The far end of the judge's range is answered at once too.
    assert.match(await ask(page, 5000, 4999), /^(Alice|Bob)/);
    assert.deepEqual(problems, []);
  });
});

test('a bad pile value is refused beside its field, answers nothing and takes the verdict before it away', async () => {
  await withPage(`${site.url}?game=piles`, async (page, problems) => {
    const before = await ask(page, 2, 3);
    assert.ok(before.length > 0);
    for (const bad of ['5001', '-1', 'seven', '']) {
      await page.fill('#pile-n', bad);
      await page.click('#ask');
      assert.match(await page.textContent('#pile-n-error'), /0|5000/, `"${bad}" needs a message`);
      assert.equal(await page.getAttribute('#pile-n', 'aria-invalid'), 'true');
      assert.equal(await page.textContent('#verdict'), '', 'no verdict beside the error');
      assert.equal(await page.getAttribute('#verdict', 'data-winner'), null);
    }
    assert.equal(await page.locator('#query-log li').count(), 1, 'the earlier answer stays in the log');
    await page.fill('#pile-n', '3');
    assert.equal(await page.textContent('#pile-n-error'), '', 'editing clears the message');
    await page.fill('#pile-size', '5001');
    await page.click('#pile-apply');
    assert.match(await page.textContent('#pile-size-error'), /5000/);
    assert.deepEqual(problems, []);
  });
});

test('?game=piles&size=60 runs to the end and shows exactly the P-positions up to 60', async () => {
  await withPage(`${site.url}?game=piles&size=60`, async (page, problems) => {
    assert.equal(await page.inputValue('#pile-size'), '60');
    assert.equal(await page.getAttribute('#switch-piles', 'aria-pressed'), 'true');
    await runToEnd(page);
    const losing = losingCells(60);
    let pairs = 0;
    for (let n = 0; n <= 60; n += 1) for (let m = n; m <= 60; m += 1) if (losing[n][m]) pairs += 1;
    assert.equal(await page.getAttribute('#status', 'data-p'), String(pairs));
    assert.equal(await page.getAttribute('#status', 'data-undecided'), '0');
    const box = await page.locator('#board').boundingBox();
    const layout = gridLayout(60, Math.floor(box.width), Math.floor(box.height));
    assert.ok(layout.scale >= 6, `cells too small to check by colour: ${layout.scale}`);
    const wrong = [];
    for (let n = 0; n <= 60; n += 1) {
      for (let m = 0; m <= 60; m += 1) {
        const { x, y } = cellCentre(layout, n, m);
        const rgb = await pixelAt(page, x, y);
        const ok = losing[n][m] ? rgb === LOSE_RGB : WIN_RGBS.includes(rgb);
        if (!ok) wrong.push(`(${n}, ${m}) ${rgb}`);
      }
    }
    assert.deepEqual(wrong, []);
    assert.deepEqual(problems, []);
  });
});

test('Step and Back are exact, and hovering a winning cell shows its move', async () => {
  await withPage(`${site.url}?game=piles&size=20`, async (page, problems) => {
    for (let i = 0; i < 3; i += 1) await page.click('#step');
    const three = await page.textContent('#status');
    await page.click('#step');
    assert.notEqual(await page.textContent('#status'), three);
    await page.click('#back');
    assert.equal(await page.textContent('#status'), three);
    await runToEnd(page);
    const box = await page.locator('#board').boundingBox();
    const layout = gridLayout(20, Math.floor(box.width), Math.floor(box.height));
    const { x, y } = cellCentre(layout, 3, 5);
    await page.mouse.move(box.x + x, box.y + y);
    await page.waitForSelector('#tooltip:not([hidden])');
    const tip = await page.textContent('#tooltip');
    assert.match(tip, /Piles\(3, 5\)/);
    assert.match(tip, /Winning movetake .*→ \(\d+, \d+\)/);
    assert.deepEqual(problems, []);
  });
});

test('the game switch keeps each game where it was and the address follows', async () => {
  await withPage(site.url, async (page, problems) => {
    await page.click('#step');
    const berzerk = await page.textContent('#status');
    await page.click('#switch-piles');
    assert.match(page.url(), /game=piles&size=40/);
    assert.ok(await page.isVisible('#pile-size'));
    assert.ok(!(await page.isVisible('#n')));
    await page.click('#step');
    await page.click('#switch-berzerk');
    assert.match(page.url(), /n=5&s1=3,2&s2=1,2,3/);
    assert.equal(await page.textContent('#status'), berzerk);
    await page.click('button[data-preset="sample1"]');
    assert.deepEqual(problems, []);
  });
});

test('the sample preset asks the five sample queries; the full grid loads and steps', async () => {
  await withPage(`${site.url}?game=piles`, async (page, problems) => {
    await page.click('[data-game-part="piles"] button[data-preset="sample"]');
    const log = await page.$$eval('#query-log li', (items) => items.map((li) => li.textContent).reverse());
    assert.deepEqual(log.map((line) => line.split(' ')[0]), ['Bob', 'Alice', 'Bob', 'Bob', 'Alice']);
    assert.equal(log[0], 'Bob wins from (2, 3)');
    await page.click('[data-game-part="piles"] button[data-preset="full"]');
    assert.equal(await page.inputValue('#pile-size'), '5000');
    for (let i = 0; i < 5; i += 1) await page.click('#step');
    assert.match(await page.textContent('#status'), /^Step 5 · P-positions 5/);
    await page.click('#zoom-in');
    await page.click('#zoom-fit');
    assert.deepEqual(problems, []);
  });
});

test('a pinned cell is explained, and the timeline scrubs the sieve exactly', async () => {
  await withPage(`${site.url}?game=piles&size=20&step=end&pin=3,5`, async (page, problems) => {
    assert.equal(await page.getAttribute('#cell-explain', 'data-cell'), '3,5');
    assert.match(await page.textContent('#cell-reason'), /^\(3, 5\) is winning: take .* reaching \(\d+, \d+\), the P-position found at step \d+\.$/);
    await page.goto(`${site.url}?game=piles&size=20&step=end&pin=2,3`);
    await page.waitForSelector('body[data-ready="true"]');
    assert.match(await page.textContent('#cell-reason'), /^\(2, 3\) is a P-position, found at step 2/);
    assert.match(await page.textContent('#pile-numbers'), /P-positions \(n ≤ m\), at most one per row n\. Ratio m \/ n/);
    await page.click('#reset');
    for (let i = 0; i < 4; i += 1) await page.click('#step');
    const four = await page.textContent('#status');
    await page.fill('#timeline', '9');
    await page.fill('#timeline', '4');
    assert.equal(await page.textContent('#status'), four);
    assert.deepEqual(problems, []);
  });
});

test('playing the piles against perfect play: following the hints Alice wins from (3, 5); an illegal move is refused', async () => {
  await withPage(`${site.url}?game=piles&size=10`, async (page, problems) => {
    await page.fill('#pile-play-n', '3');
    await page.fill('#pile-play-m', '5');
    await page.click('#pile-play-start');
    await page.fill('#pile-take-first', '2');
    await page.fill('#pile-take-second', '3');
    await page.click('#pile-take');
    assert.match(await page.textContent('#pile-take-first-error'), /not a move from \(3, 5\)/);
    for (let turn = 0; turn < 20; turn += 1) {
      if (await page.getAttribute('#pile-play-result', 'data-over') === 'true') break;
      const hint = await page.textContent('#pile-play-hint');
      const take = /take (\d+) from the first pile and (\d+)|take (\d+) from the (first|second) pile/.exec(hint);
      assert.ok(take, `a winning hint: ${hint}`);
      const [a, b] = take[1] !== undefined ? [take[1], take[2]] : (take[4] === 'first' ? [take[3], '0'] : ['0', take[3]]);
      await page.fill('#pile-take-first', a);
      await page.fill('#pile-take-second', b);
      await page.click('#pile-take');
    }
    assert.match(await page.textContent('#pile-play-result'), /^Alice wins in \d+ moves/);
    const log = await page.$$eval('#pile-play-log li', (lis) => lis.map((li) => li.dataset.mover));
    assert.equal(log[0], 'alice');
    assert.deepEqual(problems, []);
  });
});

test('piles: a move larger than a pile is refused, and a refused query clears the verdict before it', async () => {
  await withPage(`${site.url}?game=piles&size=40`, async (page, problems) => {
    await page.fill('#pile-play-n', '5');
    await page.fill('#pile-play-m', '9');
    await page.click('#pile-play-start');
    await page.fill('#pile-take-first', '4294967297');
    await page.fill('#pile-take-second', '0');
    await page.click('#pile-take');
    assert.match(await page.textContent('#pile-take-first-error'), /not a move from \(5, 9\)/);
    assert.equal(await page.isHidden('#fatal'), true);
    await page.fill('#pile-n', '7');
    await page.fill('#pile-m', '7');
    await page.click('#ask');
    assert.match(await page.textContent('#verdict'), /^Alice wins from \(7, 7\)/);
    await page.fill('#pile-n', '3.0');
    await page.click('#ask');
    assert.match(await page.textContent('#pile-n-error'), /./);
    assert.equal(await page.textContent('#verdict'), '');
    assert.deepEqual(problems, []);
  });
});

/** How many pixels of the board have each colour of `colours` ({ name: "r,g,b" }). */
function boardColours(page, colours) {
  return page.evaluate((wanted) => {
    const canvas = document.querySelector('#board');
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const found = Object.fromEntries(Object.keys(wanted).map((name) => [name, 0]));
    for (let i = 0; i < data.length; i += 4) {
      const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
      for (const [name, colour] of Object.entries(wanted)) if (key === colour) found[name] += 1;
    }
    return found;
  }, colours);
}

test('piles with hints off: the grid, Why?, the numbers and the status keep the outcomes until the game is over', async () => {
  await withPage(`${site.url}?game=piles&size=10`, async (page, problems) => {
    await runToEnd(page);
    const colours = { lose: LOSE_RGB, you: '0,163,122' };
    await page.click('#tab-play');
    await page.uncheck('#pile-play-hints');
    await page.fill('#pile-play-n', '3');
    await page.fill('#pile-play-m', '5');
    await page.click('#pile-play-start');
    await page.waitForSelector('#pile-turn:not([hidden])');
    await framesPainted(page);
    let board = await boardColours(page, colours);
    assert.equal(board.lose, 0, 'no P-position on the grid');
    assert.ok(board.you > 20, 'the grid outlines where you are');
    assert.equal(await page.getAttribute('#cell-explain', 'data-cell'), null, 'nothing pinned in Why?');
    assert.match(await page.textContent('#cell-reason'), /^Hints are off/);
    assert.equal(await page.textContent('#pile-numbers'), '', 'no P-positions in numbers');
    assert.equal(await page.textContent('#pile-play-hint'), '');
    assert.match(await page.textContent('#status'), /^Hints are off/);
    assert.equal(await page.getAttribute('#status', 'data-p'), null);
    assert.equal(await page.textContent('#detail'), '', 'no P-positions found so far');
    assert.ok(await page.locator('#pile-take').isVisible());
    // A click on a cell pins nothing; the keyboard's cursor is named without its outcome.
    const box = await page.locator('#board').boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(1, 1);
    assert.equal(await page.getAttribute('#cell-explain', 'data-cell'), null);
    assert.match(await page.textContent('#board-note'), /^Hints are off/);
    await page.focus('#board');
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.textContent('#board-cursor'), 'Cursor on 1,0');
    await page.click('#tab-ask');
    assert.ok(await page.isHidden('#query-form'), 'no query card that tells who wins');
    await page.click('#tab-play');
    for (let turn = 0; turn < 20; turn += 1) {
      if (await page.getAttribute('#pile-play-result', 'data-over') === 'true') break;
      const tos = await page.$$eval('#pile-play-log li', (lis) => lis.map((li) => li.dataset.to));
      const [n] = (tos.at(-1) ?? '3,5').split(',').map(Number);
      await page.fill('#pile-take-first', n > 0 ? '1' : '0');
      await page.fill('#pile-take-second', n > 0 ? '0' : '1');
      await page.click('#pile-take');
    }
    assert.equal(await page.getAttribute('#pile-play-result', 'data-over'), 'true');
    await framesPainted(page);
    board = await boardColours(page, colours);
    assert.ok(board.lose > 20, 'the P-positions once the game is over');
    assert.equal(await page.getAttribute('#cell-explain', 'data-cell'), '0,0');
    assert.match(await page.textContent('#pile-numbers'), /P-positions/);
    assert.match(await page.getAttribute('#status', 'data-p'), /^\d+$/);
    assert.deepEqual(problems, []);
  });
});
