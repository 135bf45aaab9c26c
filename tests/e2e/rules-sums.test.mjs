// End-to-end: a rule program whose moves go to sums, on the page. Its run values one position
// a step (no remoteness shown), its table is the command's; the Sum card answers Kayles 3 + 5 + 7
// as `retrograde rules --sum` does, in bit columns, in English and in Chinese; Why? lists a
// position's moves to sums with their values; a bad part is refused beside the field; Kayles at
// N = 2000 is built with its progress shown, and a larger one stops on Cancel.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cancelRulesBuild, useSite } from './harness.mjs';

const site = useSite();
const { withPage } = site;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'target', 'release', 'retrograde');
const KAYLES = fs.readFileSync(path.join(ROOT, 'examples', 'rules', 'kayles.game'), 'utf8');
const kaylesUpTo = (n) => KAYLES.replace('param N = 120', `param N = ${n}`);

/** What `retrograde rules ARGS` prints for `source`. */
function cli(args, source) {
  const out = spawnSync(CLI, ['rules', ...args, '-'], { input: source, maxBuffer: 1 << 26 });
  assert.equal(out.status, 0, `retrograde rules ${args.join(' ')}: ${out.stderr}`);
  return out.stdout.toString();
}

const linkOf = (source, more = '') => `${site.url}?${new URLSearchParams({ game: 'rules', src: source })}${more}`;

async function runToEnd(page, timeout = 60000) {
  await page.click('#end');
  await page.waitForSelector('#status[data-done="true"]', { timeout });
}

/** Asks the Sum card about `parts`; resolves to its result's data once it changes. */
async function askSum(page, parts) {
  const before = await page.getAttribute('#sum-result', 'data-value');
  await page.fill('#sum-parts', parts);
  await page.click('#sum-apply');
  await page.waitForFunction(
    (was) => document.querySelector('#sum-result').dataset.value !== was || document.querySelector('#sum-error').textContent !== '',
    before,
  );
  return page.evaluate(() => ({ ...document.querySelector('#sum-result').dataset }));
}

test("a game with sums is valued a position a step, with no remoteness, and its table is the command's", async () => {
  const source = kaylesUpTo(12);
  await withPage(linkOf(source), async (page, problems) => {
    assert.match(await page.textContent('#narration'), /solved from its Grundy values/);
    await page.click('#step');
    await page.waitForFunction(() => /is valued/.test(document.querySelector('#narration').textContent));
    await runToEnd(page);
    const answer = (await page.textContent('#rules-answer')).trim();
    assert.equal(answer, cli(['--grundy'], source).trim());
    assert.ok(answer.split('\n').every((line) => line.split(' ')[2] === '-'), 'no remoteness in any row');
    // The page's own copy of the outcomes (what the board and the narration read) is the command's.
    const [last, outcome] = answer.split('\n').at(-1).split(' ');
    assert.match(await page.textContent('#narration'), new RegExp(`^${last} is valued: ${outcome}\\.`));
    // The whole result counts the decided positions under "remoteness not known", and makes up no longest.
    await page.click('#tab-result');
    await page.waitForFunction(() => document.querySelector('#longest-win').textContent !== '');
    assert.equal(await page.textContent('#longest-win'), 'Longest win: not known (no remoteness is known)');
    assert.equal(await page.textContent('#longest-loss'), 'Longest loss: not known (no remoteness is known)');
    const unranked = await page.$$eval('#stats-chart tr.unranked td .bar-count', (cells) => cells.map((c) => Number(c.textContent)));
    const count = (o) => answer.split('\n').filter((line) => line.split(' ')[1] === o).length;
    assert.deepEqual(unranked, [count('Win'), count('Lose')]);
    const widths = await page.$$eval('#stats-chart tr.unranked .bar', (bars) => bars.map((b) => parseFloat(b.style.width)));
    assert.ok(widths.every((w) => w <= 100) && Math.max(...widths) === 100, `bars within their cells: ${widths}`);
    assert.ok(await page.isDisabled('#shade-remoteness'), 'nothing to shade by');
    assert.doesNotMatch(await page.textContent('#board-caption'), / 0 moves/, 'the moves to sums are counted');
    // The algorithm shown is the valuing this run does, not the queue's; no remoteness layers.
    const code = await page.textContent('#pseudocode');
    assert.match(code, /mex/);
    assert.doesNotMatch(code, /counter/);
    assert.equal(await page.isVisible('#layer-step'), false);
    assert.deepEqual(problems, []);
  });
});

test('the Sum card answers Kayles 3 + 5 + 7 as the command does, in bit columns, in both languages', async () => {
  const command = cli(['--sum', '3, 5, 7'], KAYLES).split('\n');
  const [outcome, value] = command[0].split(' ');
  const move = /^winning move: (part \d+, from \S+ to .+) \(value/.exec(command[5])[1];
  assert.equal(cli(['--sum', '1, 2, 3'], KAYLES).split('\n')[0], 'Lose 0');
  for (const [lang, words] of [['en', /Win: the XOR of the values is 5\./], ['zh', /必胜：各SG值的异或为 5。/]]) {
    await withPage(linkOf(KAYLES, `&lang=${lang}`), async (page, problems) => {
      const result = await askSum(page, '3, 5, 7');
      assert.deepEqual(result, { outcome, value, move }, lang);
      assert.match(await page.textContent('#sum-headline'), words, lang);
      const rows = await page.$$eval('#sum-bits tbody tr', (trs) => trs.map((tr) => [...tr.querySelectorAll('td.bit')].map((td) => td.textContent).join('')));
      assert.deepEqual(rows, ['011', '100', '010', '101'], lang);
      assert.equal(await page.$$eval('#sum-bits tr[data-moves]', (trs) => trs.length), 1, 'the moving part is outlined');
      assert.match(await page.textContent('#sum-move'), lang === 'en' ? /3 xor 1 xor 2 = 0/ : /3 异或 1 异或 2 = 0/);
      const lost = await askSum(page, '1, 2, 3');
      assert.deepEqual(lost, { outcome: 'Lose', value: '0', move: '' }, lang);
      assert.match(await page.textContent('#sum-move'), lang === 'en' ? /No winning move/ : /没有必胜走法/);
      assert.deepEqual(problems, []);
    });
  }
});

test('a part off the state is refused beside the field, with its column, and the last answer stays', async () => {
  await withPage(linkOf(KAYLES), async (page, problems) => {
    await askSum(page, '3, 5, 7');
    await page.fill('#sum-parts', '3, 500');
    await page.click('#sum-apply');
    await page.waitForFunction(() => document.querySelector('#sum-error').textContent !== '');
    assert.match(await page.textContent('#sum-error'), /^Column 4: this part is not a position: the state is n in 0\.\.120$/);
    assert.equal(await page.getAttribute('#sum-parts', 'aria-invalid'), 'true');
    assert.deepEqual(problems, []);
  });
});

test("Why? lists a position's moves to sums with each part's value and their XOR", async () => {
  for (const [lang, move] of [['en', 'to 1 + 1: 1 xor 1 = 0'], ['zh', '到 1 + 1，SG值 1 异或 1 = 0']]) {
    await withPage(linkOf(kaylesUpTo(12), `&step=end&pin=4&lang=${lang}`), async (page, problems) => {
      await page.waitForSelector('#explain[data-state="4"]');
      await page.waitForFunction((text) => document.querySelector('#explain').textContent.includes(text), move);
      assert.equal(await page.getAttribute('#explain', 'data-outcome'), 'Win');
      assert.equal(await page.getAttribute('#explain', 'data-remoteness'), null, 'no remoteness');
      assert.deepEqual(problems, []);
    });
  }
});

test('Kayles at N = 2000 is built with its progress shown; a larger one stops on Cancel, the last game kept', async () => {
  await withPage(linkOf(kaylesUpTo(12)), async (page, problems) => {
    await runToEnd(page);
    const answer = await page.textContent('#rules-answer');
    await page.evaluate(() => {
      window.seenProgress = [];
      new MutationObserver(() => window.seenProgress.push(document.querySelector('#progress').title))
        .observe(document.querySelector('#progress'), { attributes: true, attributeFilter: ['title'] });
    });
    await page.fill('#rules-source', kaylesUpTo(2000));
    await page.click('#rules-apply');
    await page.waitForFunction(() => document.querySelector('#narration').textContent.includes('2001'), null, { timeout: 60000 });
    const seen = await page.evaluate(() => window.seenProgress);
    assert.ok(seen.some((title) => /Building the game: \d+%/.test(title)), `progress shown: ${seen.join(' | ')}`);
    await page.fill('#rules-source', kaylesUpTo(12));
    await page.click('#rules-apply');
    await runToEnd(page);
    assert.match(await cancelRulesBuild(page, kaylesUpTo(7000)), /^Stopped before the game was built/);
    assert.equal(await page.textContent('#rules-answer'), answer, 'the last game is kept');
    assert.deepEqual(problems, []);
  });
});

test('a sum is played against the computer: it answers a won sum with the move that makes the XOR 0, and wins', async () => {
  // Nim's heaps 1, 2 (values 1 and 2): whatever you take, the computer makes the XOR 0, and
  // whoever faces an empty sum's heaps of 0 cannot move.
  const nim = fs.readFileSync(path.join(ROOT, 'examples', 'rules', 'nim.game'), 'utf8');
  for (const [lang, words] of [['en', /the computer wins/], ['zh', /电脑赢了/]]) {
    await withPage(linkOf(nim, `&lang=${lang}`), async (page, problems) => {
      await askSum(page, '1, 2');
      await page.click('#sum-play');
      let moves = 0;
      while ((await page.getAttribute('#sum-game', 'data-over')) === '') {
        await page.waitForSelector('#sum-game[data-turn="you"], #sum-game:not([data-over=""])');
        if ((await page.getAttribute('#sum-game', 'data-over')) !== '') break;
        const before = await page.$$eval('#sum-game-log li', (items) => items.length);
        await page.click('#sum-game-go');
        await page.waitForFunction((n) => document.querySelectorAll('#sum-game-log li').length >= n + 2
          || document.querySelector('#sum-game').dataset.over !== '', before);
        moves += 1;
        assert.ok(moves <= 3, 'heaps of 1 and 2 end within 3 of your moves');
        if ((await page.getAttribute('#sum-game', 'data-over')) === '') {
          assert.equal(await page.getAttribute('#sum-result', 'data-value'), '0', 'the computer leaves a sum of value 0');
        }
      }
      assert.equal(await page.getAttribute('#sum-game', 'data-over'), 'computer', lang);
      assert.match(await page.textContent('#sum-game-status'), words);
      assert.deepEqual(problems, []);
    });
  }
});

test("Check on a game with sums says beside the answer that it does not solve them, at the program's first sum line", async () => {
  await withPage(linkOf(kaylesUpTo(12)), async (page, problems) => {
    await page.click('#tab-check');
    await page.fill('#check-answer', 'Lose Win');
    await page.click('#check');
    await page.waitForSelector('#check-answer[aria-invalid="true"]');
    assert.match(await page.textContent('#check-answer-error'), /line \d+, column \d+: the page's check does not solve moves to sums yet/);
    assert.deepEqual(problems, []);
  });
});

test('a program with a win-when line is not under normal play: the Sum card says so and asks nothing', async () => {
  const ladder = 'state n in 0..5\nwin when n == 5\nmove n + 1 if n < 5\n';
  await withPage(linkOf(ladder), async (page, problems) => {
    await page.waitForFunction(() => /normal play/.test(document.querySelector('#sum-note').textContent));
    assert.ok(await page.isDisabled('#sum-parts'));
    assert.ok(await page.isDisabled('#sum-apply'));
    // The next game, under normal play, asks again.
    await page.fill('#rules-source', kaylesUpTo(12));
    await page.click('#rules-apply');
    await page.waitForFunction(() => !document.querySelector('#sum-parts').disabled);
    assert.match(await page.textContent('#sum-note'), /^(?!.*normal play)/);
    assert.deepEqual(problems, []);
  });
});
