// End-to-end: the largest games the page takes, run with End, against the command's answers.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useSite } from './harness.mjs';

const site = useSite();
const { withPage } = site;
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'target', 'release', 'retrograde');

/** The jumps of a field's text: numbers and ranges like `1-300`, separated by commas. */
const jumps = (text) => text.split(',').flatMap((part) => {
  const [a, b = a] = part.split('-').map(Number);
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
});

/** The command's judge lines for a game. */
function cliAnswer(n, rick, morty) {
  const input = `${n}\n${rick.length} ${rick.join(' ')}\n${morty.length} ${morty.join(' ')}\n`;
  const out = spawnSync(CLI, ['berzerk', '--large'], { input, maxBuffer: 1 << 28 });
  assert.equal(out.status, 0, String(out.stderr));
  return out.stdout.toString();
}

/** The command's counts of Win, Lose and Loop over both judge lines. */
function cliCounts(n, rick, morty) {
  const counts = { win: 0, lose: 0, loop: 0 };
  for (const word of cliAnswer(n, rick, morty).split(/\s+/)) if (word) counts[word.toLowerCase()] += 1;
  return counts;
}

/** Records every main-thread task over 50 ms and the progress bar on every frame. */
function watchPage(page) {
  return page.evaluate(() => {
    window.longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longest = Math.max(window.longest, entry.duration);
    }).observe({ type: 'longtask' });
    window.progressSeen = [];
    const watch = () => {
      window.progressSeen.push(document.querySelector('#progress').value);
      if (document.querySelector('#status').dataset.done !== 'true') requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
}

/** Presses End on a watched page, waits for the run's end and holds its counts to `expected`; the ms it took. */
async function endAndCount(page, expected) {
  await watchPage(page);
  const started = Date.now();
  await page.click('#end');
  await page.waitForSelector('#status[data-done="true"]', { timeout: 120000 });
  const elapsed = Date.now() - started;
  const counts = {};
  for (const kind of ['win', 'lose', 'loop']) counts[kind] = Number(await page.getAttribute('#status', `data-${kind}`));
  assert.deepEqual(counts, expected);
  return elapsed;
}

for (const game of [
  { n: 100000, s1: '1-99999', s2: '1-99999' },
  { n: 1000000, s1: '1-300', s2: '1-250' },
  // Loop-heavy: only objects one more than a multiple of 4 can reach the hole.
  { n: 1000000, s1: '4,8', s2: '4,8' },
  // Odd positions Loop; even ones are a chain of half a million remoteness layers.
  { n: 1000000, s1: '2', s2: '2' },
]) {
  test(`n = ${game.n} with jumps ${game.s1} and ${game.s2} runs to the end with the command's counts, and maps its timeline`, async (t) => {
    const expected = cliCounts(game.n, jumps(game.s1), jumps(game.s2));
    await withPage(`${site.url}?n=${game.n}&s1=${game.s1}&s2=${game.s2}`, async (page, problems) => {
      const elapsed = await endAndCount(page, expected);
      // A run that is over maps its timeline by itself, with a bounded number of marks.
      await page.waitForFunction(() => !document.querySelector('#timeline').disabled, null, { timeout: 60000 });
      assert.ok(await page.isHidden('#timeline-map'));
      assert.ok(await page.locator('#timeline-marks > *').count() <= 410);
      const { longest, seen } = await page.evaluate(() => ({ longest: window.longest, seen: window.progressSeen }));
      t.diagnostic(`End took ${elapsed} ms; longest main-thread task ${longest.toFixed(0)} ms; ${seen.length} frames`);
      assert.ok(seen.some((v) => v > 0 && v < 1) || elapsed < 500, 'progress is shown while it runs');
      // Generous: a task near a second would mean the page froze.
      assert.ok(longest < 1000, `a main-thread task took ${longest} ms`);
      assert.match(await page.textContent('#answer'), /Win|Lose|Loop|download/);
      assert.deepEqual(problems, []);
    });
  });
}

test('the JSON table of a 300,000-object game is saved whole, in step with the command', async () => {
  const game = { n: 300000, s1: '1-300', s2: '1-250' };
  const words = cliAnswer(game.n, jumps(game.s1), jumps(game.s2)).trim().split(/\s+/);
  await withPage(`${site.url}?n=${game.n}&s1=${game.s1}&s2=${game.s2}`, async (page, problems) => {
    await watchPage(page);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120000 }), page.click('#save-json')]);
    const chunks = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk);
    const table = JSON.parse(Buffer.concat(chunks).toString());
    assert.equal(table.length, 2 * (game.n - 1), 'one row per state off the hole');
    table.forEach((row, i) => {
      if (row.outcome !== words[i]) assert.fail(`row ${i}: ${row.mover} at ${row.object} is ${row.outcome}, the command says ${words[i]}`);
    });
    const longest = await page.evaluate(() => window.longest);
    assert.ok(longest < 1000, `a main-thread task took ${longest} ms`);
    assert.deepEqual(problems, []);
  });
});

/** Counts main-thread tasks over 50 ms from now on, and the longest. */
function countLongTasks(page) {
  return page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
}

test('a best line of half a million moves is listed a stretch at a time: its first moves, how many more, the next on demand', async (t) => {
  // Even objects lose or win along a chain of half a million layers; R5 (object 5) wins in 499,998.
  await withPage(`${site.url}?n=1000000&s1=2&s2=2&step=end&pin=R5`, async (page, problems) => {
    await countLongTasks(page);
    await page.waitForSelector('#explain[data-state="R5"] #best-line li');
    assert.equal(await page.textContent('#best-line-note'), 'Best line: 499998 moves to the hole.');
    assert.equal(await page.locator('#best-line li').count(), 100);
    assert.equal(await page.getAttribute('#best-line li:first-child', 'data-to'), 'M7');
    assert.equal(await page.textContent('#best-line-rest'), '… and 499,898 more moves');
    const started = Date.now();
    await page.click('#best-line-next');
    await page.waitForFunction(() => document.querySelectorAll('#best-line li').length > 100);
    const elapsed = Date.now() - started;
    assert.equal(await page.locator('#best-line li').count(), 1100);
    // The stretch goes on from where the first one stopped: object 5 + 2 per move.
    assert.equal(await page.getAttribute('#best-line li:nth-child(101)', 'data-to'), 'M207');
    assert.equal(await page.textContent('#best-line-rest'), '… and 498,898 more moves');
    const longTasks = await page.evaluate(() => window.longTasks);
    t.diagnostic(`next 1,000 moves listed in ${elapsed} ms; main-thread tasks over 50 ms: ${JSON.stringify(longTasks)}`);
    assert.deepEqual(problems, []);
  });
  // A Loop (odd positions: object 4) goes round a cycle through every odd object, listed the same way.
  await withPage(`${site.url}?n=1000000&s1=2&s2=2&step=end&pin=R4`, async (page, problems) => {
    await page.waitForSelector('#explain[data-state="R4"] #best-line li');
    assert.equal(await page.textContent('#best-line-note'), 'A line that never ends: from move 1 it goes round the same cycle.');
    assert.equal(await page.locator('#best-line li').count(), 100);
    assert.equal(await page.textContent('#best-line-rest'), '… and 499,900 more moves');
    assert.deepEqual(problems, []);
  });
});

/** Each jump of 1..n-1 kept with probability one half, from a seeded generator (mulberry32). */
function halfOf(n, seed) {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
  const kept = [];
  for (let x = 1; x < n; x += 1) if (random() < 0.5) kept.push(x);
  return kept;
}

test('n = 100,000 with random half-size sets: the jump fields show their first jumps, Apply uses them all, End agrees with the command', async (t) => {
  const n = 100000;
  const [rick, morty] = [halfOf(n, 786), halfOf(n, 787)];
  const expected = cliCounts(n, rick, morty);
  await withPage(site.url, async (page, problems) => {
    await page.fill('#n', String(n));
    await page.fill('#s1', rick.join(' '));
    await page.fill('#s2', morty.join(' '));
    await page.click('#apply');
    await page.waitForFunction((words) => document.querySelector('#board-caption').textContent.includes(words), `(${rick.length.toLocaleString('en-US')} jumps)`);
    // 300 KB of jumps in a field is laid out and painted again whenever the page changes.
    for (const [id, jumpsOf] of [['#s1', rick], ['#s2', morty]]) {
      const shown = await page.inputValue(id);
      assert.ok(shown.length < 1000, `${id} shows ${shown.length} characters`);
      const [head, more] = shown.split(' … and ');
      assert.equal(head, jumpsOf.slice(0, head.split(' ').length).join(' '));
      assert.match(more, /^[\d,]+ more, kept as applied/);
    }
    assert.equal(await page.textContent('#berzerk-form-note'), '', 'the fields shown so are not an edit');
    const elapsed = await endAndCount(page, expected);
    t.diagnostic(`End took ${elapsed} ms; longest main-thread task ${(await page.evaluate(() => window.longest)).toFixed(0)} ms`);
    // Applied again as shown, the fields still hold every jump.
    await page.click('#apply');
    await page.waitForFunction(() => /^Step 0 /.test(document.querySelector('#status').textContent));
    await page.click('#end');
    await page.waitForSelector('#status[data-done="true"]', { timeout: 120000 });
    for (const kind of ['win', 'lose', 'loop']) assert.equal(Number(await page.getAttribute('#status', `data-${kind}`)), expected[kind]);
    assert.deepEqual(problems, []);
  });
});
