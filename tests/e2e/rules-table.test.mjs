// End-to-end: the SG table as contestants copy it. The Pattern tab's table of a two-variable
// game against `retrograde rules --grundy`, Save's three SG tables against `--table`, Why?'s
// SG column against the targets' values, all in both languages, and Hints off hiding the table.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useSite } from './harness.mjs';
import { RULES_PRESETS } from '../../www/games/rules/presets.js';

const site = useSite();
const { withPage } = site;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'target', 'release', 'retrograde');
const WYTHOFF = RULES_PRESETS.wythoff;
/** A game whose table is wider than the page shows, with a 'win when' line (no SG values). */
const WIDE = 'state a in 0..2, b in 0..59\nwin when b == 0 and a == 2\nmove (a, b - 1) if b > 0\nmove (a - 1, b) if a > 0\n';

/** What `retrograde rules ARGS` prints for `source`. */
function cli(args, source) {
  const out = spawnSync(CLI, ['rules', ...args, '-'], { input: source, maxBuffer: 1 << 26 });
  assert.equal(out.status, 0, `retrograde rules ${args.join(' ')}: ${out.stderr}`);
  return out.stdout.toString();
}

/** `--grundy`'s rows by the state's name `(a, b)`: { outcome, grundy }. */
function commandRows(source) {
  const rows = new Map();
  for (const line of cli(['--grundy'], source).trim().split('\n')) {
    const [a, b, outcome, , grundy] = line.split(' ');
    rows.set(`(${a}, ${b})`, { outcome, grundy: grundy.startsWith('inf') ? 'inf' : grundy });
  }
  return rows;
}

const linkOf = (source, rest = '') => `${site.url}?${new URLSearchParams({ game: 'rules', src: source })}${rest}`;

async function runToEnd(page) {
  await page.click('#end');
  await page.waitForSelector('#status[data-done="true"]', { timeout: 60000 });
}

/** The downloaded file of Save's button `id`: its name and text. */
async function saved(page, id) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(id)]);
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  return { name: download.suggestedFilename(), body: Buffer.concat(chunks).toString() };
}

test("the Pattern tab's table holds every state's outcome and SG value as the command prints them, with headers", async () => {
  const rows = commandRows(WYTHOFF);
  await withPage(linkOf(WYTHOFF), async (page, problems) => {
    await runToEnd(page);
    await page.click('#tab-pattern');
    await page.waitForSelector('#sg-grid:not([hidden])');
    const heads = await page.$$eval('#sg-grid thead th', (ths) => ths.map((th) => th.textContent));
    assert.deepEqual(heads, ['a \\ b', ...Array.from({ length: 16 }, (_, i) => String(i))]);
    const rowHeads = await page.$$eval('#sg-grid tbody th[scope="row"]', (ths) => ths.map((th) => th.textContent));
    assert.deepEqual(rowHeads, Array.from({ length: 16 }, (_, i) => String(i)));
    const cells = await page.$$eval('#sg-grid td', (tds) => tds.map((td) => ({
      name: td.title.split(':')[0], outcome: td.dataset.outcome, grundy: td.dataset.grundy, text: td.textContent,
    })));
    assert.equal(cells.length, rows.size);
    for (const cell of cells) {
      const row = rows.get(cell.name);
      assert.deepEqual({ outcome: cell.outcome, grundy: cell.grundy }, row, cell.name);
      assert.equal(cell.text, `${{ Win: 'W', Lose: 'L', Loop: '∞' }[row.outcome]} ${row.grundy}`);
    }
    assert.match(await page.textContent('#sg-grid-note'), /^A row per value of a, a column per value of b/);
    await page.click('#tab-play');
    await page.uncheck('#play-hints');
    await page.fill('#play-from', '5,9');
    await page.click('#play-start');
    await page.waitForSelector('#play-moves button');
    await page.click('#tab-pattern');
    assert.ok(await page.isHidden('#sg-grid-card'), 'hidden while Hints are off');
    await page.check('#play-hints');
    await page.waitForSelector('#sg-grid-card', { state: 'visible' });
    assert.deepEqual(problems, []);
  });
});

test('a wide table shows 40 columns and says so; without normal play its cells have outcomes only, in Chinese too', async () => {
  await withPage(linkOf(WIDE, '&lang=zh'), async (page, problems) => {
    await runToEnd(page);
    await page.click('#tab-pattern');
    await page.waitForSelector('#sg-grid:not([hidden])');
    assert.equal(await page.locator('#sg-grid thead th').count(), 41);
    assert.equal(await page.locator('#sg-grid td[data-grundy]').count(), 0);
    const note = await page.textContent('#sg-grid-note');
    assert.match(note, /60 列中的前 40 列/);
    assert.match(note, /没有 SG 值/);
    assert.equal(await page.textContent('#sg-grid-title'), '胜负与 SG 值表');
    assert.equal(await page.textContent('#sg-grid td[data-state="2"]'), { Win: '胜', Lose: '败' }[cli([], WIDE).split('\n')[2].split(' ')[2]]);
    assert.deepEqual(problems, []);
  });
});

test("Save gives the SG tables in C++, Python and CSV, the command's --table text, before and after the run's end", async () => {
  await withPage(linkOf(WYTHOFF), async (page, problems) => {
    await page.click('#tab-save');
    for (const [format, extension] of [['cpp', 'cpp'], ['python', 'py'], ['csv', 'csv']]) {
      const id = `#save-table-${format}`;
      await page.waitForSelector(`${id}:not([disabled])`);
      const file = await saved(page, id);
      assert.ok(file.name.endsWith(`.${extension}`), file.name);
      assert.equal(file.body, cli(['--table', format], WYTHOFF), format);
    }
    assert.equal(await page.textContent('#save-table-cpp'), 'SG table (C++)');
    await page.goto(linkOf('state a in 0..399, b in 0..399\n'));
    await page.waitForSelector('body[data-ready="true"]');
    assert.ok(await page.isDisabled('#save-table-csv'), 'a table too large to paste is not offered');
    await page.goto(`${site.url}?game=graph`);
    await page.waitForSelector('body[data-ready="true"]');
    assert.ok(await page.isHidden('#save-table-cpp'), 'only a rule game offers it');
    assert.deepEqual(problems, []);
  });
});

test("Why? gives each move's SG value and the mex, in English and in Chinese", async () => {
  const rows = commandRows(WYTHOFF);
  for (const [lang, column, mex] of [['en', 'SG value', /Grundy value 2 = mex\{0, 1\}/], ['zh', 'SG 值', /SG 值 2 = mex\{0, 1\}/]]) {
    await withPage(linkOf(WYTHOFF, `&lang=${lang}&step=end&pin=2,0`), async (page, problems) => {
      await page.waitForSelector('#explain[data-state="(2, 0)"]');
      await page.waitForSelector('#moves tr[data-to]');
      const heads = await page.$$eval('#moves thead th', (ths) => ths.map((th) => th.textContent));
      assert.equal(heads[2], column);
      const moves = await page.$$eval('#moves tr[data-to]', (trs) => trs.map((tr) => ({ to: tr.dataset.to, value: tr.cells[2].textContent })));
      assert.equal(moves.length, 2);
      for (const move of moves) assert.equal(move.value, rows.get(move.to).grundy, move.to);
      assert.equal(rows.get('(2, 0)').grundy, '2');
      assert.match(await page.textContent('#explain'), mex);
      assert.deepEqual(problems, []);
    });
  }
});
