// End-to-end: the rules game's Pattern tab. The pattern card's period and start against
// `retrograde rules --pattern`, a sweep's rows against the command run with `--set` per
// value, Cancel stopping a sweep, and Wythoff's P-positions against the command's Lose rows.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeViolations, useSite } from './harness.mjs';
import { RULES_PRESETS } from '../../www/games/rules/presets.js';

const site = useSite();
const { withPage } = site;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'target', 'release', 'retrograde');
const SUBTRACTION = RULES_PRESETS.subtraction;
const WYTHOFF = RULES_PRESETS.wythoff;

/** What `retrograde rules ARGS` prints for `source`. */
function cli(args, source) {
  const out = spawnSync(CLI, ['rules', ...args, '-'], { input: source, maxBuffer: 1 << 26 });
  assert.equal(out.status, 0, `retrograde rules ${args.join(' ')}: ${out.stderr}`);
  return out.stdout.toString();
}

/** The command's `--pattern` line for `what` (outcome, grundy) as { period, from }. */
function commandPattern(source, what, settings = []) {
  const line = cli(['--pattern', ...settings.flatMap((s) => ['--set', s])], source).split('\n').find((l) => l.startsWith(`${what}:`));
  const found = /^\w+: period (\d+) from (-?\d+)/.exec(line);
  return found ? { period: found[1], from: found[2] } : { period: '', from: '' };
}

const linkOf = (source) => `${site.url}?${new URLSearchParams({ game: 'rules', src: source })}`;

async function runToEnd(page, timeout = 60000) {
  await page.click('#end');
  await page.waitForSelector('#status[data-done="true"]', { timeout });
}

test("the pattern card carries the command's period and start, for the outcomes and the Grundy values", async () => {
  await withPage(`${site.url}?game=rules`, async (page, problems) => {
    for (const preset of ['subtraction', 'preperiod']) {
      await page.click(`[data-game-part~="rules"] button[data-preset="${preset}"]`);
      await runToEnd(page);
      await page.click('#tab-pattern');
      await page.waitForSelector('#pattern:not([data-period=""])');
      const shown = await page.evaluate(() => ['#pattern', '#pattern-grundy'].map((id) => {
        const { period, from } = document.querySelector(id).dataset;
        return { period, from };
      }));
      const source = RULES_PRESETS[preset];
      assert.deepEqual(shown, [commandPattern(source, 'outcome'), commandPattern(source, 'grundy')], preset);
      const starts = await page.$$eval('#pattern-outcome-cells .pattern-cell[data-starts]', (cells) => cells.length);
      assert.ok(starts >= 2, 'a repetition start is marked at least twice');
      const faded = await page.$$eval('#pattern-outcome-cells .pattern-cell[data-mark="pre"]', (cells) => cells.length);
      assert.equal(faded, Number(shown[0].from), 'the cells before the period are faded');
    }
    assert.deepEqual(problems, []);
  });
});

test("with a 'win when' line the Grundy row is empty and says why, and a game of two variables has no pattern", async () => {
  const won = 'state n in 0..12\nwin when n == 0\nmove n - k for k in {1, 2} if k <= n\n';
  assert.match(cli(['--pattern'], won), /^grundy: none/m);
  await withPage(linkOf(won), async (page, problems) => {
    await runToEnd(page);
    await page.waitForSelector('#pattern:not([data-period=""])');
    assert.deepEqual(await page.evaluate(() => ({ ...document.querySelector('#pattern-grundy').dataset })), { period: '', from: '' });
    assert.equal(await page.textContent('#pattern-grundy-period'), "none: a 'win when' line, not normal play");
    assert.deepEqual(await page.evaluate(() => ({ ...document.querySelector('#pattern').dataset })), commandPattern(won, 'outcome'));
    await page.click('[data-game-part~="rules"] button[data-preset="wythoff"]');
    await page.waitForFunction(() => document.querySelector('#pattern-note').textContent.startsWith('The pattern is for games with one'));
    assert.deepEqual(await page.evaluate(() => ({ ...document.querySelector('#pattern').dataset })), { period: '', from: '' });
    assert.deepEqual(problems, []);
  });
});

/** Sweeps `key` from `from` to `to` for `measure`; resolves to the table's rows as text. */
async function sweep(page, key, from, to, measure) {
  await page.selectOption('#sweep-param', key);
  await page.fill('#sweep-from', String(from));
  await page.fill('#sweep-to', String(to));
  await page.selectOption('#sweep-measure', measure);
  await page.click('#sweep-run');
  await page.waitForFunction((count) => document.querySelectorAll('#sweep-table tbody tr').length === count, to - from + 1, { timeout: 120000 });
  return page.$$eval('#sweep-table tbody tr', (rows) => rows.map((row) => [...row.cells].map((c) => c.textContent)));
}

test('a sweep over N, or over an element of S, shows what the command prints with --set per value', async () => {
  await withPage(linkOf(SUBTRACTION), async (page, problems) => {
    await runToEnd(page);
    await page.click('#tab-pattern');
    const byN = await sweep(page, 'N', 10, 24, 'period');
    assert.deepEqual(byN, Array.from({ length: 15 }, (_, i) => {
      const { period, from } = commandPattern(SUBTRACTION, 'outcome', [`N=${10 + i}`]);
      return [String(10 + i), period || 'none', from || 'none'];
    }));
    const byElement = await sweep(page, 'S:1', 5, 9, 'period');
    assert.deepEqual(byElement, Array.from({ length: 5 }, (_, i) => {
      const { period, from } = commandPattern(SUBTRACTION, 'outcome', [`S={1, ${5 + i}, 4}`]);
      return [String(5 + i), period || 'none', from || 'none'];
    }));
    await page.fill('#sweep-state', '7');
    const outcomes = await sweep(page, 'N', 7, 12, 'outcome');
    assert.deepEqual(outcomes, Array.from({ length: 6 }, (_, i) => {
      const row = cli(['--set', `N=${7 + i}`], SUBTRACTION).split('\n')[7].split(' ');
      return [String(7 + i), row[1], row[2]];
    }));
    await page.waitForSelector('#sweep-plot:not([hidden])');
    assert.equal(await page.$$eval('#sweep-plot rect', (bars) => bars.length), 6, 'a bar per value');
    assert.match(await page.getAttribute('#sweep-plot', 'aria-label'), /^Plot of the outcome against N: /);
    assert.deepEqual(await axeViolations(page), [], 'the Pattern tab after a sweep');
    assert.deepEqual(problems, []);
  }, { bypassCSP: true });
});

test("a sweep of Grundy values, a game with sums included: the state's value and the values' period as the command prints them", async () => {
  const kayles = fs.readFileSync(path.join(ROOT, 'examples', 'rules', 'kayles.game'), 'utf8');
  await withPage(linkOf(kayles), async (page, problems) => {
    await runToEnd(page);
    await page.click('#tab-pattern');
    await page.fill('#sweep-state', '20');
    const values = await sweep(page, 'N', 20, 24, 'grundy');
    assert.deepEqual(values, Array.from({ length: 5 }, (_, i) => {
      const row = cli(['--grundy', '--set', `N=${20 + i}`], kayles).split('\n')[20].split(' ');
      return [String(20 + i), row[3]];
    }));
    const periods = await sweep(page, 'N', 118, 120, 'grundyPeriod');
    assert.deepEqual(periods, Array.from({ length: 3 }, (_, i) => {
      const { period, from } = commandPattern(kayles, 'grundy', [`N=${118 + i}`]);
      return [String(118 + i), period || 'none', from || 'none'];
    }));
    assert.match(await page.getAttribute('#sweep-plot', 'aria-label'), /^Plot of the Grundy values' period against N: /);
    assert.deepEqual(problems, []);
  });
});

test("the default measure, a state's outcome, without a state is refused beside the state field, in both languages", async () => {
  for (const [lang, message] of [['en', /^Name the state to follow/], ['zh', /^请填写要看的状态/]]) {
    await withPage(`${linkOf(SUBTRACTION)}&lang=${lang}`, async (page, problems) => {
      await page.click('#tab-pattern');
      assert.equal(await page.inputValue('#sweep-measure'), 'outcome', 'the default measure');
      assert.equal(await page.inputValue('#sweep-state'), '');
      await page.selectOption('#sweep-param', 'N');
      await page.fill('#sweep-from', '7');
      await page.fill('#sweep-to', '9');
      await page.click('#sweep-run');
      // Either answer, so a page that sweeps anyway fails here rather than waiting.
      await page.waitForFunction(() => document.querySelectorAll('#sweep-table tbody tr').length > 0
        || document.querySelector('#sweep-state').getAttribute('aria-invalid') === 'true');
      assert.equal(await page.$$eval('#sweep-table tbody tr', (rows) => rows.length), 0, `${lang}: nothing swept`);
      assert.match(await page.textContent('#sweep-state-error'), message, lang);
      assert.equal(await page.getAttribute('#sweep-state', 'aria-describedby'), 'sweep-state-error');
      // A state named, the sweep runs and the problem is gone.
      await page.fill('#sweep-state', '7');
      assert.equal(await page.getAttribute('#sweep-state', 'aria-invalid'), null, `${lang}: cleared as the field is edited`);
      await page.click('#sweep-run');
      await page.waitForFunction(() => document.querySelectorAll('#sweep-table tbody tr').length === 3);
      assert.equal(await page.textContent('#sweep-state-error'), '');
      assert.deepEqual(problems, []);
    });
  }
});

/**
 * Clicks Cancel in the task that shows it, so a sweep still running when Cancel appears is the
 * one cancelled (a click from outside could come after a quick sweep ended on a busy machine).
 */
function cancelOnceShown(page) {
  return page.evaluate(() => new Promise((resolve) => {
    const cancel = document.getElementById('cancel');
    const watch = new MutationObserver(() => {
      if (cancel.hidden) return;
      watch.disconnect();
      cancel.click();
      resolve();
    });
    watch.observe(cancel, { attributes: true, attributeFilter: ['hidden'] });
  }));
}

test('a sweep over more values than the cap is refused, and Cancel stops a running one', async () => {
  await withPage(linkOf(SUBTRACTION), async (page, problems) => {
    await runToEnd(page);
    await page.click('#tab-pattern');
    await page.selectOption('#sweep-param', 'N');
    await page.fill('#sweep-from', '1');
    await page.fill('#sweep-to', '201');
    await page.click('#sweep-run');
    assert.match(await page.textContent('#sweep-error'), /200/);
    // Each value quick to build (the cancel is heard between values), 200 of them long enough to show Cancel.
    await page.fill('#sweep-from', '20000');
    await page.fill('#sweep-to', '20199');
    await page.selectOption('#sweep-measure', 'period');
    const cancelled = cancelOnceShown(page);
    await page.click('#sweep-run');
    await cancelled;
    await page.waitForFunction(() => document.querySelector('#sweep-status').textContent !== '', null, { timeout: 60000 });
    const rows = await page.$$eval('#sweep-table tbody tr', (r) => r.length);
    assert.ok(rows < 200, `stopped after ${rows} values`);
    assert.equal(await page.textContent('#sweep-status'), `Stopped after ${rows} of 200 values.`);
    // Values of a million states: a cancel is heard between values or, if one takes too long
    // to stop in, its worker is replaced; either way the card says the sweep stopped.
    await page.waitForSelector('#cancel', { state: 'hidden' });
    await page.fill('#sweep-from', '999990');
    await page.fill('#sweep-to', '999999');
    const stopped = cancelOnceShown(page);
    await page.click('#sweep-run');
    await stopped;
    await page.waitForFunction(() => /^Stopped/.test(document.querySelector('#sweep-status').textContent), null, { timeout: 60000 });
    assert.equal(await page.textContent('#sweep-error'), '');
    assert.deepEqual(problems, []);
  });
});

test("Wythoff's P-positions are the command's Lose rows, (a, b) a line", async () => {
  const lose = cli([], WYTHOFF).split('\n').filter((line) => line.split(' ')[2] === 'Lose')
    .map((line) => `(${line.split(' ')[0]}, ${line.split(' ')[1]})`);
  await withPage(linkOf(WYTHOFF), async (page, problems) => {
    await runToEnd(page);
    await page.click('#tab-pattern');
    assert.equal(await page.textContent('#p-positions'), lose.join('\n'));
    assert.equal(await page.isEnabled('#p-positions-copy'), true);
    await page.click('#p-positions-copy');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), lose.join('\n'));
    assert.deepEqual(problems, []);
  });
});

test("Why? gives a decided state's Grundy value in words: the mex of the values its moves reach", async () => {
  // State 5: a value of 3, its moves (to 4, 2 and 1) reaching 2, 0 and 1.
  const grundy = cli(['--grundy'], SUBTRACTION).split('\n')[5].split(' ')[3];
  await withPage(`${linkOf(SUBTRACTION)}&pin=5`, async (page, problems) => {
    await runToEnd(page);
    await page.waitForFunction(() => /Grundy value/.test(document.querySelector('#explain-reason').textContent));
    const reason = await page.textContent('#explain-reason');
    assert.ok(reason.endsWith(`Grundy value ${grundy} = mex{0, 1, 2}: the moves reach values 0, 1, and 2, not ${grundy}`), reason);
    assert.equal(await page.getAttribute('#explain', 'data-grundy'), grundy);
    assert.deepEqual(problems, []);
  });
  await withPage(`${linkOf(SUBTRACTION)}&pin=5&lang=zh`, async (page) => {
    await runToEnd(page);
    await page.waitForFunction(() => /SG 值/.test(document.querySelector('#explain-reason').textContent));
    assert.ok((await page.textContent('#explain-reason')).endsWith(`SG 值 ${grundy} = mex{0, 1, 2}：后继的 SG 值有 0、1 和 2，没有 ${grundy}`));
  });
});
