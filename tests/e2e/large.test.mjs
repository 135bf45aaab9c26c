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

const steps = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** The command's counts of Win, Lose and Loop over both judge lines. */
function cliCounts(n, rick, morty) {
  const input = `${n}\n${rick.length} ${rick.join(' ')}\n${morty.length} ${morty.join(' ')}\n`;
  const out = spawnSync(CLI, ['berzerk', '--large'], { input, maxBuffer: 1 << 28 });
  assert.equal(out.status, 0, String(out.stderr));
  const counts = { win: 0, lose: 0, loop: 0 };
  for (const word of out.stdout.toString().split(/\s+/)) if (word) counts[word.toLowerCase()] += 1;
  return counts;
}

for (const game of [
  { n: 100000, s1: [1, 99999], s2: [1, 99999] },
  { n: 1000000, s1: [1, 300], s2: [1, 250] },
]) {
  test(`n = ${game.n} with steps ${game.s1.join('-')} and ${game.s2.join('-')} runs to the end with the command's counts`, async (t) => {
    const expected = cliCounts(game.n, steps(...game.s1), steps(...game.s2));
    await withPage(`${site.url}?n=${game.n}&s1=${game.s1.join('-')}&s2=${game.s2.join('-')}`, async (page, problems) => {
      await page.evaluate(() => {
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
      const started = Date.now();
      await page.click('#end');
      await page.waitForSelector('#status[data-done="true"]', { timeout: 120000 });
      const elapsed = Date.now() - started;
      const counts = {};
      for (const kind of ['win', 'lose', 'loop']) counts[kind] = Number(await page.getAttribute('#status', `data-${kind}`));
      assert.deepEqual(counts, expected);
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
