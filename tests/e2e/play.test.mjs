// End-to-end: playing against perfect play.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { framesPainted, useSite } from './harness.mjs';

const site = useSite();
const { withPage } = site;
const SAMPLE2 = '?n=8&s1=6,2,3,4&s2=3,6';

/** The number in a move button's hint ("you lose in 3" -> 3), and its kind. */
const worth = (text) => {
  const match = /you (win|lose) in (\d+)/.exec(text);
  return match ? { kind: match[1], moves: Number(match[2]) } : { kind: 'loop', moves: Infinity };
};

/** Plays until the game is over, choosing with `pick(buttons)`; returns the result's data. */
async function playOut(page, pick) {
  for (let turn = 0; turn < 60; turn += 1) {
    if (await page.getAttribute('#play-result', 'data-over') === 'true') break;
    const buttons = await page.$$eval('#play-moves button', (bs) => bs.map((b) => ({ step: b.dataset.step, text: b.textContent })));
    const choice = pick(buttons);
    await page.click(`#play-moves button[data-step="${choice.step}"]`);
  }
  return {
    over: await page.getAttribute('#play-result', 'data-over'),
    moves: Number(await page.getAttribute('#play-result', 'data-moves')),
    text: await page.textContent('#play-result'),
    log: await page.$$eval('#play-log li', (lis) => lis.map((li) => ({ mover: li.dataset.mover, step: li.dataset.step, to: li.dataset.to }))),
  };
}

async function remotenessOf(page, state) {
  await page.goto(`${site.url}${SAMPLE2}&step=end&pin=${state}`);
  await page.waitForSelector('body[data-ready="true"]');
  return Number(await page.getAttribute('#explain', 'data-remoteness'));
}

const best = (kind) => (buttons) => {
  const scored = buttons.map((b) => ({ ...b, ...worth(b.text) }));
  const wins = scored.filter((b) => b.kind === 'win');
  if (kind === 'win' && wins.length > 0) return wins.reduce((a, b) => (b.moves < a.moves ? b : a));
  return scored.reduce((a, b) => (b.moves > a.moves ? b : a));
};
const random = (seed) => {
  let x = seed;
  return (buttons) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return buttons[x % buttons.length];
  };
};

test('the computer holding a Win wins within its remoteness whatever you play, and exactly when you resist best', async () => {
  await withPage(site.url, async (page, problems) => {
    const r = await remotenessOf(page, 'R2');
    await page.goto(`${site.url}${SAMPLE2}&play=R2&you=morty`);
    await page.waitForSelector('body[data-ready="true"]');
    assert.match(page.url(), /play=R2&you=morty/);
    const resisted = await playOut(page, best('lose'));
    assert.equal(resisted.over, 'true');
    assert.match(resisted.text, /^The computer wins/);
    assert.equal(resisted.moves, r, 'resisting best makes the computer take exactly its remoteness');
    assert.equal(resisted.log[0].mover, 'rick');
    for (const seed of [1, 2, 3]) {
      await page.click('#play-restart');
      const played = await playOut(page, random(seed));
      assert.match(played.text, /^The computer wins/, `seed ${seed}`);
      assert.ok(played.moves <= r, `seed ${seed}: ${played.moves} moves, remoteness ${r}`);
    }
    assert.deepEqual(problems, []);
  });
});

test('the computer holding a Lose never lets you win faster than its remoteness', async () => {
  await withPage(site.url, async (page, problems) => {
    const r = await remotenessOf(page, 'M2');
    await page.goto(`${site.url}${SAMPLE2}&play=M2&you=rick`);
    await page.waitForSelector('body[data-ready="true"]');
    const fastest = await playOut(page, best('win'));
    assert.match(fastest.text, /^You win/);
    assert.equal(fastest.moves, r);
    for (const seed of [4, 5, 6]) {
      await page.click('#play-restart');
      const played = await playOut(page, random(seed));
      if (/^You win/.test(played.text)) assert.ok(played.moves >= r, `seed ${seed}: won in ${played.moves}`);
    }
    // Undo takes back your move and the computer's reply.
    await page.click('#play-restart');
    const before = await page.$$eval('#play-log li', (lis) => lis.length);
    const first = await page.$$eval('#play-moves button', (bs) => bs[0].dataset.step);
    await page.click(`#play-moves button[data-step="${first}"]`);
    await page.click('#play-undo');
    assert.equal(await page.$$eval('#play-log li', (lis) => lis.length), before);
    assert.deepEqual(problems, []);
  });
});

test('a looping game ends at the first repeated position', async () => {
  await withPage(`${site.url}?n=5&s1=3,2&s2=1,2,3&play=M2&you=morty`, async (page, problems) => {
    // M2 is Loop: keep choosing moves that keep it looping.
    const result = await playOut(page, (buttons) => buttons.find((b) => worth(b.text).kind === 'loop') ?? buttons[0]);
    assert.match(result.text, /^The game is looping: [RM]\d came back after \d+ moves/);
    assert.deepEqual(problems, []);
  });
});

/** The legend's colour of each outcome, as "r,g,b". */
function outcomeColours(page) {
  return page.evaluate(() => Object.fromEntries(['win', 'lose', 'loop'].map((kind) => {
    const swatch = document.querySelector(`.swatch.${kind}`);
    return [kind, getComputedStyle(swatch).backgroundColor.match(/\d+/g).slice(0, 3).join(',')];
  })));
}

/** How many pixels of canvas `selector` have each colour of `colours`, and their mean height (0 top, 1 bottom). */
function pixelsOf(page, selector, colours) {
  return page.evaluate(([sel, wanted]) => {
    const canvas = document.querySelector(sel);
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const found = Object.fromEntries(Object.keys(wanted).map((kind) => [kind, { count: 0, y: 0 }]));
    for (let i = 0; i < data.length; i += 4) {
      const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
      for (const [kind, colour] of Object.entries(wanted)) {
        if (key !== colour) continue;
        found[kind].count += 1;
        found[kind].y += Math.floor(i / 4 / canvas.width) / canvas.height;
      }
    }
    for (const entry of Object.values(found)) entry.y = entry.count ? entry.y / entry.count : null;
    return found;
  }, [selector, colours]);
}

/** Whether the whole of `selector` is inside the dock's view and the window. */
function inView(page, selector) {
  return page.evaluate((sel) => {
    const box = document.querySelector(sel).getBoundingClientRect();
    const dock = document.querySelector('.dock').getBoundingClientRect();
    return box.height > 0 && box.top >= Math.max(0, dock.top) - 0.5 && box.bottom <= Math.min(innerHeight, dock.bottom) + 0.5;
  }, selector);
}

/** Starts a game from `from` with Hints off, and waits for its first position to be drawn. */
async function playWithoutHints(page, from) {
  await page.click('#tab-play');
  await page.uncheck('#play-hints');
  await page.fill('#play-from', from);
  await page.click('#play-start');
  await page.waitForSelector('#play-moves button');
  await framesPainted(page);
}

test('with hints off, play keeps what you are finding out: no Why?, no move values, no chart, no outcomes on the board until the game is over', async () => {
  await withPage(`${site.url}${SAMPLE2}&step=end`, async (page, problems) => {
    const colours = await outcomeColours(page);
    await playWithoutHints(page, 'R2');
    assert.ok(await inView(page, '#play-moves'), 'Start keeps the move buttons in view');
    assert.equal(await page.getAttribute('#explain', 'data-state'), null, 'nothing pinned in Why?');
    assert.doesNotMatch(await page.textContent('#play-moves'), /win|lose|loops/);
    assert.ok(await page.isHidden('#play-chart'), 'the chart of the game\'s value waits for the end');
    let board = await pixelsOf(page, '#board', { ...colours, you: '0,163,122' });
    assert.deepEqual([board.win.count, board.lose.count], [0, 0], 'the board shows no outcome');
    assert.ok(board.you.count > 20, 'the board outlines where you are');
    assert.ok(await page.isHidden('#answer'), 'nor does the judge output, which lists every outcome');
    // Hovering a state tells nothing either.
    const box = await page.locator('#board').boundingBox();
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await framesPainted(page);
    assert.ok(await page.isHidden('#tooltip'), 'no tooltip with the outcome');
    await page.mouse.move(1, 1);
    // With hints on, the same position is explained and coloured.
    await page.check('#play-hints');
    await page.waitForSelector('#explain[data-state="R2"]');
    await framesPainted(page);
    assert.ok(await inView(page, '#play-moves'), 'the move buttons stay in view with hints too');
    assert.match(await page.textContent('#play-moves'), /you (win|lose) in/);
    board = await pixelsOf(page, '#board', colours);
    assert.ok(board.win.count > 100 && board.lose.count > 100, JSON.stringify(board));
    await page.uncheck('#play-hints');
    const over = await playOut(page, (buttons) => buttons[buttons.length - 1]);
    assert.equal(over.over, 'true', JSON.stringify(over));
    await framesPainted(page);
    assert.ok(await page.isVisible('#play-chart'), 'the chart once the game is over');
    assert.ok(await page.isVisible('#answer'), 'the judge output once the game is over');
    board = await pixelsOf(page, '#board', colours);
    assert.ok(board.win.count > 100, 'the outcomes once the game is over');
    assert.deepEqual(problems, []);
  });
});

test('the value chart puts a Loop between your wins and the computer\'s', async () => {
  // Node 1 loops through 2; the move to 3 hands the computer a win in 1 (3 -> 4, where you cannot move).
  await withPage(`${site.url}?game=graph&edges=4,4;1,2;2,1;1,3;3,4&play=1&you=first`, async (page, problems) => {
    const colours = await outcomeColours(page);
    await page.click('#play-moves button[data-node="3"]');
    await page.waitForSelector('#play-result[data-over="true"]');
    await framesPainted(page);
    const chart = await pixelsOf(page, '#play-chart', colours);
    assert.ok(chart.loop.count > 5 && chart.lose.count > 5, JSON.stringify(chart));
    assert.ok(chart.loop.y < chart.lose.y, `the Loop (${chart.loop.y.toFixed(2)} down) above the computer's win (${chart.lose.y.toFixed(2)} down)`);
    assert.ok(chart.loop.y > 0.3 && chart.loop.y < 0.7, `the Loop in the middle (${chart.loop.y.toFixed(2)} down)`);
    assert.deepEqual(problems, []);
  });
});

test('predict mode grades a known step: sample 1, step 1 labels M5, M4 and M3', async () => {
  const { cellCentre, ringLayout } = await import('../../www/games/berzerk/ring-geometry.js');
  await withPage(`${site.url}?n=5&s1=3,2&s2=1,2,3`, async (page, problems) => {
    assert.equal(await page.textContent('#predict'), 'Predict');
    await page.click('#predict');
    assert.equal(await page.getAttribute('#predict', 'aria-pressed'), 'true');
    assert.equal(await page.textContent('#predict'), 'Stop predicting', 'the button says predicting is on');
    const box = await page.locator('#board').boundingBox();
    const g = ringLayout(5, Math.floor(box.width), Math.floor(box.height));
    const click = async (state) => {
      const c = cellCentre(g, state);
      await page.mouse.click(box.x + c.x, box.y + c.y);
    };
    await click(5 + 4); // M5
    await click(5 + 3); // M4
    await click(1); // R2, which step 1 leaves alone
    await page.mouse.move(1, 1);
    assert.equal(await page.getAttribute('#explain', 'data-state'), null, 'clicks predict rather than pin');
    await page.click('#step');
    assert.equal(await page.getAttribute('#predict-result', 'data-right'), '2');
    assert.equal(await page.getAttribute('#predict-result', 'data-wrong'), '1');
    assert.equal(await page.getAttribute('#predict-result', 'data-missed'), '1');
    assert.match(await page.textContent('#predict-score'), /Score: 2 right, 1 wrong, 1 missed/);
    await page.click('#predict');
    assert.deepEqual([await page.textContent('#predict'), await page.getAttribute('#predict', 'aria-pressed')], ['Predict', 'false']);
    await page.click('#predict');
    await page.click('#predict-new');
    const n = Number(await page.inputValue('#n'));
    assert.ok(n >= 5 && n <= 40);
    assert.deepEqual(problems, []);
  });
});

test('play survives the run being stepped back: a move puts the run back at its end', async () => {
  await withPage(`${site.url}?n=5&s1=3,2&s2=1,2,3&play=R3&you=rick`, async (page, problems) => {
    await page.click('#reset');
    const first = await page.$$eval('#play-moves button', (bs) => bs[0].dataset.step);
    await page.click(`#play-moves button[data-step="${first}"]`);
    assert.match(await page.textContent('#status'), /done$/);
    assert.equal(await page.isHidden('#fatal'), true);
    assert.ok((await page.$$eval('#play-log li', (lis) => lis.length)) >= 1);
    assert.deepEqual(problems, []);
  });
});

test('predicting from the keyboard, and only on circles small enough to draw each state', async () => {
  await withPage(`${site.url}?n=5&s1=3,2&s2=1,2,3`, async (page, problems) => {
    await page.click('#predict');
    await page.focus('#board');
    // The cursor starts on the hole with Rick to move: left to object 5, down to Morty.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.locator('h1').click();
    assert.doesNotMatch(page.url(), /pin=/, 'Enter makes a guess rather than a pin');
    await page.click('#step');
    assert.equal(await page.getAttribute('#predict-result', 'data-right'), '1');
    await page.fill('#n', '80');
    await page.fill('#s1', '1 2 3');
    await page.fill('#s2', '2 5');
    await page.click('#apply');
    assert.ok(await page.isDisabled('#predict'));
    assert.match(await page.textContent('#predict-result'), /up to 60 objects/);
    assert.deepEqual(problems, []);
  });
});

/** How many pixels of the board differ from when `snapshotBoard` was last called. */
async function snapshotBoard(page) {
  await page.evaluate(() => {
    const canvas = document.querySelector('#board');
    window.boardBefore = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  });
}
function boardChanged(page) {
  return page.evaluate(() => {
    const canvas = document.querySelector('#board');
    const now = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let changed = 0;
    for (let i = 0; i < now.length; i += 4) if (now[i] !== window.boardBefore[i] || now[i + 1] !== window.boardBefore[i + 1]) changed += 1;
    return changed;
  });
}

test('with hints off, a click on the board pins nothing, the status and the cards keep the counts, and the keyboard cursor still shows', async () => {
  const { cellCentre, ringLayout } = await import('../../www/games/berzerk/ring-geometry.js');
  await withPage(`${site.url}${SAMPLE2}&step=end`, async (page, problems) => {
    await playWithoutHints(page, 'R2');
    assert.match(await page.textContent('#status'), /^Hints are off: outcomes and their counts are hidden/);
    assert.equal(await page.getAttribute('#status', 'data-win'), null, 'no counts in the status either');
    assert.equal(await page.textContent('#narration'), '');
    assert.doesNotMatch(await page.textContent('#board-text'), /\d/, 'the board\'s text tells no counts');
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('#timeline-marks')).visibility), 'hidden');
    // A click on a state, on purpose, tells nothing: Why? and the note under the board say so.
    const box = await page.locator('#board').boundingBox();
    const g = ringLayout(8, Math.floor(box.width), Math.floor(box.height));
    const c = cellCentre(g, 8 + 3);
    await page.mouse.click(box.x + c.x, box.y + c.y);
    await page.mouse.move(1, 1);
    assert.equal(await page.getAttribute('#explain', 'data-state'), null, 'nothing pinned by a click');
    assert.match(await page.textContent('#explain-reason'), /^Hints are off/);
    assert.match(await page.textContent('#board-note'), /^Hints are off: a click pins nothing/);
    assert.doesNotMatch(page.url(), /pin=/);
    // The keyboard's cursor is drawn and spoken by name, without its outcome.
    await framesPainted(page);
    await snapshotBoard(page);
    await page.focus('#board');
    await page.keyboard.press('ArrowLeft');
    await framesPainted(page);
    assert.ok(await boardChanged(page) > 20, 'the cursor is outlined on the board');
    assert.match(await page.textContent('#board-cursor'), /^Cursor on [RM]\d$/);
    await page.keyboard.press('Enter');
    assert.equal(await page.getAttribute('#explain', 'data-state'), null, 'Enter pins nothing either');
    // The cards that list every outcome wait for the end, with a note saying why.
    await page.click('#tab-result');
    assert.ok(await page.isHidden('#stats'));
    assert.ok(await page.isVisible('#panel-result .concealed-note'));
    await page.click('#tab-check');
    assert.ok(await page.isHidden('#check-card'));
    await page.click('#tab-save');
    assert.ok(await page.isDisabled('#save-json'), 'no table of every outcome to save');
    assert.ok(await page.isHidden('#record-card'));
    await page.click('#tab-play');
    const over = await playOut(page, (buttons) => buttons[buttons.length - 1]);
    assert.equal(over.over, 'true');
    assert.match(await page.getAttribute('#status', 'data-win'), /^\d+$/, 'the counts once the game is over');
    assert.ok(await page.isHidden('#board-note'));
    await page.click('#tab-result');
    assert.ok(await page.isVisible('#stats'));
    assert.ok(await page.isHidden('#panel-result .concealed-note'));
    assert.deepEqual(problems, []);
  });
});

test('with hints off, a position met again does not say what it is worth', async () => {
  // Node 1 wins at once (to 3); the detour through 2 brings you back to 1.
  await withPage(`${site.url}?game=graph&edges=3,3;1,2;2,1;1,3&play=1&you=first`, async (page, problems) => {
    await page.uncheck('#play-hints');
    await page.click('#play-moves button[data-node="2"]');
    await page.waitForFunction(() => document.querySelector('#play-result').textContent.includes('again'));
    const text = await page.textContent('#play-result');
    assert.doesNotMatch(text, /win|lose/i, text);
    await page.check('#play-hints');
    await page.waitForFunction(() => /still win/.test(document.querySelector('#play-result').textContent));
    assert.deepEqual(problems, []);
  });
});

/** The move buttons' labels, in the order the card lists them. */
const buttonSteps = (page) => page.$$eval('#play-moves button', (bs) => bs.map((b) => Number(b.dataset.step)));
const ascending = (list) => [...list].sort((a, b) => a - b);

test('with hints off, your moves are listed in the game\'s own order, not best first', async () => {
  // Rick at 5 wins by jumping 3 (to M1): the hinted list puts it first.
  await withPage(`${site.url}?n=7&s1=1-6&s2=1-6&step=end&play=R5&you=rick`, async (page, problems) => {
    await page.waitForSelector('#play-moves button');
    assert.equal((await buttonSteps(page))[0], 3, 'hinted, the winning jump comes first');
    await page.uncheck('#play-hints');
    await page.waitForFunction(() => !document.querySelector('#play-moves button').className);
    assert.deepEqual(await buttonSteps(page), [1, 2, 3, 4, 5, 6]);
    // Further positions, whatever you play.
    for (let turn = 0; turn < 3 && await page.getAttribute('#play-result', 'data-over') !== 'true'; turn += 1) {
      const moves = String(await page.getAttribute('#play-result', 'data-moves'));
      await page.click('#play-moves button:last-child');
      await page.waitForFunction((before) => document.querySelector('#play-result').dataset.moves !== before, moves);
      const steps = await buttonSteps(page);
      assert.deepEqual(steps, ascending(steps));
    }
    assert.deepEqual(problems, []);
  });
  await withPage(`${site.url}?game=graph&edges=6,8;1,2;1,3;1,4;1,5;2,6;3,2;4,6;5,1&play=1`, async (page, problems) => {
    await page.waitForSelector('#play-moves button');
    assert.deepEqual(await buttonSteps(page), [3, 5, 2, 4], 'hinted, best first');
    await page.uncheck('#play-hints');
    await page.waitForFunction(() => !document.querySelector('#play-moves button').className);
    assert.deepEqual(await buttonSteps(page), [2, 3, 4, 5]);
    assert.deepEqual(problems, []);
  });
});

test('with hints off, Reset and Step leave predicting silent: no grade, no marks, no line of the code lit', async () => {
  await withPage(`${site.url}${SAMPLE2}`, async (page, problems) => {
    // Predicting was on before the game without hints began.
    await page.click('#tab-predict');
    await page.click('#predict');
    await playWithoutHints(page, 'R2');
    await page.click('#reset');
    await page.waitForSelector('#status:not([data-done="true"])');
    await page.click('#tab-predict');
    assert.ok(await page.isHidden('#predict-card'), 'the Predict card waits for the end of the game');
    assert.ok(await page.isVisible('#panel-predict .concealed-note'));
    await framesPainted(page);
    await snapshotBoard(page);
    const litLines = () => page.$$eval('#pseudocode li', (lines) => lines.flatMap((line, i) => (line.classList.contains('active') ? [i] : [])));
    const litAtStart = await litLines();
    await page.click('#step');
    await page.click('#step');
    await framesPainted(page);
    assert.equal(await page.textContent('#predict-result'), '', 'the step is not graded');
    assert.equal(await page.getAttribute('#predict-result', 'data-missed'), null);
    assert.equal(await boardChanged(page), 0, 'no state outlined as missed');
    assert.deepEqual(await litLines(), litAtStart, 'the code lights no line the steps ran');
    assert.match(await page.textContent('#status'), /^Hints are off/);
    assert.equal(await page.textContent('#narration'), '');
    // Once the game is over, predicting is back, and grades the next step.
    await page.click('#tab-play');
    const over = await playOut(page, (buttons) => buttons[buttons.length - 1]);
    assert.equal(over.over, 'true');
    await page.click('#tab-predict');
    assert.ok(await page.isVisible('#predict-card'));
    assert.equal(await page.getAttribute('#predict', 'aria-pressed'), 'true');
    assert.deepEqual(problems, []);
  });
});
