// End-to-end: a rule program with a problem's format reads a pasted test on the Format card.
// The expected output is what the command accepts (`retrograde check rules --test`, the
// independent truth) for the Stick game (one case, its params applied from the test) and
// Grundy's game (many cases of the game's own params); a bad test is refused beside the field,
// at its line, and the game stays; Hints off hides the outcomes and the output; the Chinese
// card has no English word; and the link `retrograde stress rules` prints opens the game with
// the failing input's params, the run at its end and the failing state pinned in Why?.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFormatTest, useSite } from './harness.mjs';
import { PROGRAMS, stress } from './stress-report.mjs';

const site = useSite();
const { withPage } = site;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'target', 'release', 'retrograde');
const EXAMPLE = (name) => path.join(ROOT, 'examples', 'rules', name);
const STICKS = fs.readFileSync(EXAMPLE('stick-game.game'), 'utf8');
const GRUNDY = fs.readFileSync(EXAMPLE('grundys-game.game'), 'utf8');
const LADDER = fs.readFileSync(EXAMPLE('ladder.game'), 'utf8');

const linkOf = (source, more = '') => `${site.url}?${new URLSearchParams({ game: 'rules', src: source })}${more}`;

/** `retrograde check rules --test` on `input` and `answer`: its exit status and verdict. */
function judged(game, input, answer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rules-format-'));
  const test = path.join(dir, 'test.in');
  fs.writeFileSync(test, input);
  const out = spawnSync(CLI, ['check', 'rules', '--test', test, game, '-'], { input: answer });
  fs.rmSync(dir, { recursive: true });
  return { status: out.status, text: `${out.stdout}${out.stderr}` };
}

/** The command accepts `output` for `input`, and refuses it with its first word changed (so the check can fail). */
function assertTruth(game, input, output, [word, other]) {
  const accepted = judged(game, input, output);
  assert.equal(accepted.status, 0, accepted.text);
  const changed = output.startsWith(word) ? `${other}${output.slice(word.length)}` : `${word}${output.slice(other.length)}`;
  assert.equal(judged(game, input, changed).status, 1, 'a changed answer is wrong');
}

const output = (page) => page.getAttribute('#format-result', 'data-output');
const rows = (page) => page.$$eval('#format-table tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));

async function opened(page, link) {
  await page.goto(link);
  await page.waitForSelector('#format-card:not([hidden])');
}

test('the Stick game: a test of other params is answered from a game solved apart, and applied from its row', async () => {
  await withPage(`${site.url}?game=rules`, async (page, problems) => {
    await opened(page, linkOf(STICKS));
    const input = '5 2\n1 3\n';
    await readFormatTest(page, input);
    assert.deepEqual(await rows(page), [['case 1', 'n=5, P=[1, 3]', 'Apply with these params']]);
    assert.equal(await output(page), 'WLWLW\n', 'the case solved apart');
    assertTruth(EXAMPLE('stick-game.game'), input, await output(page), ['W', 'L']);
    assert.match(await page.textContent('#format-note'), /answers it from games solved apart/);
    await page.click('#format-table .format-apply-case');
    await page.waitForSelector('#format-table tr[data-state]');
    assert.equal(await page.inputValue('#rules-param-n'), '5');
    assert.equal(await page.inputValue('#rules-param-P'), '[1, 3]');
    const said = await output(page);
    assert.equal(said, 'WLWLW\n');
    assert.equal(await page.textContent('#format-output'), said);
    assert.match(await page.textContent('#format-note'), /the answers are the solved game's, whatever step the run is at/);
    await page.waitForSelector('#explain[data-state="1"]');
    assert.deepEqual((await rows(page)).map((r) => r.slice(2)), [['1', 'W'], ['2', 'L'], ['3', 'W'], ['4', 'L'], ['5', 'W']]);
    await page.click('#format-table tr[data-state="4"]');
    await page.waitForSelector('#explain[data-state="4"]');
    assert.deepEqual(problems, []);
  });
});

test('a test of mixed params has its expected output when the others are small, and none when one is too large to solve beside the game', async () => {
  await withPage(linkOf(LADDER), async (page, problems) => {
    await page.waitForSelector('#format-card:not([hidden])');
    // The ladder's own n is 8: the first case is the game's, the other two are solved apart.
    const mixed = '3\n8 3\n6 1\n12 7\n';
    await readFormatTest(page, mixed);
    assert.deepEqual((await rows(page)).map((r) => r.slice(0, 2)), [['case 1', 'n=8'], ['case 2', 'n=6'], ['case 3', 'n=12']]);
    assert.match(await page.textContent('#format-note'), /2 cases have params other than the game's: the expected output answers them from games solved apart/);
    const said = await output(page);
    assert.equal(said.trim().split('\n').length, 3);
    assertTruth(EXAMPLE('ladder.game'), mixed, said, ['First', 'Second']);
    await readFormatTest(page, '2\n8 3\n100000 5\n');
    assert.equal(await output(page), '');
    assert.ok(await page.isHidden('#format-result'));
    assert.match(await page.textContent('#format-note'), /too large or too many to solve beside it \(their states are not counted above\): Apply with these params plays the game with them\. No expected output/);
    assert.deepEqual(problems, []);
  });
});

test('the Stick game: a test of the game\'s own params is answered at once', async () => {
  await withPage(linkOf(STICKS), async (page, problems) => {
    await page.waitForSelector('#format-card:not([hidden])');
    const input = '10 3\n1 3 4\n';
    await readFormatTest(page, input);
    const said = await output(page);
    assert.equal(said.length, 11);
    assertTruth(EXAMPLE('stick-game.game'), input, said, ['W', 'L']);
    assert.deepEqual(problems, []);
  });
});

test('Grundy\'s game: every case is answered from the game shown, a line each, as the command answers them', async () => {
  await withPage(linkOf(GRUNDY), async (page, problems) => {
    await page.waitForSelector('#format-card:not([hidden])', { timeout: 60000 });
    const heaps = [1, 2, 3, 4, 5, 6, 7, 20, 1222, 1300];
    const input = `${heaps.length}\n${heaps.join('\n')}\n`;
    await readFormatTest(page, input);
    const said = await output(page);
    assert.equal(said.split('\n').length, heaps.length + 1);
    assertTruth(EXAMPLE('grundys-game.game'), input, said, ['first', 'second']);
    assert.deepEqual((await rows(page)).map((r) => r[2]), heaps.map(String));
    assert.equal(await page.textContent('#format-note'), "10 cases, 10 states asked about; the answers are the solved game's, whatever step the run is at.");
    // A heap past the game's N asks about no state of it.
    await readFormatTest(page, '1\n1301\n');
    assert.deepEqual((await rows(page))[0].slice(2), ["It asks about a state past the game's: raise the param that bounds the state."]);
    assert.equal(await output(page), '');
    assert.deepEqual(problems, []);
  });
});

test('a bad test is refused beside the field, at its line, and the game stays', async () => {
  await withPage(linkOf(STICKS), async (page, problems) => {
    await page.waitForSelector('#format-card:not([hidden])');
    await readFormatTest(page, '10 3\n1 3 4\n');
    const before = await rows(page);
    await readFormatTest(page, '10 3\n1 x 4\n');
    assert.equal(await page.textContent('#format-error'), "Line 2: 'x' is not an integer.");
    assert.equal(await page.getAttribute('#format-input', 'aria-invalid'), 'true');
    assert.equal(await output(page), '');
    await readFormatTest(page, '10 2\n1 1\n');
    assert.equal(await page.textContent('#format-error'), "Case 1: P is outside the statement's limits.");
    await readFormatTest(page, '10 3\n1 3 4\n7\n');
    assert.equal(await page.textContent('#format-error'), 'Line 3: the test goes on after its last case.');
    assert.equal(await page.inputValue('#rules-param-n'), '10', 'the game stays');
    assert.equal(await page.getAttribute('#status', 'data-done'), 'false', 'the run goes on');
    await readFormatTest(page, '10 3\n1 3 4\n');
    assert.deepEqual(await rows(page), before, 'the same game answers again');
    assert.equal(await page.textContent('#rules-error'), '');
    assert.deepEqual(problems, []);
  });
});

test('with Hints off in a game played, the outcomes and the expected output are hidden; a program without a format shows no card', async () => {
  await withPage(linkOf(STICKS), async (page, problems) => {
    await page.waitForSelector('#format-card:not([hidden])');
    await readFormatTest(page, '10 3\n1 3 4\n');
    assert.ok(await page.isVisible('#format-result'));
    await page.click('#tab-play');
    await page.uncheck('#play-hints');
    await page.fill('#play-from', '10');
    await page.click('#play-start');
    await page.waitForSelector('#format-result', { state: 'hidden' });
    assert.ok(await page.isHidden('#format-table .format-word >> nth=0'));
    assert.ok(await page.isVisible('#format-table'), 'the states asked about stay');
    await page.check('#play-hints');
    await page.waitForSelector('#format-result', { state: 'visible' });
    await page.goto(linkOf('state n in 0..5\nmove n - 1 if n >= 1\n'));
    await page.waitForSelector('#rules-param-n', { state: 'detached' });
    assert.ok(await page.isHidden('#format-card'));
    assert.deepEqual(problems, []);
  });
});

test('in Chinese, the Format card has no English word but the answer\'s own words', async () => {
  await withPage(linkOf(STICKS, '&lang=zh'), async (page, problems) => {
    await page.waitForSelector('#format-card:not([hidden])');
    await readFormatTest(page, '5 2\n1 3\n');
    const texts = async () => page.evaluate(() => {
      const card = document.querySelector('#format-card');
      const found = [];
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement.closest('#format-result, .format-word')) found.push(node.textContent);
      }
      for (const element of card.querySelectorAll('[title]')) found.push(element.title);
      return found.join(' ').match(/[A-Za-z]{2,}/g) ?? [];
    });
    assert.deepEqual(await texts(), [], 'a case of other params');
    await page.click('#format-table .format-apply-case');
    await page.waitForFunction(() => document.querySelector('#format-result').dataset.output !== '');
    assert.deepEqual(await texts(), [], 'the case answered');
    await readFormatTest(page, '5 2\n1 x\n');
    assert.equal(await page.textContent('#format-error'), '第 2 行：“x”不是整数。');
    assert.deepEqual(await texts(), [], 'a bad test');
    assert.deepEqual(problems, []);
  });
});

test('the link of stress rules opens the failing input\'s game at its end with the failing state pinned', async () => {
  const { section, link } = stress(site, ['rules', EXAMPLE('stick-game.game')], ['python3', path.join(PROGRAMS, 'rules', 'stick.py'), '--bug', 'sorted']);
  const url = new URL(link);
  assert.equal(url.searchParams.get('step'), 'end');
  const pin = url.searchParams.get('pin');
  const sets = Object.fromEntries(url.searchParams.getAll('set').map((s) => s.split(/:(.*)/s).slice(0, 2)));
  assert.match(section('checker'), new RegExp(`state ${pin}: the answer says`));
  await withPage(link, async (page, problems) => {
    await page.waitForSelector('#status[data-done="true"]');
    assert.equal(await page.inputValue('#rules-param-n'), sets.n);
    assert.equal(await page.inputValue('#rules-param-P'), sets.P);
    assert.equal(await page.getAttribute('#explain', 'data-state'), pin);
    assert.ok(await page.isHidden('#link-note'), 'nothing in the link was ignored');
    // The failing input read on the card gives the truth the report prints.
    await readFormatTest(page, section('input'));
    assert.equal(await output(page), `${section('truth')}\n`);
    assert.deepEqual(problems, []);
  });
});
