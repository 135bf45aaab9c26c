// End-to-end: Check an answer for the two piles. The link `retrograde stress piles` prints
// carries the queries and the program's answer, and opens with the verdict on the card and
// the wrong queries' cells outlined on the grid; a pasted wrong answer is checked in the
// command's words; a malformed answer or input is said plainly, and nothing breaks.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { canvasStats, useSite } from './harness.mjs';
import {
  PROGRAMS, WRONG_RGB, checkCard, stress,
} from './stress-report.mjs';

const site = useSite();
const { withPage } = site;
const PILES = path.join(PROGRAMS, 'piles.py');
const SAMPLE = '5\n2 3\n3 5\n5 7\n7 5\n7 7\n';

const words = (text) => text.trim().split(/\s+/);
const outlined = async (page) => Boolean((await canvasStats(page)).colours[WRONG_RGB]);

test('the piles link of a wrong program opens with its answer checked and the wrong cell outlined', async () => {
  const { section, link } = stress(site, ['piles'], ['python3', PILES, '--bug', 'zero']);
  assert.match(link, /\?game=piles&size=1&step=end&pin=([01]),([01])#queries=1;[01],[01]&answer=Bob$/);
  const [n, m] = new URL(link).searchParams.get('pin').split(',');
  await withPage(link, async (page, problems) => {
    const card = await checkCard(page);
    assert.equal(card.verdict, 'wrong');
    assert.equal(card.first, `(${n}, ${m})`);
    assert.equal(card.wrong, '1');
    assert.deepEqual(card.listed, [`(${n}, ${m})`]);
    assert.equal(card.text, `Wrong answer: 1 of 1 words wrong. First at line 1, word 1 (query 1, piles (${n}, ${m})): it says Bob, the truth is Alice. `
      + `Proof: ${section('checker').split('\n')[1]}. The board shows the end of the run: the truth.`);
    assert.deepEqual(words(card.queries), words(section('input')));
    assert.deepEqual(words(card.answer), words(section('output')));
    assert.equal(await page.isVisible('#check-card'), true, 'the check card is open');
    assert.equal(await page.getAttribute('#cell-explain', 'data-cell'), `${n},${m}`, 'still pinned in Why?');
    assert.equal(await page.getAttribute('#status', 'data-done'), 'true');
    assert.ok(await outlined(page), 'the wrong cell is outlined');
    assert.equal(await page.isHidden('#link-note'), true, 'nothing in the link was ignored');
    // The marks are the piles' own: another game never draws them, and they come back.
    await page.click('#switch-graph');
    await page.waitForSelector('body[data-game="graph"]');
    assert.equal(await outlined(page), false, 'no pile cell drawn as a node');
    await page.click('#switch-piles');
    await page.waitForSelector('body[data-game="piles"]');
    assert.ok(await outlined(page), 'outlined again');
    assert.equal(await page.getAttribute('#check-result', 'data-verdict'), 'wrong');
    assert.deepEqual(problems, []);
  });
  // The queries alone fill the field and check nothing.
  await withPage(link.replace(/&answer=.*$/, ''), async (page, problems) => {
    assert.equal(await page.getAttribute('#check-result', 'data-verdict'), null);
    assert.deepEqual(words(await page.inputValue('#pile-queries')), words(section('input')));
    assert.equal(await outlined(page), false);
    assert.deepEqual(problems, []);
  });
});

test('a pasted wrong answer is checked in the command\'s words; a wrong cell pins its Why?', async () => {
  await withPage(`${site.url}?game=piles&size=10`, async (page, problems) => {
    await page.click('#tab-check');
    await page.fill('#pile-queries', SAMPLE);
    await page.fill('#check-answer', 'Bob\nAlice\nAlice\nBob\nBob\n');
    await page.click('#check');
    await page.waitForSelector('#check-result[data-verdict="wrong"]');
    const card = await checkCard(page);
    assert.equal(card.wrong, '2');
    assert.deepEqual(card.listed, ['(5, 7)', '(7, 7)']);
    assert.equal(card.text, 'Wrong answer: 2 of 5 words wrong. First at line 3, word 1 (query 3, piles (5, 7)): it says Alice, the truth is Bob. '
      + 'Proof: Bob wins: (5, 7) is a P-position, where every move leaves a winning position: no move reaches a smaller P-position, '
      + 'since reaching (0, 0) takes 5 and 7, (2, 3) takes 3 and 4, (3, 2) takes 2 and 5, and in none of these takes is one amount a multiple of the other. '
      + 'The board shows the end of the run: the truth.');
    assert.equal(await page.getAttribute('#status', 'data-done'), 'true');
    assert.ok(await outlined(page), 'the wrong cells are outlined');
    await page.click('#check-wrong button:nth-child(2)');
    assert.equal(await page.getAttribute('#cell-explain', 'data-cell'), '7,7');
    // Right, the verdict is accepted and the outlines go.
    await page.fill('#check-answer', 'Bob Alice Bob Bob Alice');
    await page.click('#check');
    await page.waitForSelector('#check-result[data-verdict="accepted"]');
    assert.equal(await page.textContent('#check-result'), 'Accepted: every word is right.');
    assert.equal(await outlined(page), false);
    assert.deepEqual(problems, []);
  });
});

test("Check opens with the sample's queries, so the sample's answer can be checked at once", async () => {
  await withPage(`${site.url}?game=piles`, async (page, problems) => {
    await page.click('#tab-check');
    assert.deepEqual(words(await page.inputValue('#pile-queries')), words(SAMPLE));
    // The answer field's example is the sample's answer: checked as it stands, it is right.
    await page.fill('#check-answer', await page.getAttribute('#check-answer', 'placeholder'));
    await page.click('#check');
    await page.waitForSelector('#check-result[data-verdict]');
    assert.equal(await page.getAttribute('#check-result', 'data-verdict'), 'accepted');
    assert.deepEqual(problems, []);
  });
});

test('a malformed answer or queries are said plainly, and nothing breaks', async () => {
  await withPage(`${site.url}?game=piles&size=10`, async (page, problems) => {
    await page.click('#tab-check');
    await page.fill('#pile-queries', SAMPLE);
    await page.fill('#check-answer', 'Bob Alice alice');
    await page.click('#check');
    await page.waitForSelector('#check-result[data-verdict="format"]');
    assert.equal(await page.textContent('#check-result'),
      'Not in the judge\'s format: line 1, word 3: expected Alice or Bob, found "alice" (the words are case-sensitive).');
    assert.equal(await outlined(page), false);
    // Queries that are not a judge input: said beside their field, and no verdict.
    await page.fill('#pile-queries', '2\n1 2\n');
    await page.fill('#check-answer', 'Alice');
    await page.click('#check');
    await page.waitForFunction(() => document.getElementById('pile-queries-error').textContent !== '');
    assert.match(await page.textContent('#pile-queries-error'), /query 2 of 2/);
    assert.equal(await page.getAttribute('#pile-queries', 'aria-invalid'), 'true');
    assert.equal(await page.getAttribute('#check-result', 'data-verdict'), null);
    assert.deepEqual(problems, []);
  });
  // A damaged packed input in a link is said on the card; the grid stays.
  await withPage(`${site.url}?game=piles&size=5&queriesz=not-deflate&answer=Bob`, async (page, problems) => {
    assert.equal(await page.getAttribute('#check-result', 'data-verdict'), 'unread');
    assert.match(await page.textContent('#check-result'), /queriesz= cannot be read/);
    assert.match(await page.textContent('#link-note'), /queriesz= was ignored/);
    assert.equal(await page.inputValue('#pile-size'), '5');
    assert.deepEqual(problems, []);
  });
});

test('in Chinese the piles\' verdict says who wins as contestants do, with no English word', async () => {
  const link = `${site.url}?game=piles&size=8&step=end&queries=5;2,3;3,5;5,7;7,5;7,7&answer=Bob;Alice;Alice;Bob;Bob&lang=zh`;
  await withPage(link, async (page, problems) => {
    await page.waitForSelector('#check-result[data-verdict="wrong"]');
    const text = await page.textContent('#check-result');
    assert.match(text, /（第 3 个询问，石子堆 \(5,\u00a07\)），你的输出是 Alice（先手必胜），正确结果是 Bob（先手必败）。/);
    const label = await page.textContent('#check-answer-label');
    // The program's words are quoted as the judge prints them, each with its Chinese beside it.
    const unglossed = text.replace(/\b(Alice|Bob)（先手必(胜|败)）/g, '');
    for (const words of [unglossed, label, await page.textContent('label[for="pile-queries"]')]) {
      assert.deepEqual(words.match(/[A-Za-z]{2,}/g) ?? [], [], words);
    }
    assert.deepEqual(problems, []);
  });
});
