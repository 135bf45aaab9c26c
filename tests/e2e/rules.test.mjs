// End-to-end: the rule game. Each preset's Answer card against the command (`retrograde rules
// --grundy`, or without it for a program with a `win when`); pinned states' values, outcome,
// remoteness and Grundy value against the command's table; a param changed in the params
// form; a refused program located beside the editor with the last game kept; and the
// Chinese page with no English left in the rule game's own texts.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cancelRulesBuild, useSite } from './harness.mjs';
import { RULES_PRESETS } from '../../www/games/rules/presets.js';

const site = useSite();
const { withPage } = site;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'target', 'release', 'retrograde');
const WYTHOFF_8 = '# Wythoff on 0..8\nparam N = 8\nstate a in 0..N, b in 0..N\nmove (a - k, b) for k in 1..a\nmove (a, b - k) for k in 1..b\nmove (a - k, b - k) for k in 1..min(a, b)\n';

/** What `retrograde rules` prints for `text` (with --grundy unless it has a `win when`), with `settings`. */
function truthOf(text, settings = []) {
  const grundy = /^\s*win when/m.test(text) ? [] : ['--grundy'];
  const out = spawnSync(CLI, ['rules', ...grundy, ...settings.flatMap((s) => ['--set', s]), '-'], { input: text });
  assert.equal(out.status, 0, String(out.stderr));
  return out.stdout.toString();
}

/** The command's refusal of `text`: its one line, without "retrograde: error: ". */
function refusalOf(text) {
  const out = spawnSync(CLI, ['rules', '-'], { input: text });
  assert.equal(out.status, 2);
  return out.stderr.toString().trim().replace(/^(retrograde: )?error: /, '');
}

/** The command's row for the state whose values are `words`: { outcome, remoteness, grundy }. */
function rowOf(answer, words) {
  const line = answer.split('\n').find((l) => l.startsWith(`${words.join(' ')} `));
  const [outcome, remoteness, grundy] = line.split(' ').slice(words.length);
  return { outcome, remoteness, grundy };
}

async function runToEnd(page) {
  await page.click('#end');
  await page.waitForSelector('#status[data-done="true"]', { timeout: 60000 });
}

const link = (text, rest = '') => `${site.url}?game=rules&src=${encodeURIComponent(text)}${rest}`;

test("each preset's Answer card is what the command prints", async () => {
  await withPage(`${site.url}?game=rules`, async (page, problems) => {
    assert.equal(await page.getAttribute('#switch-rules', 'aria-pressed'), 'true');
    for (const [name, text] of Object.entries(RULES_PRESETS)) {
      await page.click(`[data-game-part~="rules"] button[data-preset="${name}"]`);
      await page.waitForFunction((value) => document.querySelector('#rules-source').value === value, text);
      assert.equal(await page.textContent('#rules-answer'), '', `${name}: no answer before the end`);
      await runToEnd(page);
      assert.equal(await page.textContent('#rules-answer'), truthOf(text), name);
    }
    assert.deepEqual(problems, []);
  });
});

test("a pinned state's values, outcome, remoteness and Grundy value are the command's", async () => {
  const wythoff = truthOf(WYTHOFF_8);
  const berzerk = truthOf(RULES_PRESETS.berzerk);
  const cases = [
    [WYTHOFF_8, wythoff, ['3', '5'], '(3, 5)'], [WYTHOFF_8, wythoff, ['7', '4'], '(7, 4)'],
    [RULES_PRESETS.berzerk, berzerk, ['0', 'Rick'], '(0, Rick)'], [RULES_PRESETS.berzerk, berzerk, ['4', 'Rick'], '(4, Rick)'],
    [RULES_PRESETS.subtraction, truthOf(RULES_PRESETS.subtraction), ['9'], '9'],
  ];
  await withPage(`${site.url}?game=rules`, async (page, problems) => {
    for (const [text, answer, words, name] of cases) {
      await page.goto(link(text, `&step=end&pin=${words.join(',')}`));
      await page.waitForSelector(`#explain[data-state="${name}"]`);
      const row = rowOf(answer, words);
      assert.equal(await page.getAttribute('#explain', 'data-outcome'), row.outcome, name);
      assert.equal(await page.getAttribute('#explain', 'data-remoteness'), row.remoteness === '-' ? null : row.remoteness, name);
      assert.equal(await page.getAttribute('#explain', 'data-grundy'), row.grundy ?? null, name);
    }
    assert.deepEqual(problems, []);
  });
});

test('a param changed in the params form plays the game again with that setting, and the link carries it', async () => {
  await withPage(`${site.url}?game=rules`, async (page, problems) => {
    await page.click('[data-game-part~="rules"] button[data-preset="subtraction"]');
    assert.equal(await page.inputValue('#rules-param-N'), '40');
    assert.match(await page.inputValue('#rules-param-S'), /^[[{]1, 3, 4[\]}]$/);
    await page.fill('#rules-param-N', '12');
    await page.dispatchEvent('#rules-param-N', 'change');
    await page.waitForFunction(() => document.querySelector('#rules-set').value === 'N=12');
    await runToEnd(page);
    assert.equal(await page.textContent('#rules-answer'), truthOf(RULES_PRESETS.subtraction, ['N=12']));
    assert.match(page.url(), /[?&]set=N(%3A|:)12/);
    // A refused setting is shown beside the editor; the game and its settings stay.
    await page.fill('#rules-param-N', '3 +');
    await page.dispatchEvent('#rules-param-N', 'change');
    await page.waitForSelector('#rules-param-N[aria-invalid="true"]');
    assert.notEqual(await page.textContent('#rules-error'), '');
    assert.equal(await page.inputValue('#rules-set'), 'N=12');
    await page.click('#rules-apply');
    await runToEnd(page);
    assert.equal(await page.textContent('#rules-answer'), truthOf(RULES_PRESETS.subtraction, ['N=12']), 'Apply plays the game with the settings it had');
    assert.deepEqual(problems, []);
  });
});

test('a grid param is edited as its rows, one a line; the params worked out from it follow, and a refused grid keeps the game', async () => {
  const source = fs.readFileSync(path.join(ROOT, 'examples', 'rules', 'cat-and-mouse-ii.game'), 'utf8');
  await withPage(`${site.url}?${new URLSearchParams({ game: 'rules', src: source })}`, async (page, problems) => {
    await page.waitForSelector('textarea#rules-param-grid');
    assert.equal(await page.inputValue('#rules-param-grid'), '####F\n#C...\nM....');
    assert.equal(await page.inputValue('#rules-param-H'), '3');
    await page.fill('#rules-param-grid', 'M.C.F\n');
    await page.dispatchEvent('#rules-param-grid', 'change');
    await page.waitForFunction(() => document.querySelector('#rules-param-H')?.value === '1');
    assert.equal(await page.inputValue('#rules-set'), 'grid=["M.C.F"]');
    assert.equal(await page.inputValue('#rules-param-W'), '5');
    await runToEnd(page);
    assert.equal(await page.textContent('#rules-answer'), truthOf(source, ['grid=["M.C.F"]']));
    // A second row shorter than the first: a jump reads past its end, refused beside the editor; the game stays.
    await page.fill('#rules-param-grid', 'M.C.F\n.');
    await page.dispatchEvent('#rules-param-grid', 'change');
    await page.waitForSelector('#rules-param-grid[aria-invalid="true"]');
    assert.match(await page.textContent('#rules-error'), /the index 1 is out of range for a text of 1 characters/);
    assert.equal(await page.inputValue('#rules-set'), 'grid=["M.C.F"]');
    assert.deepEqual(problems, []);
  });
});

test('Open a file… puts the program in the editor and plays it, its settings cleared', async () => {
  await withPage(`${site.url}?game=rules&set=N:12`, async (page, problems) => {
    await page.setInputFiles('#rules-file', { name: 'wythoff.game', mimeType: 'text/plain', buffer: Buffer.from(WYTHOFF_8) });
    await page.waitForFunction((text) => document.querySelector('#rules-source').value === text, WYTHOFF_8);
    assert.equal(await page.inputValue('#rules-set'), '');
    assert.equal(await page.inputValue('#rules-param-N'), '8');
    await runToEnd(page);
    assert.equal(await page.textContent('#rules-answer'), truthOf(WYTHOFF_8));
    assert.deepEqual(problems, []);
  });
});

test('a refused program is located beside the editor, and the last game stays on the board', async () => {
  const bad = 'param N = 5\nstate n in 0..N\nmove n - (2 + ) if n >= 2\n';
  const outside = 'state n in 0..3\nmove n - 2\n';
  await withPage(`${site.url}?game=rules`, async (page, problems) => {
    await page.click('[data-game-part~="rules"] button[data-preset="subtraction"]');
    await runToEnd(page);
    const answer = await page.textContent('#rules-answer');
    for (const text of [bad, outside]) {
      await page.fill('#rules-source', text);
      await page.click('#rules-apply');
      await page.waitForFunction(() => document.querySelector('#rules-error').textContent !== '');
      assert.equal(await page.textContent('#rules-error'), refusalOf(text));
      assert.equal(await page.getAttribute('#rules-source', 'aria-invalid'), 'true');
      assert.equal(await page.textContent('#rules-answer'), answer, 'the last game is kept');
      assert.equal(await page.getAttribute('#status', 'data-done'), 'true');
    }
    assert.match(refusalOf(bad), /^line 3, column \d+: /);
    assert.deepEqual(problems, []);
  });
});

test('a large game is built in slices: its progress shows, and Cancel keeps the game shown', async () => {
  // 10^6 states and about 4 * 10^7 moves tried: seconds of building, within the page's limits.
  const large = 'state a in 0..999, b in 0..999\nmove (a - k, b) for k in 1..min(a, 20)\nmove (a, b - k) for k in 1..min(b, 20)\n';
  await withPage(`${site.url}?game=rules`, async (page, problems) => {
    await page.click('[data-game-part~="rules"] button[data-preset="subtraction"]');
    await runToEnd(page);
    const answer = await page.textContent('#rules-answer');
    assert.match(await cancelRulesBuild(page, large), /^Stopped before the game was built/);
    assert.equal(await page.textContent('#rules-answer'), answer, 'the last game is kept');
    assert.equal(await page.getAttribute('#status', 'data-done'), 'true');
    assert.deepEqual(problems, []);
  });
});

test("the queue's heading reads as a heading when the queue holds state 0, in both languages", async () => {
  // At the start of the default game, the queue holds state 0 alone: "Queue 0" read as an empty queue.
  for (const [lang, heading] of [['en', 'Next off the queue:'], ['zh', '接下来出队：']]) {
    await withPage(`${site.url}?game=rules&lang=${lang}`, async (page, problems) => {
      const line = await page.evaluate(() => [...document.querySelectorAll('.queue-line > :not([hidden])')].map((e) => e.textContent).join(' '));
      assert.equal(line, `${heading} 0`, lang);
      assert.deepEqual(problems, []);
    });
  }
});

/**
 * Arms the page to press End in the very task that first shows a game of `caption`'s states
 * (the caption's change, heard by a MutationObserver): End pressed as the build ends, with
 * no wait that a slow machine could stretch. Long tasks from then on are kept for figures.
 */
function pressEndOnceBuilt(caption) {
  window.endPressed = false;
  window.longTasks = [];
  new PerformanceObserver((list) => {
    if (window.endPressed) for (const entry of list.getEntries()) window.longTasks.push(Math.round(entry.duration));
  }).observe({ type: 'longtask' });
  const arm = () => {
    const cap = document.getElementById('board-caption');
    const watch = new MutationObserver(() => {
      if (!cap.textContent.includes(caption)) return;
      watch.disconnect();
      window.endPressed = true;
      document.getElementById('end').click();
    });
    watch.observe(cap, { childList: true, characterData: true, subtree: true });
  };
  // Also run before the page's script (a link's), when the caption is not parsed yet.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', arm);
  else arm();
}

/** What the page says of the run once End's run is over: the status and its data, End's button, Cancel. */
async function endedRun(page) {
  await page.waitForFunction(() => window.endPressed);
  await page.waitForSelector('#status .done', { timeout: 60000 });
  await page.waitForSelector('#cancel', { state: 'hidden' });
  await page.waitForSelector('#status[aria-busy="false"]');
  return page.evaluate(() => {
    const status = document.getElementById('status');
    const end = document.getElementById('end');
    return {
      status: status.textContent,
      done: status.dataset.done,
      busy: status.getAttribute('aria-busy'),
      end: [end.textContent, end.disabled, end.getAttribute('aria-pressed')],
    };
  });
}

test('a link to a game of 10^6 states, End pressed as its build ends, reaches what Apply reaches', async (t) => {
  const large = 'state a in 0..999, b in 0..999\nmove (a - k, b) for k in 1..min(a, 20)\nmove (a, b - k) for k in 1..min(b, 20)\n';
  const caption = '1,000,000 states';
  const reached = {};
  await withPage(`${site.url}?game=rules`, async (page, problems) => {
    await page.evaluate(pressEndOnceBuilt, caption);
    await page.fill('#rules-source', large);
    await page.click('#rules-apply');
    reached.apply = await endedRun(page);
    t.diagnostic(`Apply: long tasks after End (ms): ${await page.evaluate(() => window.longTasks.join(', ')) || 'none'}`);
    assert.deepEqual(problems, []);
  });
  await withPage(`${site.url}?game=rules`, async (page, problems) => {
    await page.addInitScript(pressEndOnceBuilt, caption);
    await page.goto(link(large));
    reached.link = await endedRun(page);
    t.diagnostic(`link: long tasks after End (ms): ${await page.evaluate(() => window.longTasks.join(', ')) || 'none'}`);
    assert.deepEqual(problems, []);
  });
  assert.equal(reached.apply.done, 'true');
  assert.deepEqual(reached.apply.end.slice(1), [true, 'false'], 'after Apply, the run is over: End is off');
  assert.deepEqual(reached.link, reached.apply);
});

/** The page's own texts in the rule game, less the program, its values and the command's words. */
function rulesTexts(page) {
  return page.evaluate(() => {
    const skip = (element) => element.closest('#rules-answer, #rules-error, #rules-params, #answer, #graph-answer, script, style, #lang, #embed-snippet, #check-answer');
    const texts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !skip(parent) && !parent.closest('[hidden]')) texts.push([parent.id || parent.tagName, node.textContent]);
    }
    return texts;
  });
}

/** Latin words the Chinese page keeps: file formats and codecs (and the languages of Save's SG tables), keys as printed (and the system they are for), units, SG (the Grundy value, as contestants write it), and its notation as the command prints it (mex, inf). */
const ALLOWED = ['PNG', 'JSON', 'GIF', 'HTML', 'WebM', 'MP', 'VP', 'CSV', 'Python', 'End', 'Esc', 'Ctrl', 'Enter', 'Tab', 'Mac', 'MiB', 'GB', 'SG', 'mex', 'inf'];

async function noEnglish(page, where) {
  const found = [];
  for (const [at, text] of await rulesTexts(page)) {
    const said = text.replace('retrograde rules', '').replace(/\((\d+, )*\d+\)/g, '');
    for (const word of said.match(/[A-Za-z]{2,}/g) ?? []) if (!ALLOWED.includes(word)) found.push(`${at}: ${word} (${text.trim().slice(0, 80)})`);
  }
  assert.deepEqual(found, [], where);
}

test('in Chinese, the rule game leaves no English word in its own texts', async () => {
  await withPage(`${site.url}?game=rules&lang=zh`, async (page, problems) => {
    await page.waitForSelector('#switch-rules[aria-pressed="true"]');
    await noEnglish(page, 'at the start');
    await page.goto(link(WYTHOFF_8, '&lang=zh&step=3&pin=2,1'));
    await page.waitForSelector('#explain[data-state="(2, 1)"]');
    await noEnglish(page, 'mid-run, (2, 1) pinned');
    await runToEnd(page);
    await page.waitForSelector('#explain[data-outcome="Lose"]');
    assert.match(await page.textContent('#rules-answer'), /^0 0 Lose 0 0\n/, 'the answer stays the command\'s');
    await noEnglish(page, 'at the end');
    await page.fill('#rules-source', 'state n in 0..3\nmove n - 2\n');
    await page.click('#rules-apply');
    await page.waitForFunction(() => document.querySelector('#rules-error').textContent !== '');
    assert.match(await page.textContent('#rules-error'), /^程序有误（第 2 行第 \d+ 列）：/);
    await noEnglish(page, 'a program refused');
    assert.deepEqual(problems, []);
  });
});
