// End-to-end: the page in Chinese and in English, and Berzerk's two numberings. In Chinese no
// English word is left in the page's own texts in any of the main states of Berzerk, the two
// piles and the graph; the narration says the same numbers as the English one, step by step;
// switching language or numbering re-words the page in place (with the graph shown, a switch
// there and back leaves every text as it was); the numbering renames every state by exactly
// one, and links keep it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useSite } from './harness.mjs';
import { cellCentre, ringLayout } from '../../www/games/berzerk/ring-geometry.js';
import { edgesToLink } from '../../www/games/graph/edges.js';
import { GRAPH_PRESETS } from '../../www/games/graph/presets.js';
import { numbersIn } from '../unit/numbers.mjs';

const site = useSite();
const { withPage } = site;
const SAMPLE1 = '?n=5&s1=3,2&s2=1,2,3';
const SAMPLE2 = '?n=8&s1=6,2,3,4&s2=3,6';
const GRAPH = '?game=graph';
const CLI = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'target', 'release', 'retrograde');

/**
 * Latin words of two letters or more that may stand in Chinese texts: names of file formats,
 * codecs and the languages a table is saved for (Python, CSV), the keys as printed on keyboards (End, Esc, Ctrl+Enter, Tab, and Mac for whose
 * keys), the units MiB and GB, SG and the notation of its values (mex, inf) as the command prints it. State names (R5) and
 * variables (n, k1, S1) are single letters and numbers.
 */
const ALLOWED = ['PNG', 'JSON', 'CSV', 'Python', 'GIF', 'HTML', 'WebM', 'MP', 'VP', 'End', 'Esc', 'Ctrl', 'Enter', 'Tab', 'Mac', 'MiB', 'GB', 'SG', 'mex', 'inf'];
/** The commands whose output the graph's and a rule game's answer cards are, named as typed in every language. */
const COMMANDS = ['retrograde graph --remoteness', 'retrograde rules'];
/** A word a program printed, quoted in the judge's words with its Chinese beside it: "Win（必胜）". */
const GLOSSED = /\b(Win|Lose|Loop|Alice|Bob)（(必胜|必败|循环|先手必胜|先手必败)）/g;

/**
 * The page's own texts, as [where, text]: every text node (hidden ones too), every title,
 * aria-label, aria-valuetext and placeholder, and what the page wrote in its text fields (a
 * long edge list's "and so many more lines"). Left out: the judge's format, which stays
 * English (the judge outputs of Berzerk, the graph and a rule game, the answer to check
 * with its example, and a problem's expected output and its answer words on the Format card), a rule program and its settings and the command's refusal of one, the
 * embed code, and the language switch's own names of its languages.
 */
function pageTexts(page) {
  return page.evaluate(() => {
    const texts = [];
    const judge = (element) => element.closest('#answer, #graph-answer, #rules-answer, #rules-error, #format-result, .format-word, script, style, #lang');
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !judge(parent)) texts.push([parent.id || parent.tagName, node.textContent]);
    }
    for (const element of document.querySelectorAll('*')) {
      if (judge(element)) continue;
      for (const name of ['title', 'aria-label', 'aria-valuetext', 'placeholder']) {
        if (name === 'placeholder' && element.id === 'check-answer') continue;
        const value = element.getAttribute(name);
        if (value) texts.push([`${element.id || element.tagName}[${name}]`, value]);
      }
    }
    for (const field of document.querySelectorAll('textarea:not(#check-answer, #embed-snippet, #rules-source, #rules-set)')) texts.push([`${field.id}.value`, field.value]);
    return texts;
  });
}

/** Every Latin word of the page's own texts that is not allowed, with where it is. */
async function englishLeft(page) {
  const found = [];
  for (const [where, text] of await pageTexts(page)) {
    const said = COMMANDS.reduce((rest, command) => rest.replace(command, ''), text);
    for (const word of said.replace(GLOSSED, '').match(/[A-Za-z]{2,}/g) ?? []) {
      if (!ALLOWED.includes(word)) found.push(`${where}: ${word} (${text.trim().slice(0, 80)})`);
    }
  }
  return found;
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

/** A graph of `n` nodes from the command, with cycles and Loops: beyond 400 nodes, the summary board. */
function generatedGraph(n) {
  const out = spawnSync(CLI, ['gen', 'graph', '--n', String(n), '--kind', 'loopy', '--seed', '2'], { maxBuffer: 1 << 28 });
  assert.equal(out.status, 0, String(out.stderr));
  return out.stdout.toString();
}

/** Opens `text` as an edge list from a file (a judge-size list is shown by its first lines). */
async function openGraphFile(page, text, nodes) {
  await page.setInputFiles('#graph-file', { name: 'graph.in', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForFunction((n) => document.querySelector('#board-caption').textContent.includes(n), nodes);
}

/** Plays node 1 of the Sleepy Game graph as the first player: to 3, then (after the computer's 4) to 5. */
async function playSleepy(page, moves) {
  await page.click('#tab-play');
  await page.fill('#play-from', '1');
  await page.selectOption('#play-you', 'first');
  await page.click('#play-start');
  for (const [node, next] of [['3', '5'], ['5', null]].slice(0, moves)) {
    await page.click(`#play-moves button[data-node="${node}"]`);
    await page.waitForSelector(next === null ? '#play-result[data-over="true"]' : `#play-moves button[data-node="${next}"]`);
  }
}

// The Sleepy Game graph (the default) is Win Win Lose Win Lose: node 3 is the first wrong word.
const GRAPH_WRONG = 'Win Win Win Win Win';

test('in Chinese, no English word is left in the graph game in any of its main states', async () => {
  const big = generatedGraph(20000);
  await withPage(`${site.url}${GRAPH}&lang=zh`, async (page, problems) => {
    await noEnglish(page, 'the graph at the start');
    await page.goto(`${site.url}${GRAPH}&lang=zh&step=3&pin=1`);
    await page.waitForSelector('#explain[data-state="1"]');
    assert.match(await page.textContent('#explain-title'), /^已固定 1：未定/);
    await noEnglish(page, 'mid-run, node 1 pinned in Why?');
    await page.click('#end');
    await page.waitForSelector('#explain[data-outcome="Win"]');
    await page.click('#tab-result');
    await page.waitForFunction(() => document.querySelector('#stats-note').textContent.length > 0);
    assert.match(await page.textContent('#graph-answer'), /^Win Win Lose Win Lose\n3 /, 'the answer stays in the judge\'s words');
    await noEnglish(page, 'solved, with the whole result');
    await page.click('#tab-check');
    await page.fill('#check-answer', GRAPH_WRONG);
    await page.click('#check');
    await page.waitForSelector('#check-result[data-verdict="wrong"]');
    assert.match(await page.textContent('#check-result'), /第 1 行第 3 个词（结点 3），你的输出是 Win（必胜），正确结果是 Lose（必败）。证明：它是必败而不是必胜，因为/);
    await noEnglish(page, 'a wrong answer checked');
    await playSleepy(page, 1);
    await noEnglish(page, 'playing from node 1');
    await playSleepy(page, 2);
    assert.match(await page.textContent('#play-result'), /^你赢了：走了 3 步之后/);
    await noEnglish(page, 'a game played to its end');
    await page.fill('#graph-find', '99');
    await page.click('#graph-find-go');
    await page.waitForSelector('#graph-find[aria-invalid="true"]');
    await page.fill('#graph-edges', '3 2\n1 2\n2 9\n');
    await page.click('#graph-apply');
    await page.waitForSelector('#graph-edges[aria-invalid="true"]');
    await noEnglish(page, 'a node not found and an edge list refused');
    await openGraphFile(page, big, '20,000 个结点');
    assert.match(await page.textContent('#view-label'), /按结点编号排列/);
    await noEnglish(page, 'the summary board of 20,000 nodes, unsolved');
    await page.click('#end');
    await page.waitForSelector('#status[data-done="true"]', { timeout: 60000 });
    assert.match(await page.textContent('#view-label'), /按结果和步数分组/);
    await noEnglish(page, 'the summary board, solved');
    assert.deepEqual(problems, []);
  });
});

test('the Chinese narration of a graph says the English one\'s numbers, step by step over whole runs', async () => {
  const read = async (page) => ({
    narration: numbersIn(await page.textContent('#narration')),
    status: numbersIn(await page.textContent('#status')),
    queue: numbersIn(await page.textContent('#detail')),
    // The reason's numbers as a set: the languages word a counter's "1 move of 2" in their own order.
    why: numbersIn(await page.textContent('#explain-reason')).sort(),
  });
  for (const preset of ['chain', 'draw', 'sleepy']) {
    const runs = {};
    for (const lang of ['en', 'zh']) {
      await withPage(`${site.url}${GRAPH}&edges=${encodeURIComponent(edgesToLink(GRAPH_PRESETS[preset]))}&pin=1&lang=${lang}`, async (page) => {
        await page.waitForSelector('#explain[data-state="1"]');
        runs[lang] = await stepThrough(page, read);
      });
    }
    assert.ok(runs.en.length >= 5, `${preset}: a whole run`);
    assert.deepEqual(runs.zh, runs.en, preset);
  }
});

/**
 * Waits for the whole result to tally the run as it stands: it is asked for once the run is
 * at rest and comes when it comes (its note names the step, or no step once the run is over).
 */
function resultTallied(page) {
  return page.waitForFunction(() => {
    const note = document.querySelector('#stats-note').textContent;
    const status = document.querySelector('#status');
    if (status.dataset.done === 'true') return note.length > 0 && !/\d/.test(note);
    return note.match(/\d+/)?.[0] === status.textContent.match(/\d+/)[0];
  });
}

/**
 * Chooses Chinese in the language switch and waits for the page to speak it: the first time,
 * the page's Chinese font may be fetched first (www/ui/fonts.js).
 */
async function chooseChinese(page) {
  await page.selectOption('#lang', 'zh');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-Hans');
}

/** Switches to Chinese, where no English is left, and back, where every text is as it was. */
async function switchedAndBack(page, where) {
  await resultTallied(page);
  const before = await pageTexts(page);
  await chooseChinese(page);
  await noEnglish(page, `${where}, in Chinese`);
  await page.selectOption('#lang', 'en');
  assert.deepEqual(await pageTexts(page), before, `${where}, back in English`);
}

test('with the graph shown, a switch of language re-words every card in place, and back again every text is as it was', async () => {
  const big = generatedGraph(20000);
  await withPage(`${site.url}${GRAPH}&step=3&pin=1`, async (page, problems) => {
    await page.waitForSelector('#explain[data-state="1"]');
    await switchedAndBack(page, 'mid-run, node 1 pinned');
    await page.click('#end');
    await page.waitForSelector('#explain[data-outcome="Win"]');
    await page.click('#tab-result');
    await page.waitForFunction(() => document.querySelector('#stats-note').textContent.length > 0);
    await switchedAndBack(page, 'solved, with the whole result');
    await page.click('#tab-check');
    await page.fill('#check-answer', GRAPH_WRONG);
    await page.click('#check');
    await page.waitForSelector('#check-result[data-verdict="wrong"]');
    await switchedAndBack(page, 'a wrong answer checked');
    await playSleepy(page, 1);
    await switchedAndBack(page, 'playing from node 1');
    await playSleepy(page, 2);
    await switchedAndBack(page, 'a game played to its end');
    for (const tab of ['legend', 'save', 'predict']) {
      await page.click(`#tab-${tab}`);
      await switchedAndBack(page, `the ${tab} card`);
    }
    await page.fill('#graph-find', '99');
    await page.click('#graph-find-go');
    await page.waitForSelector('#graph-find[aria-invalid="true"]');
    await switchedAndBack(page, 'a node not found');
    await openGraphFile(page, big, '20,000 nodes');
    assert.match(await page.inputValue('#graph-edges'), /\n… and [\d,]+ more lines, kept as loaded/);
    await switchedAndBack(page, 'the summary board, the edge list shown by its first lines');
    assert.deepEqual(problems, []);
  });
});

test('switching the language re-words the page in place: the run, the pin and the zoom stay', async () => {
  await withPage(`${site.url}?n=2000&s1=1,2,3&s2=2,5&step=6&pin=M1999`, async (page, problems) => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    for (let i = 0; i < 4; i += 1) await page.click('#zoom-in');
    // Four times 1.5 is 5.06.
    await page.waitForFunction(() => /×5\.1/.test(document.querySelector('#view-label').textContent));
    const status = numbersIn(await page.textContent('#status'));
    await chooseChinese(page);
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

test('with numbering=0 every example the page gives is a state it accepts, in either language', async () => {
  for (const lang of ['en', 'zh']) {
    await withPage(`${site.url}${SAMPLE1}&numbering=0&step=end&lang=${lang}`, async (page, problems) => {
      const legend = await page.textContent('[data-i18n="legend.namesTerm"]');
      const hint = await page.textContent('#play-from-hint');
      await page.click('#tab-play');
      await page.fill('#play-from', 'R5');
      await page.click('#play-start');
      await page.waitForFunction(() => document.querySelector('#play-from-error').textContent.length > 0);
      const refusal = await page.textContent('#play-from-error');
      const examples = [legend, hint, refusal].flatMap((text) => text.match(/\b[RM]\d+\b/g) ?? []).filter((name) => name !== 'R5');
      assert.ok(examples.length >= 4, `${lang}: ${legend} | ${hint} | ${refusal}`);
      assert.equal(await page.inputValue('#numbering'), 'position');
      for (const name of examples) {
        await page.fill('#play-from', name);
        await page.click('#play-start');
        await page.waitForSelector('#play-moves button, #play-result[data-over="true"]');
        assert.equal(await page.textContent('#play-from-error'), '', `${lang}: ${name} is a start`);
      }
      assert.deepEqual(problems, []);
    });
  }
});

test('the page\'s text and every font drawn on its canvases name a CJK family before the generic one', async () => {
  const cjk = /"Noto Sans CJK SC".*sans-serif/;
  await withPage(`${site.url}${SAMPLE1}&lang=zh&step=3&pin=R3`, async (page, problems) => {
    await page.addInitScript(() => {
      window.fontsDrawn = new Set();
      const font = Object.getOwnPropertyDescriptor(CanvasRenderingContext2D.prototype, 'font');
      Object.defineProperty(CanvasRenderingContext2D.prototype, 'font', {
        configurable: true,
        get() { return font.get.call(this); },
        set(value) { window.fontsDrawn.add(value); font.set.call(this, value); },
      });
    });
    for (const game of [`${SAMPLE1}&step=3&pin=R3`, `${GRAPH}&step=3&pin=1`, '?game=piles&step=3']) {
      await page.goto(`${site.url}${game}&lang=zh`);
      await page.waitForSelector('body[data-ready="true"]');
      await page.click('#tab-legend');
      const stacks = await page.evaluate(() => ['body', '#pseudocode', '#status'].map((s) => getComputedStyle(document.querySelector(s)).fontFamily));
      for (const stack of stacks) assert.match(stack, /"Noto Sans CJK SC"/, stack);
      assert.match(stacks[0], cjk);
      assert.match(stacks[1], /"Noto Sans CJK SC".*monospace/);
      const fonts = await page.evaluate(() => [...window.fontsDrawn]);
      assert.ok(fonts.length > 0, `${game}: the board draws text`);
      for (const font of fonts) assert.match(font, cjk, `${game}: ${font}`);
    }
    assert.deepEqual(problems, []);
  });
});

/** The width of the numbering's choice as written, and the room its select gives it. */
function numberingFits(page) {
  return page.$eval('#numbering', (select) => {
    const style = getComputedStyle(select);
    const probe = document.createElement('span');
    probe.style.font = style.font;
    probe.style.whiteSpace = 'pre';
    probe.style.position = 'absolute';
    probe.textContent = select.selectedOptions[0].textContent;
    document.body.append(probe);
    const text = probe.getBoundingClientRect().width;
    probe.remove();
    // The room inside the padding, less the arrow's.
    return { text, room: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16 };
  });
}

test('on a phone (390 px) the page keeps its numbering\'s choices whole, and in Chinese its labels, pseudocode and pile pairs', async () => {
  const phone = {
    width: 390, height: 844, isMobile: true, hasTouch: true,
  };
  for (const lang of ['en', 'zh']) {
    await withPage(`${site.url}${SAMPLE1}&lang=${lang}`, async (page, problems) => {
      for (const choice of ['object', 'position']) {
        await page.selectOption('#numbering', choice);
        const fit = await numberingFits(page);
        assert.ok(fit.text <= fit.room, `${lang}, ${choice}: the text is ${fit.text} px in ${fit.room} px`);
      }
      assert.deepEqual(problems, []);
    }, phone);
  }
  await withPage(`${site.url}${SAMPLE1}&lang=zh`, async (page, problems) => {
    // The hints box's label on one line: its text is one line box.
    const lines = await page.$eval('#play-hints + span', (span) => {
      const range = document.createRange();
      range.selectNodeContents(span);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    assert.equal(lines, 1, '提示 is on one line');
    // A pseudocode line that wraps hangs past its own indentation. The list is made 28 digits
    // wide, of which its numbers' padding takes about 4: its longest lines (39 and 32
    // characters, each at least a digit wide in any font) wrap whatever the machine's fonts.
    await page.$eval('#pseudocode', (list) => {
      list.style.width = '28ch';
    });
    const hanging = await page.$$eval('#pseudocode li', (items) => items.map((item) => {
      const text = item.firstChild;
      const range = document.createRange();
      range.selectNodeContents(item);
      const rects = [...range.getClientRects()];
      const lead = text.textContent.length - text.textContent.trimStart().length;
      range.setStart(text, lead);
      range.setEnd(text, lead + 1);
      const start = range.getBoundingClientRect().left;
      const first = rects[0].top;
      return { start, after: rects.filter((r) => r.top > first + 2).map((r) => r.left) };
    }).filter((line) => line.after.length > 0));
    assert.ok(hanging.length > 0, 'a line of the pseudocode wraps in a list 28 digits wide');
    for (const line of hanging) for (const left of line.after) assert.ok(left > line.start + 4, `wrapped at ${left}, the line starts at ${line.start}`);
    // Pile pairs such as (1, 2) stay on one line, wherever the narration wraps.
    await page.click('#switch-piles');
    await page.waitForSelector('body[data-game="piles"]');
    for (let i = 0; i < 4; i += 1) await page.click('#step');
    const broken = await page.$eval('#narration', (narration) => {
      const found = [];
      for (let width = 120; width <= 360; width += 2) {
        narration.style.width = `${width}px`;
        const walker = document.createTreeWalker(narration, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of node.textContent.matchAll(/\(\d+,\s\d+\)/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (tops.size > 1) found.push(`${match[0]} at ${width} px`);
          }
        }
      }
      return { found, text: narration.textContent };
    });
    assert.match(broken.text, /\(\d+,\s\d+\)/);
    assert.deepEqual(broken.found, [], broken.text);
    assert.deepEqual(problems, []);
  }, phone);
});
