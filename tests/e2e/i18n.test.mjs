// End-to-end: the page in Chinese and in English, and Berzerk's two numberings. In Chinese no
// English word is left in the page's own texts in any of its main states; the narration says
// the same numbers as the English one, step by step; switching language or numbering re-words
// the page in place; the numbering renames every state by exactly one, and links keep it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './harness.mjs';
import { cellCentre, ringLayout } from '../../www/draw/ring-geometry.js';
import { numbersIn } from '../unit/numbers.mjs';

const site = useSite();
const { withPage } = site;
const SAMPLE1 = '?n=5&s1=3,2&s2=1,2,3';
const SAMPLE2 = '?n=8&s1=6,2,3,4&s2=3,6';

/**
 * Latin words of two letters or more that may stand in Chinese texts: names of file formats
 * and codecs, and the keys End and Esc as printed on keyboards. State names (R5) and
 * variables (n, k1, S1) are single letters and numbers.
 */
const ALLOWED = ['PNG', 'JSON', 'GIF', 'HTML', 'WebM', 'MP', 'VP', 'End', 'Esc'];

/**
 * Every Latin word of the page's own texts and attributes that is not allowed, with where it
 * is: every text node (hidden ones too) and every title, aria-label, aria-valuetext and
 * placeholder. Left out: the judge's format, which stays English (the judge output and the
 * example of an answer to paste), and the language switch's own names of its languages.
 */
function englishLeft(page) {
  return page.evaluate((allowed) => {
    const found = [];
    const judge = (element) => element.closest('#answer, script, style, #lang');
    const scan = (text, where) => {
      for (const word of text.match(/[A-Za-z]{2,}/g) ?? []) if (!allowed.includes(word)) found.push(`${where}: ${word} (${text.trim().slice(0, 80)})`);
    };
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !judge(parent)) scan(node.textContent, parent.id || parent.tagName);
    }
    for (const element of document.querySelectorAll('*')) {
      if (judge(element)) continue;
      for (const name of ['title', 'aria-label', 'aria-valuetext', 'placeholder']) {
        if (name === 'placeholder' && element.id === 'check-answer') continue;
        const value = element.getAttribute(name);
        if (value) scan(value, `${element.id || element.tagName}[${name}]`);
      }
    }
    return found;
  }, ALLOWED);
}

async function noEnglish(page, where) {
  assert.deepEqual(await englishLeft(page), [], where);
}

/** Moves the pointer over `state` on a circle of n objects; resolves to the tooltip's text. */
async function hover(page, state, n) {
  const box = await page.locator('#board').boundingBox();
  const c = cellCentre(ringLayout(n, Math.floor(box.width), Math.floor(box.height)), state);
  await page.mouse.move(box.x + c.x, box.y + c.y);
  await page.waitForSelector('#tooltip:not([hidden])');
  return page.textContent('#tooltip');
}

test('in Chinese, no English word is left in the page in any of its main states', async () => {
  await withPage(`${site.url}?lang=zh`, async (page, problems) => {
    await noEnglish(page, 'Berzerk at the start');
    await page.goto(`${site.url}${SAMPLE2}&lang=zh&step=6&pin=R2`);
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await page.getAttribute('#explain', 'data-state'), 'R2');
    assert.match(await hover(page, 3, 8), /状态R4/);
    await noEnglish(page, 'mid-run, R2 pinned in Why?, R4 hovered');
    await page.mouse.move(1, 1);
    await page.click('#end');
    await page.waitForSelector('#status[data-done="true"]');
    await page.click('#tab-result');
    await page.waitForFunction(() => document.querySelector('#stats-note').textContent.length > 0);
    assert.match(await page.textContent('#answer'), /^Win Win/, 'the judge output stays in the judge\'s words');
    await noEnglish(page, 'at the end, with the whole result');
    await page.fill('#check-answer', 'Lose Win Win Win Win Win Win\nLose Win Lose Lose Win Lose Win');
    await page.click('#check');
    await page.waitForSelector('#check-result[data-verdict="wrong"]');
    await noEnglish(page, 'a wrong answer checked');
    await page.click('#tab-play');
    await page.fill('#play-from', 'R2');
    await page.click('#play-start');
    await page.waitForSelector('#play-moves button');
    await page.click('#play-moves button >> nth=0');
    await page.waitForFunction(() => document.querySelectorAll('#play-log li').length > 0);
    await noEnglish(page, 'playing from R2');
    assert.deepEqual(problems, []);
  });
});

test('in Chinese, predicting and the two piles leave no English word either', async () => {
  await withPage(`${site.url}${SAMPLE1}&lang=zh`, async (page, problems) => {
    await page.click('#predict');
    const box = await page.locator('#board').boundingBox();
    const c = cellCentre(ringLayout(5, Math.floor(box.width), Math.floor(box.height)), 9);
    await page.mouse.click(box.x + c.x, box.y + c.y);
    await page.click('#step');
    await page.waitForSelector('#predict-result[data-right]');
    await noEnglish(page, 'a prediction graded');
    await page.click('#switch-piles');
    await page.waitForSelector('body[data-game="piles"]');
    await page.click('#step');
    await page.click('#step');
    await page.click('#tab-ask');
    await page.fill('#pile-n', '3');
    await page.fill('#pile-m', '5');
    await page.click('#ask');
    await page.waitForSelector('#verdict[data-winner]');
    await noEnglish(page, 'two piles, two steps and a query');
    assert.deepEqual(problems, []);
  });
});

/** Steps a page to the end of its run; after each step, what `read` reads of it. */
async function stepThrough(page, read) {
  const seen = [await read(page)];
  while (await page.getAttribute('#status', 'data-done') !== 'true') {
    const before = await page.textContent('#status');
    await page.click('#step');
    await page.waitForFunction((text) => document.querySelector('#status').textContent !== text, before);
    seen.push(await read(page));
  }
  return seen;
}

test('the Chinese narration says the English one\'s numbers, step by step over whole runs', async () => {
  const read = async (page) => ({
    narration: numbersIn(await page.textContent('#narration')),
    status: numbersIn(await page.textContent('#status')),
    queue: (await page.textContent('#detail')).match(/[RM]\d+/g),
  });
  for (const game of [SAMPLE1, SAMPLE2, '?n=12&s1=4,8&s2=4,8']) {
    const runs = {};
    for (const lang of ['en', 'zh']) {
      await withPage(`${site.url}${game}&lang=${lang}`, async (page) => {
        runs[lang] = await stepThrough(page, read);
      });
    }
    assert.ok(runs.en.length > 5, `${game}: a whole run`);
    assert.deepEqual(runs.zh, runs.en, game);
  }
});

test('switching the language re-words the page in place: the run, the pin and the zoom stay', async () => {
  await withPage(`${site.url}?n=2000&s1=1,2,3&s2=2,5&step=6&pin=M1999`, async (page, problems) => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    for (let i = 0; i < 4; i += 1) await page.click('#zoom-in');
    // Four times 1.5 is 5.06.
    await page.waitForFunction(() => /×5\.1/.test(document.querySelector('#view-label').textContent));
    const status = numbersIn(await page.textContent('#status'));
    await page.selectOption('#lang', 'zh');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
    assert.match(await page.textContent('#status'), /^步骤 6 /);
    assert.deepEqual(numbersIn(await page.textContent('#status')), status);
    assert.equal(await page.getAttribute('#explain', 'data-state'), 'M1999');
    assert.match(await page.textContent('#explain-title'), /^已固定 M1999：/);
    // The board's box may change with the words around it; the zoom and what it holds stay.
    assert.match(await page.textContent('#view-label'), /^视野内：.*物体 1,?[67]\d\d 到 2,000 以及 1 到 .*×5\.1/);
    assert.equal(await page.title(), '逆推：从终局倒着求解博弈');
    assert.match(page.url(), /[?&]lang=zh(&|$)/);
    await noEnglish(page, 'switched to Chinese mid-run');
    await page.selectOption('#lang', 'en');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.match(await page.textContent('#narration'), /^Took /);
    assert.match(await page.textContent('#explain-title'), /^Pinned M1999: /);
    assert.deepEqual(problems, []);
  });
});

test('the browser\'s language is the default, and shared links and embeds carry the language', async () => {
  await withPage(site.url, async (page, problems) => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hans');
    assert.equal(await page.inputValue('#lang'), 'zh');
    assert.match(await page.textContent('#status'), /^步骤 0 /);
    assert.doesNotMatch(page.url(), /lang=/, 'a language no one chose is not written in the address');
    await page.click('#copy-link');
    assert.match(await page.evaluate(() => navigator.clipboard.readText()), /[?&]lang=zh(&|$)/);
    await page.click('#embed-code');
    assert.match(await page.inputValue('#embed-snippet'), /embed\.html\?[^"]*lang=zh/);
    await page.goto(`${site.url}?lang=en`);
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'a link\'s lang= wins over the browser');
    assert.deepEqual(problems, []);
  }, { locale: 'zh-CN' });
});

/** The number in a state name such as R7. */
const numberOf = (name) => Number(name.slice(1));

test('the numbering renames every state by exactly one, and a link keeps it', async () => {
  await withPage(`${site.url}${SAMPLE2}&step=6&pin=R3`, async (page, problems) => {
    await page.fill('#play-from', 'M4');
    const names = async () => ({
      pinned: await page.getAttribute('#explain', 'data-state'),
      title: await page.textContent('#explain-title'),
      moves: await page.$$eval('#moves tr[data-to]', (rows) => rows.map((row) => row.dataset.to)),
      queue: (await page.textContent('#detail')).trim().split(/\s+/),
      tooltip: await hover(page, 2, 8),
    });
    const before = await names();
    assert.equal(before.pinned, 'R3');
    assert.match(before.tooltip, /StateR3.*Object3/);
    await page.mouse.move(1, 1);
    await page.selectOption('#numbering', 'position');
    const after = await names();
    assert.equal(after.pinned, 'R2');
    assert.match(after.title, /^Pinned R2: /);
    assert.match(after.tooltip, /StateR2.*Position2/);
    assert.ok(before.moves.length > 0 && before.queue.length > 0);
    for (const key of ['moves', 'queue']) {
      assert.deepEqual(after[key].map(numberOf), before[key].map((name) => numberOf(name) - 1), key);
      assert.deepEqual(after[key].map((name) => name[0]), before[key].map((name) => name[0]), key);
    }
    assert.equal(await page.inputValue('#play-from'), 'M3', 'a typed start keeps naming the same state');
    assert.match(page.url(), /[?&]numbering=0(&|$)/);
    assert.match(page.url(), /[?&]pin=R2(&|$)/);
    const outcome = await page.getAttribute('#explain', 'data-outcome');
    await page.goto(page.url());
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await page.inputValue('#numbering'), 'position');
    assert.equal(await page.getAttribute('#explain', 'data-state'), 'R2');
    assert.equal(await page.getAttribute('#explain', 'data-outcome'), outcome, 'the same state, named anew');
    await page.selectOption('#numbering', 'object');
    assert.equal(await page.getAttribute('#explain', 'data-state'), 'R3');
    assert.doesNotMatch(page.url(), /numbering=/, '1..n is the default');
    assert.deepEqual(problems, []);
  });
});
