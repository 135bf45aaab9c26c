// End-to-end: rule programs with `state ... where C`, whose states are only the combinations
// kept. Three-row Chomp (a graph of its states), a >= b on the grid and n % 3 != 1 on a strip
// are run to the end and read as a learner reads them: the status counts, the Answer card,
// Why? of pinned states, the Pattern tab's period, SG table and P-positions, each against what
// `retrograde rules` prints for the same program. A cell `where` leaves out is empty: hovering
// or clicking it pins nothing, the keyboard's cursor goes past it, and a start or a link that
// names it is refused in words.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFormatTest, useSite } from './harness.mjs';
import {
  stripCell, stripFrame, stripPlace,
} from '../../www/games/rules/board-geometry.js';
import { cellCentre, gridLayout } from '../../www/draw/grid-geometry.js';

const site = useSite();
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'target', 'release', 'retrograde');
const FIT = { zoom: 1, cx: 0.5, cy: 0.5 };
const CHOMP_EXAMPLE = path.join(ROOT, 'examples', 'rules', 'chomp.game');

/** Three-row Chomp: whoever is left only the poisoned square (a = 1, b = 0) must take it and loses. */
const CHOMP = `# Three-row Chomp
param N = 6
state a in 0..N, b in 0..N, c in 0..N where a >= b and b >= c
lose when a == 1 and b == 0
move (k, min(b, k), min(c, k)) for k in 1..a - 1 if k < a
move (a, k, min(c, k)) for k in 0..b - 1 if k < b
move (a, b, k) for k in 0..c - 1 if k < c
`;
const TRIANGLE = `# Two piles, the second never above the first
state a in 0..8, b in 0..8 where a >= b
move (a - k, b) for k in 1..2 if a - k >= b
move (a, b - 1) if b >= 1
`;
const STRIP = `# Take 1 to 3, never onto n % 3 == 1
param N = 30
state n in 0..N where n % 3 != 1
move n - k for k in 1..3 if n - k >= 0 and (n - k) % 3 != 1
`;

/** What `retrograde rules ARGS -` prints for `text`. */
function cli(args, text) {
  const out = spawnSync(CLI, ['rules', ...args, '-'], { input: text });
  assert.equal(out.status, 0, String(out.stderr));
  return out.stdout.toString();
}

/** The command's table as rows { words, outcome, remoteness, grundy }. */
const commandRows = (text, variables) => cli(['--grundy'], text).trim().split('\n').map((line) => {
  const cells = line.split(' ');
  const [outcome, remoteness, grundy] = cells.slice(variables);
  return {
    words: cells.slice(0, variables), outcome, remoteness, grundy,
  };
});

/** The status counts the command's table gives. */
function countsOf(rows) {
  const count = (outcome) => String(rows.filter((r) => r.outcome === outcome).length);
  return { win: count('Win'), lose: count('Lose'), loop: count('Loop') };
}

const link = (text, rest = '') => `${site.url}?game=rules&src=${encodeURIComponent(text)}${rest}`;

async function openAtEnd(page, text) {
  await page.goto(link(text));
  await page.waitForSelector('#status[data-done]');
  await page.click('#end');
  await page.waitForSelector('#status[data-done="true"]', { timeout: 60000 });
}

/** The page's status counts and its Answer card agree with the command's table. */
async function sameAsCommand(page, text, rows) {
  const counts = await page.$eval('#status', (s) => ({ win: s.dataset.win, lose: s.dataset.lose, loop: s.dataset.loop }));
  assert.deepEqual(counts, countsOf(rows));
  assert.equal(await page.textContent('#rules-answer'), cli(['--grundy'], text));
}

/** Why? of the state named `name`, as data: outcome, remoteness, Grundy value. */
async function why(page, name) {
  await page.waitForSelector(`#explain[data-state="${name}"]`);
  const data = await page.$eval('#explain', (e) => ({ outcome: e.dataset.outcome, remoteness: e.dataset.remoteness ?? '-', grundy: e.dataset.grundy }));
  return data;
}

test("three-row Chomp: counts, answer, Why? and Play as the command's; a combination left out is refused by name", async () => {
  const rows = commandRows(CHOMP, 3);
  assert.equal(rows.length, 84, 'C(9, 3) states');
  await site.withPage(`${site.url}?game=rules`, async (page, problems) => {
    await openAtEnd(page, CHOMP);
    await sameAsCommand(page, CHOMP, rows);
    for (const words of [['2', '1', '0'], ['3', '3', '1'], ['6', '4', '2'], ['1', '0', '0']]) {
      await page.goto(link(CHOMP, `&step=end&pin=${words.join(',')}`));
      const row = rows.find((r) => r.words.join(' ') === words.join(' '));
      assert.deepEqual(await why(page, `(${words.join(', ')})`), { outcome: row.outcome, remoteness: row.remoteness, grundy: row.grundy });
      // Each move's target is named in its row as the page names it (the worker's names, too, are of kept states).
      const named = await page.$$eval('#explain tr[data-target]', (trs) => trs.map((tr) => [tr.dataset.to, tr.cells[1].textContent]));
      for (const [to, shown] of named) assert.equal(shown, to);
    }
    await page.goto(link(CHOMP, '&step=end&pin=1,2,0'));
    await page.waitForSelector('#link-note:not([hidden])');
    assert.match(await page.textContent('#link-note'), /pin=1,2,0 was ignored/);
    await page.click('#tab-play');
    await page.fill('#play-from', '1,2,0');
    await page.click('#play-start');
    await page.waitForFunction(() => document.querySelector('#play-from-error')?.textContent !== '');
    assert.match(await page.textContent('#play-from-error'), /\(1, 2, 0\)|1,2,0/);
    assert.match(await page.textContent('#play-from-error'), /is not a state: the program's 'where' leaves it out/);
    // From (2, 2, 0), a Win, the computer moving first plays to a Lose: (2, 1, 0).
    await page.fill('#play-from', '2,2,0');
    await page.selectOption('#play-you', 'second');
    await page.click('#play-start');
    await page.waitForFunction(() => document.querySelectorAll('#play-log li').length === 1);
    const to = await page.getAttribute('#play-log li', 'data-to');
    assert.equal(rows.find((r) => `(${r.words.join(', ')})` === to).outcome, 'Lose', `the computer went to ${to}`);
    await page.click('#tab-pattern');
    assert.match(await page.textContent('#pattern-note'), /one/);
    assert.deepEqual(problems, []);
  }, { width: 1280, height: 800 });
});

/** Where combination (n, m) of the grid's `side` x `side` cells is on a board of `box`. */
function gridPoint(side, n, m, box) {
  return cellCentre(gridLayout(side - 1, Math.floor(box.width), Math.floor(box.height)), n, m);
}

test('a >= b on the grid: a kept cell pins its state, a cell left out pins nothing; the SG table and P-positions are the command\'s', async () => {
  const rows = commandRows(TRIANGLE, 2);
  await site.withPage(`${site.url}?game=rules`, async (page, problems) => {
    await openAtEnd(page, TRIANGLE);
    await sameAsCommand(page, TRIANGLE, rows);
    const box = await page.locator('#board').boundingBox();
    const at = (n, m) => {
      const p = gridPoint(9, n, m, box);
      return [box.x + p.x, box.y + p.y];
    };
    await page.mouse.click(...at(4, 1));
    await page.mouse.move(1, 1);
    const row = rows.find((r) => r.words.join(' ') === '4 1');
    assert.deepEqual(await why(page, '(4, 1)'), { outcome: row.outcome, remoteness: row.remoteness, grundy: row.grundy });
    // (1, 4) is no state: a click on it is a click on no state, which pins nothing.
    await page.mouse.click(...at(1, 4));
    await page.waitForFunction(() => !document.querySelector('#explain').dataset.state);
    await page.mouse.move(...at(4, 1));
    await why(page, '(4, 1)');
    await page.mouse.move(...at(1, 4));
    await page.waitForFunction(() => !document.querySelector('#explain').dataset.state);
    // The cursor from (4, 1): down to (4, 2); from (2, 2) right to (3, 2); from (2, 2) down is (2, 3), no state, so it stays.
    await page.goto(link(TRIANGLE, '&step=end&pin=2,2'));
    await why(page, '(2, 2)');
    await page.locator('#board').focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#explain[data-state="(3, 2)"]');
    await page.click('#tab-pattern');
    await page.waitForSelector('#sg-grid:not([hidden])');
    const cells = await page.$$eval('#sg-grid tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.dataset.grundy ?? '.')));
    const table = Array.from({ length: 9 }, (_, a) => Array.from({ length: 9 }, (__, b) => rows.find((r) => r.words.join(' ') === `${a} ${b}`)?.grundy ?? '.'));
    assert.deepEqual(cells, table);
    assert.match(await page.getAttribute('#sg-grid tbody tr:first-child td:nth-of-type(2)', 'title'), /^\(0, 1\): not a state/);
    const lose = rows.filter((r) => r.outcome === 'Lose').map((r) => `(${r.words.join(', ')})`);
    assert.equal(await page.textContent('#p-positions'), lose.join('\n'));
    await page.click('#tab-save');
    for (const format of ['cpp', 'python', 'csv']) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(`#save-table-${format}`)]);
      assert.equal(fs.readFileSync(await download.path(), 'utf8'), cli(['--table', format], TRIANGLE), format);
    }
    assert.deepEqual(problems, []);
  }, { width: 1280, height: 800 });
});

test('n % 3 != 1 on a strip: cells of states only pin, the Pattern tab says what --pattern says', async () => {
  const rows = commandRows(STRIP, 1);
  const [outcome] = cli(['--pattern'], STRIP).split('\n');
  const [, period, from] = /period (\d+) from (\S+),/.exec(outcome);
  await site.withPage(`${site.url}?game=rules`, async (page, problems) => {
    await openAtEnd(page, STRIP);
    await sameAsCommand(page, STRIP, rows);
    const box = await page.locator('#board').boundingBox();
    const info = { shape: 'strip', states: 21, variables: [{ name: 'n', low: 0, size: 31 }] };
    const frame = stripFrame(31, 1, Math.floor(box.width), Math.floor(box.height), FIT);
    const at = (n) => {
      const r = stripCell(frame, 0, n);
      return [box.x + r.x + r.w / 2, box.y + r.y + r.h / 2];
    };
    assert.deepEqual(stripPlace({ ...info, kept: rows.map((r) => Number(r.words[0])) }, 3), { band: 0, i: 5 });
    await page.mouse.click(...at(5));
    await page.mouse.move(1, 1);
    const five = rows.find((r) => r.words[0] === '5');
    assert.deepEqual(await why(page, '5'), { outcome: five.outcome, remoteness: five.remoteness, grundy: five.grundy });
    // 7 is no state: its cell pins nothing.
    await page.mouse.click(...at(7));
    await page.waitForFunction(() => !document.querySelector('#explain').dataset.state);
    await page.mouse.click(...at(5));
    await page.mouse.move(1, 1);
    await why(page, '5');
    await page.locator('#board').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#explain[data-state="6"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#explain[data-state="8"]', { timeout: 5000 });
    await page.click('#tab-pattern');
    await page.waitForSelector('#pattern:not([data-period=""])');
    assert.equal(await page.getAttribute('#pattern', 'data-period'), period);
    assert.equal(await page.getAttribute('#pattern', 'data-from'), from);
    assert.match(outcome, /the period counts the states 'where' keeps, not values\)$/, 'the command says what the period counts');
    assert.match(await page.textContent('#pattern-outcome-period'), /the period counts the states 'where' keeps, not the values of n$/);
    const titles = await page.$$eval('#pattern-outcome-cells .pattern-cell', (cells) => cells.map((c) => c.title.split(':')[0]));
    assert.deepEqual(titles, rows.map((r) => `n = ${r.words[0]}`));
    // The sweep over N: the outcome of 8 and the period (none up to 9, then 3 from 0), as the command prints them with --set.
    for (const [measure, state] of [['outcome', '8'], ['period', '']]) {
      await page.fill('#sweep-from', '10');
      await page.fill('#sweep-to', '14');
      await page.selectOption('#sweep-measure', measure);
      await page.fill('#sweep-state', state);
      await page.$eval('#sweep-table tbody', (body) => body.replaceChildren());
      await page.click('#sweep-run');
      await page.waitForFunction(() => document.querySelectorAll('#sweep-table tbody tr').length === 5);
      const swept = await page.$$eval('#sweep-table tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
      const truth = [10, 11, 12, 13, 14].map((n) => {
        if (measure === 'period') {
          const found = /^outcome: period (\d+) from (\S+),/.exec(cli(['--pattern', '--set', `N=${n}`], STRIP));
          return [String(n), ...(found ? found.slice(1) : ['none', 'none'])];
        }
        const row = cli(['--set', `N=${n}`], STRIP).split('\n').find((line) => line.startsWith('8 ')).split(' ');
        return [String(n), row[1], row[2]];
      });
      assert.deepEqual(swept, truth, measure);
    }
    assert.deepEqual(problems, []);
  }, { width: 1280, height: 800 });
});

/** `retrograde check rules --test` of `input` and `answer` on `game`: its exit status. */
function checked(game, input, answer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-where-'));
  const [file, test] = [path.join(dir, 'game'), path.join(dir, 'test.in')];
  fs.writeFileSync(file, game);
  fs.writeFileSync(test, input);
  const out = spawnSync(CLI, ['check', 'rules', '--test', test, file, '-'], { input: answer });
  fs.rmSync(dir, { recursive: true });
  return out.status;
}

test("Chomp's format: a test is answered over the states kept, as the command checks it; a case left out says so", async () => {
  const game = fs.readFileSync(CHOMP_EXAMPLE, 'utf8');
  const loose = game.replace('limit b in 0..a', 'limit b in 0..6');
  await site.withPage(`${site.url}?game=rules`, async (page, problems) => {
    await page.goto(link(game));
    await page.waitForSelector('#format-card:not([hidden])');
    const input = '3\n2 1 0\n3 3 1\n6 4 2\n';
    await readFormatTest(page, input);
    const said = await page.getAttribute('#format-result', 'data-output');
    assert.equal(said.split('\n').length, 4);
    assert.equal(checked(game, input, said), 0, 'the command accepts the card\'s output');
    const flipped = said.startsWith('first') ? said.replace('first', 'second') : said.replace('second', 'first');
    assert.equal(checked(game, input, flipped), 1, 'and refuses it changed');
    await page.goto(link(loose));
    await page.waitForSelector('#format-card:not([hidden])');
    await readFormatTest(page, '1\n1 2 0\n');
    const cells = await page.$$eval('#format-table tbody tr td', (tds) => tds.map((td) => td.textContent));
    assert.match(cells.at(-1), /left out by the program's 'where'/);
    assert.deepEqual(problems, []);
  });
});
