// End-to-end: the page survives what the command survives. The program that once took the
// command 6.25 GB, opened as a link, is refused beside the editor with the command's own
// sentence; a worker that breaks while building a link's game is replaced, the last good game
// shown with a message and the link not kept for a reload; Cancel on a link's build leaves the
// fields, the board and the address on the last good game; an engine worker that fails later
// is replaced with the games as they were. The breakages are made in the worker itself
// (through the browser's own access to it): a trap at the build's next slice, an error thrown
// outside any request.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useSite } from './harness.mjs';
import { DEFAULT_SOURCE, readRulesUrl } from '../../www/games/rules/url.js';
import { linkTexts } from '../../www/ui/packed.js';
import { linkParams } from '../../www/ui/url.js';

const site = useSite();
const { withPage } = site;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'target', 'release', 'retrograde');
/** One state, 10^8 moves tried: 6.25 GB and 13 s for the command before its budgets. */
const HEAVY = 'state n in 0..0\nmove n + 0 * (k + k * (k % 2)) for k in 0..99999999 if k + 1 > k * 0 and k - 1 < k + 1\n';
/** 10^6 states and about 4 * 10^7 moves tried: seconds of building in slices, within the budgets. */
const LARGE = 'state a in 0..999, b in 0..999\nmove (a - k, b) for k in 1..min(a, 20)\nmove (a, b - k) for k in 1..min(b, 20)\n';
const linkTo = (source) => `${site.url}?game=rules#${new URLSearchParams([['src', source]])}`;
const heavyLink = () => linkTo(HEAVY);

/** The address's parameters, query and fragment, as the page reads them. */
const addressOf = (page) => linkParams(new URL(page.url()));

/** The program the address holds, as the page reads it (packed or not). */
async function programOf(page) {
  const params = addressOf(page);
  return readRulesUrl(params, await linkTexts(params))['rules-source'];
}

/** What `retrograde rules` prints for `text` (with `flags`), or its error line. */
function command(text, flags = []) {
  const out = spawnSync(CLI, ['rules', ...flags, '-'], { input: text });
  return { status: out.status, stdout: out.stdout.toString(), stderr: out.stderr.toString().trim() };
}

/** Runs the shown game to its end; resolves to the Answer card's text. */
async function answerOfShown(page) {
  await page.click('#end');
  await page.waitForSelector('#status[data-done="true"]', { timeout: 60000 });
  return page.textContent('#rules-answer');
}

/** The engine worker (the page's only dedicated worker), once it exists. */
async function engineWorker(page) {
  await page.waitForFunction(() => true);
  for (let i = 0; i < 100 && page.workers().length === 0; i += 1) await page.waitForTimeout(50);
  return page.workers()[0];
}

test('the 6.25 GB program as a link is refused beside the editor with the command\'s sentence, the default game kept', async () => {
  const refusal = command(HEAVY);
  assert.equal(refusal.status, 2);
  await withPage(heavyLink(), async (page, problems) => {
    await page.waitForFunction(() => document.querySelector('#rules-error').textContent !== '', null, { timeout: 60000 });
    const said = await page.textContent('#rules-error');
    assert.match(said, /^line 2, column 6: the evaluation takes more than 2000000000 steps/);
    assert.ok(refusal.stderr.startsWith(`retrograde: error: ${said}`), `${said}\n${refusal.stderr}`);
    assert.equal(await page.inputValue('#rules-source'), HEAVY, 'the link\'s program waits in the editor');
    assert.equal(await page.isHidden('#fatal'), true);
    assert.equal(await answerOfShown(page), command(DEFAULT_SOURCE, ['--grundy']).stdout, 'the default game is shown and plays');
    assert.deepEqual(problems, []);
  });
});

test('a worker that breaks on a link\'s build is replaced: the last good game is shown, with a message, and a reload does not run the link', async () => {
  await withPage(linkTo(LARGE), async (page, problems) => {
    await page.waitForSelector('#cancel:not([hidden])', { timeout: 30000 });
    const worker = await engineWorker(page);
    // The build's next slice traps, as a wasm panic or exhausted memory does.
    await worker.evaluate(() => {
      performance.now = () => {
        throw new WebAssembly.RuntimeError('unreachable');
      };
    });
    await page.waitForFunction(() => /The engine stopped/.test(document.querySelector('#rules-error').textContent), null, { timeout: 30000 });
    assert.match(await page.textContent('#rules-error'), /^The engine stopped while building this game \(unreachable\) and was started again/);
    assert.match(await page.textContent('#link-note'), /address no longer holds the link/);
    assert.equal(await page.isHidden('#fatal'), true, 'no banner: the page goes on');
    assert.equal(await page.inputValue('#rules-source'), LARGE, 'the program waits in the editor, not run');
    assert.equal(await answerOfShown(page), command(DEFAULT_SOURCE, ['--grundy']).stdout, 'the new worker plays the last good game');
    assert.equal(addressOf(page).get('game'), 'rules');
    assert.equal(await programOf(page), DEFAULT_SOURCE, 'the address holds the last good game');
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await page.inputValue('#rules-source'), DEFAULT_SOURCE, 'the reload opens the last good game');
    assert.equal(await page.textContent('#rules-error'), '');
    assert.equal(await page.isHidden('#cancel'), true, 'nothing is being built');
    assert.deepEqual(problems, []);
  }, { waitForReady: false });
});

/** Holds back, on the first load only, every request that moves a run to a step: the tab
 *  stops there, as one that ran out of memory reaching the link's step (reloads go on). */
function holdSeeksOnFirstLoad() {
  if (performance.getEntriesByType('navigation')[0]?.type === 'reload') return;
  const send = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function post(message, ...rest) {
    if (message?.kind === 'request' && ['seek', 'end'].includes(message.type)) return undefined;
    return send.call(this, message, ...rest);
  };
}

test('a link the tab never finished opening is not opened again by a reload: the default game is shown, its program waits in the editor', async () => {
  await withPage(`${site.url}?game=rules`, async (page, problems) => {
    await page.addInitScript(holdSeeksOnFirstLoad);
    await page.goto(linkTo(LARGE).replace('?game=rules', '?game=rules&step=end'));
    await page.waitForFunction(() => /1,000,000 states/.test(document.querySelector('#board-caption').textContent), null, { timeout: 60000 });
    assert.equal(await page.getAttribute('#status', 'data-done'), 'false', 'the step is never reached');
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached', timeout: 30000 });
    await page.waitForFunction(() => /not opened again/.test(document.querySelector('#link-note').textContent), null, { timeout: 30000 });
    assert.equal(await page.inputValue('#rules-source'), LARGE, 'the program waits in the editor');
    assert.equal(await programOf(page), DEFAULT_SOURCE, 'the address holds the default game');
    assert.equal(await answerOfShown(page), command(DEFAULT_SOURCE, ['--grundy']).stdout, 'the board shows the default game');
    // Told once: another reload opens the address's game, and Apply opens the link's.
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]', { state: 'attached', timeout: 30000 });
    assert.equal(await page.inputValue('#rules-source'), DEFAULT_SOURCE);
    assert.doesNotMatch(await page.textContent('#link-note'), /not opened again/);
    assert.deepEqual(problems, []);
  });
});

test('Cancel on a link\'s long build says what was cancelled; the fields, the board and the address agree on the last good game', async () => {
  await withPage(heavyLink(), async (page, problems) => {
    await page.waitForSelector('#cancel:not([hidden])', { timeout: 30000 });
    await page.click('#cancel');
    await page.waitForFunction(() => /cancelled/.test(document.querySelector('#link-note').textContent), null, { timeout: 30000 });
    assert.match(await page.textContent('#link-note'), /^Opening the link was cancelled: its game was not built/);
    assert.equal(await page.inputValue('#rules-source'), DEFAULT_SOURCE, 'the editor holds the game shown');
    assert.equal(await page.textContent('#rules-error'), '');
    assert.equal(await answerOfShown(page), command(DEFAULT_SOURCE, ['--grundy']).stdout);
    assert.equal(addressOf(page).get('game'), 'rules');
    assert.equal(await programOf(page), DEFAULT_SOURCE, 'the address holds the game shown');
    assert.equal(await page.isHidden('#fatal'), true);
    assert.deepEqual(problems, []);
  }, { waitForReady: false });
});

test('an engine worker that fails outside any request is replaced, with the games as they were and a message', async () => {
  await withPage(`${site.url}?game=rules`, async (page) => {
    const worker = await engineWorker(page);
    await worker.evaluate(() => {
      setTimeout(() => {
        throw new Error('out of memory');
      });
    });
    await page.waitForFunction(() => /The engine stopped/.test(document.querySelector('#link-note').textContent), null, { timeout: 30000 });
    assert.match(await page.textContent('#link-note'), /out of memory/);
    assert.equal(await page.isHidden('#fatal'), true);
    assert.equal(await answerOfShown(page), command(DEFAULT_SOURCE, ['--grundy']).stdout);
  });
});
