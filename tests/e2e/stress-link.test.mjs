// End-to-end: the link `retrograde stress` prints opens Check an answer with the program's
// answer already checked, as if pasted and checked: the verdict on the card, the wrong states
// listed and outlined on the board. Short answers come as a list (`answer=`), long or odd
// ones packed (`answerz=`, and a long graph as `edgesz=`); a damaged packed value is said on
// the card and the game stays.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { canvasStats, useSite } from './harness.mjs';
import {
  PROGRAMS, WRONG_RGB, checkCard, stress,
} from './stress-report.mjs';

const site = useSite();
const { withPage } = site;

const packed = (text) => deflateRawSync(Buffer.from(text)).toString('base64url');

/** The words of a text, line by line, as the checker counts them. */
const wordsByLine = (text) => text.trimEnd().split('\n').map((line) => line.trim().split(/\s+/).filter(Boolean));

test('the Berzerk link of a wrong program opens with its answer checked and its wrong states outlined', async () => {
  const { section, link } = stress(site, ['berzerk'], ['python3', path.join(PROGRAMS, 'berzerk.py'), '--bug', 'loop-as-lose']);
  const output = section('output');
  assert.match(link, /&step=end&pin=[RM]\d+#answer=[A-Za-z,;]+$/);
  const pin = new URL(link).searchParams.get('pin');
  const wrongWords = section('checker').match(/^wrong words: (\d+) of (\d+)$/m);
  await withPage(link, async (page, problems) => {
    const card = await checkCard(page);
    assert.equal(card.verdict, 'wrong');
    assert.equal(card.first, pin, 'the first wrong word is the state the checker names');
    assert.equal(card.wrong, wrongWords[1]);
    assert.match(card.text, new RegExp(`^Wrong answer: ${wrongWords[1]} of ${wrongWords[2]} words wrong\\. First at`));
    assert.ok(card.listed.includes(pin), card.listed.join(' '));
    assert.deepEqual(wordsByLine(card.answer), wordsByLine(output), 'the program\'s words, on their lines');
    assert.equal(await page.getAttribute('#explain', 'data-state'), pin, 'still pinned in Why?');
    assert.equal(await page.getAttribute('#status', 'data-done'), 'true');
    assert.ok((await canvasStats(page)).colours[WRONG_RGB], 'the wrong states are outlined');
    assert.equal(await page.isHidden('#link-note'), true, 'nothing in the link was ignored');
    assert.deepEqual(problems, []);
  });
  // The same game without the answer outlines nothing.
  const bare = link.replace(/#answer=.*$/, '');
  await withPage(bare, async (page) => {
    assert.equal(await page.getAttribute('#check-result', 'data-verdict'), null);
    assert.equal((await canvasStats(page)).colours[WRONG_RGB], undefined);
  });
});

test('a long graph and its answer come packed, and open checked', async () => {
  // A cycle of 400 nodes with a tail: every node is Loop but the tail's two.
  const n = 402;
  const lines = [...Array.from({ length: 400 }, (_, i) => `${i + 1} ${((i + 1) % 400) + 1}`), '401 402'];
  const edges = `${n} ${lines.length}\n${lines.join('\n')}\n`;
  const words = [...Array(400).fill('Loop'), 'Win', 'Lose'];
  words[6] = 'Win';
  words[400] = 'Lose';
  const answer = `${words.join(' ')}\n`;
  await withPage(`${site.url}?game=graph&edgesz=${packed(edges)}&step=end&answerz=${packed(answer)}`, async (page, problems) => {
    assert.equal(await page.inputValue('#graph-edges'), edges);
    const card = await checkCard(page);
    assert.equal(card.verdict, 'wrong');
    assert.equal(card.first, '7');
    assert.equal(card.wrong, '2');
    assert.deepEqual(card.listed, ['7', '401']);
    assert.equal(card.answer, answer);
    assert.ok((await canvasStats(page)).colours[WRONG_RGB], 'the wrong nodes are outlined');
    assert.deepEqual(problems, []);
  });
});

test('the graph link of a wrong program carries its answer; a format error is checked too', async () => {
  const { link } = stress(site, ['graph'], ['sh', '-c', 'cat > /dev/null; printf "Win,\\n"']);
  assert.match(link, /\?game=graph&step=end#edges=1,0&answerz=[\w-]+$/);
  await withPage(link, async (page, problems) => {
    const card = await checkCard(page);
    assert.equal(card.verdict, 'format');
    assert.equal(card.text, 'Not in the judge\'s format: line 1, word 1: expected Win, Lose or Loop, found "Win,".');
    assert.equal(card.answer, 'Win,\n');
    assert.deepEqual(problems, []);
  });
});

test('a link with an answer and no step is checked at the end of the run, as Check does', async () => {
  await withPage(`${site.url}?n=5&s1=3,2&s2=1,2,3&answer=Win,Win,Win,Loop;Loop,Win,Lose,Win`, async (page, problems) => {
    const card = await checkCard(page);
    assert.equal(card.verdict, 'wrong');
    assert.deepEqual(card.listed, ['R2', 'M4']);
    assert.equal(card.answer, 'Win Win Win Loop\nLoop Win Lose Win\n');
    assert.equal(await page.getAttribute('#status', 'data-done'), 'true');
    await page.waitForFunction(() => /[?&]step=end/.test(window.location.search));
    assert.deepEqual(problems, []);
  });
});

test('a damaged packed answer is said on the card and the game stays; a damaged graph leaves the default', async () => {
  await withPage(`${site.url}?n=5&s1=3,2&s2=1,2,3&step=end&pin=R4&answerz=${packed('Lose Win\n').slice(0, 5)}`, async (page, problems) => {
    const card = await checkCard(page);
    assert.equal(card.verdict, 'unread');
    assert.match(card.text, /answerz=\) cannot be read/);
    assert.equal(card.answer, '');
    assert.equal(await page.inputValue('#n'), '5');
    assert.equal(await page.getAttribute('#status', 'data-done'), 'true');
    assert.equal(await page.getAttribute('#explain', 'data-state'), 'R4');
    assert.match(await page.textContent('#link-note'), /answerz= was ignored/);
    assert.equal((await canvasStats(page)).colours[WRONG_RGB], undefined);
    assert.deepEqual(problems, []);
  });
  await withPage(`${site.url}?game=graph&edgesz=not-deflate&answer=Win`, async (page, problems) => {
    assert.match(await page.inputValue('#graph-edges'), /^5 6\n/, 'the default graph');
    assert.match(await page.textContent('#link-note'), /edgesz= was ignored/);
    assert.equal(await page.getAttribute('#check-result', 'data-verdict'), 'format', 'one word for five nodes');
    assert.deepEqual(problems, []);
  });
});
