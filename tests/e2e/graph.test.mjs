// End-to-end: the graph game. Its answers against the command's (`retrograde graph
// --remoteness`) on presets, a hand-made graph and generated ones with cycles, self-loops
// and repeated edge lines; stepping against seeking; bad input; the link `retrograde stress
// graph` prints (the program's answer checked); drawing with the mouse; checking, playing
// and saving; a judge-size graph in the worker; accessibility and the phone layout.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  axeViolations, enterGraph, framesPainted, useSite,
} from './harness.mjs';

const site = useSite();
const { withPage } = site;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'target', 'release', 'retrograde');
const SLEEPY = '5 6\n1 2\n1 3\n2 4\n2 5\n3 4\n4 5\n';
// CR LF line ends, a self-loop (4 4), a repeated line (5 6 twice), a cycle 1 -> 2 -> 3 -> 1.
const HAND_MADE = '7 9\r\n1 2\r\n2 3\r\n3 1\r\n3 4\r\n4 4\r\n5 6\r\n5 6\r\n6 7\r\n2 7\r\n';

function cli(args, input = '') {
  const out = spawnSync(CLI, args, { input, maxBuffer: 1 << 28 });
  assert.equal(out.status, 0, `retrograde ${args.join(' ')}: ${out.stderr}`);
  return out.stdout.toString();
}

const truthOf = (input) => cli(['graph', '--remoteness'], input);

async function runToEnd(page, timeout = 30000) {
  await page.click('#end');
  await page.waitForSelector('#status[data-done="true"]', { timeout });
}

test('the answer card shows what the command prints, for the presets, a hand-made graph and generated ones', async (t) => {
  const generated = ['cycles', 'self-loops', 'repeats', 'loopy', 'random', 'long-chain'].map((kind, i) => cli(['gen', 'graph', '--n', String(12 + 17 * i), '--kind', kind, '--seed', String(i + 2)]));
  await withPage(`${site.url}?game=graph`, async (page, problems) => {
    assert.equal(await page.getAttribute('#switch-graph', 'aria-pressed'), 'true');
    for (const text of [SLEEPY, HAND_MADE, ...generated]) {
      await enterGraph(page, text);
      assert.equal(await page.textContent('#graph-answer'), '', 'no answer before the end');
      await runToEnd(page);
      assert.equal(await page.textContent('#graph-answer'), truthOf(text));
    }
    t.diagnostic(`${generated.length} generated graphs, ${generated.map((g) => g.split('\n', 1)[0]).join('; ')}`);
    assert.equal(await page.textContent('#graph-answer'), truthOf(generated[generated.length - 1]));
    await page.click('[data-game-part~="graph"] button[data-preset="draw"]');
    await runToEnd(page);
    assert.equal(await page.textContent('#graph-answer'), 'Loop Loop Win Lose Loop Lose\n- - 1 0 - 2\n');
    assert.deepEqual(problems, []);
  });
});

test('the timeline at step k equals k presses of Step', async () => {
  const text = cli(['gen', 'graph', '--n', '40', '--kind', 'cycles', '--seed', '5']);
  await withPage(`${site.url}?game=graph`, async (page, problems) => {
    await enterGraph(page, text);
    const total = Number(await page.getAttribute('#timeline', 'max'));
    assert.ok(total > 10, `${total} steps`);
    for (const k of [0, 3, Math.floor(total / 2), total]) {
      await page.click('#reset');
      await page.locator('h1').click();
      for (let i = 0; i < k; i += 1) await page.keyboard.press('ArrowRight');
      const stepped = [await page.textContent('#status'), await page.textContent('#narration')];
      await page.click('#reset');
      await page.fill('#timeline', String(total));
      await page.fill('#timeline', String(k));
      assert.deepEqual([await page.textContent('#status'), await page.textContent('#narration')], stepped, `step ${k}`);
    }
    assert.deepEqual(problems, []);
  });
});

test('a bad edge list is refused with its line and column, and the last good graph stays', async () => {
  await withPage(`${site.url}?game=graph`, async (page, problems) => {
    const caption = await page.textContent('#board-caption');
    await enterGraph(page, '3 2\n1 2\n2 9\n');
    assert.match(await page.textContent('#graph-edges-error'), /^line 3, column 3: .*9/);
    assert.equal(await page.getAttribute('#graph-edges', 'aria-invalid'), 'true');
    assert.match(await page.textContent('#board-caption'), new RegExp(`^${caption.replace(/[()]/g, '.')}`));
    await enterGraph(page, '3 2\n1 2\n');
    assert.match(await page.textContent('#graph-edges-error'), /^line 3, column 1: the input ends early/);
    await runToEnd(page);
    assert.equal(await page.textContent('#graph-answer'), truthOf(SLEEPY), 'the board still shows the last good graph');
    assert.deepEqual(problems, []);
  });
});

test('the link retrograde stress graph prints opens its graph at the end with the wrong node pinned', async () => {
  const stress = spawnSync(CLI, ['stress', 'graph', '--kind', 'repeats', '--seed', '1', '--quiet', '--page', site.url, '--',
    'python3', path.join(ROOT, 'crates', 'cli', 'tests', 'programs', 'graph.py'), '--bug', 'repeats-twice'], { timeout: 120000 });
  assert.equal(stress.status, 1, String(stress.stderr));
  const report = stress.stdout.toString();
  const link = report.split('== page ==\n')[1].split('\n', 1)[0];
  const input = report.split('== input ==\n')[1].split('== program ==')[0];
  const pin = new URL(link).searchParams.get('pin');
  assert.match(link, /\?game=graph&step=end&pin=\d+#edges=[\d,;]+&answer=[A-Za-z,]+$/);
  await withPage(link, async (page, problems) => {
    assert.equal(await page.getAttribute('#status', 'data-done'), 'true');
    assert.equal(await page.getAttribute('#explain', 'data-state'), pin);
    assert.equal(await page.textContent('#graph-answer'), truthOf(input));
    assert.equal(await page.inputValue('#graph-edges'), input);
    const truth = truthOf(input).split('\n')[0].split(' ')[Number(pin) - 1];
    assert.equal(await page.getAttribute('#explain', 'data-outcome'), truth);
    assert.ok((await page.locator('#best-line li').count()) >= 1, 'the best line is listed');
    assert.equal(await page.getAttribute('#check-result', 'data-verdict'), 'wrong', 'the program\'s answer is checked');
    assert.equal(await page.getAttribute('#check-result', 'data-first'), pin);
    assert.match(page.url(), /step=end/);
    assert.deepEqual(problems, []);
  });
});

/** The board's box, and a point of it at fractions (fx, fy) of its size. */
async function boardPoint(page, fx, fy) {
  const box = await page.locator('#board').boundingBox();
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

async function drag(page, from, to) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

test('drawing with the mouse adds nodes and moves, and Delete removes a move and a node', async () => {
  await withPage(`${site.url}?game=graph&edges=1,0`, async (page, problems) => {
    const edges = () => page.inputValue('#graph-edges');
    await page.click('#graph-draw');
    assert.equal(await page.getAttribute('#graph-draw', 'aria-pressed'), 'true');
    const one = await boardPoint(page, 0.5, 0.5);
    const two = await boardPoint(page, 0.3, 0.3);
    const three = await boardPoint(page, 0.7, 0.7);
    await page.mouse.click(two.x, two.y);
    await page.waitForFunction(() => document.querySelector('#graph-edges').value === '2 0\n');
    await drag(page, one, two);
    await page.waitForFunction(() => document.querySelector('#graph-edges').value === '2 1\n1 2\n');
    await page.mouse.click(three.x, three.y);
    await page.waitForFunction(() => document.querySelector('#graph-edges').value.startsWith('3 1'));
    await drag(page, two, three);
    assert.equal(await edges(), '3 2\n1 2\n2 3\n');
    assert.match(await page.textContent('#status'), /^Step 0 /, 'an edit starts the run again');
    // Select the move 1 -> 2 at its middle, then Delete.
    await page.mouse.click((one.x + two.x) / 2, (one.y + two.y) / 2);
    assert.equal(await page.isDisabled('#graph-delete'), false);
    await page.keyboard.press('Delete');
    await page.waitForFunction(() => document.querySelector('#graph-edges').value === '3 1\n2 3\n');
    // Select node 3 (a click pins it), then the card's button removes it and its move.
    await page.mouse.click(three.x, three.y);
    assert.equal(await page.getAttribute('#explain', 'data-state'), '3');
    await page.click('#graph-delete');
    await page.waitForFunction(() => document.querySelector('#graph-edges').value === '2 0\n');
    await runToEnd(page);
    assert.equal(await page.textContent('#graph-answer'), 'Lose Lose\n0 0\n');
    assert.deepEqual(problems, []);
  });
});

test('Check names a corrupted answer\'s first wrong word and outlines the wrong nodes', async () => {
  await withPage(`${site.url}?game=graph`, async (page, problems) => {
    const words = truthOf(HAND_MADE).split('\n')[0].split(' ');
    await enterGraph(page, HAND_MADE);
    const wrong = [...words];
    wrong[3] = wrong[3] === 'Win' ? 'Lose' : 'Win';
    wrong[6] = wrong[6] === 'Loop' ? 'Lose' : 'Loop';
    await page.fill('#check-answer', wrong.join(' '));
    await page.click('#check');
    await page.waitForSelector('#check-result[data-verdict="wrong"]');
    assert.equal(await page.getAttribute('#check-result', 'data-first'), '4');
    assert.equal(await page.getAttribute('#check-result', 'data-wrong'), '2');
    assert.match(await page.textContent('#check-result'), /First at line 1, word 4 \(node 4\): it says \w+, the truth is \w+\. Proof: it is/);
    assert.deepEqual(await page.$$eval('#check-wrong button', (bs) => bs.map((b) => b.textContent)), ['4', '7']);
    assert.match(await page.textContent('#check-answer-label'), /one word per node/);
    await page.fill('#check-answer', words.join('\r\n'));
    await page.click('#check');
    await page.waitForSelector('#check-result[data-verdict="accepted"]');
    assert.deepEqual(problems, []);
  });
});

test('Play against perfect play on the Sleepy Game graph: the first player wins from node 1', async () => {
  await withPage(`${site.url}?game=graph`, async (page, problems) => {
    await page.fill('#play-from', '1');
    await page.selectOption('#play-you', 'first');
    await page.click('#play-start');
    await page.waitForSelector('#play-moves button[data-node="3"]');
    assert.match(await page.textContent('#play-result'), /^Your move, the first player at 1\./);
    // Node 3 is Lose in 2: the computer must move to 4, from which 5 wins.
    await page.click('#play-moves button[data-node="3"]');
    await page.waitForSelector('#play-moves button[data-node="5"]');
    assert.deepEqual(await page.$$eval('#play-log li', (lis) => lis.map((li) => li.dataset.to)), ['3', '4']);
    await page.click('#play-moves button[data-node="5"]');
    await page.waitForSelector('#play-result[data-over="true"]');
    assert.equal(await page.textContent('#play-result'), 'You win: the computer has no move after 3 moves.');
    assert.match(page.url(), /play=1&you=first/);
    assert.deepEqual(problems, []);
  });
});

test('Save: the answer as text is the command\'s output; the table as JSON agrees with it', async () => {
  await withPage(`${site.url}?game=graph&edges=${encodeURIComponent('7,9;1,2;2,3;3,1;3,4;4,4;5,6;5,6;6,7;2,7')}`, async (page, problems) => {
    const saved = async (id) => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(id)]);
      const chunks = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk);
      return { name: download.suggestedFilename(), body: Buffer.concat(chunks).toString() };
    };
    const table = JSON.parse((await saved('#save-json')).body);
    await runToEnd(page);
    const text = await saved('#save-text');
    assert.equal(text.name, 'graph-n7.txt');
    const truth = truthOf(HAND_MADE);
    assert.equal(text.body, truth);
    const [outcomes, remoteness] = truth.trim().split('\n').map((line) => line.split(' '));
    assert.deepEqual(table.map((row) => row.outcome), outcomes);
    assert.deepEqual(table.map((row) => (row.remoteness === null ? '-' : String(row.remoteness))), remoteness);
    assert.deepEqual(table[3], { node: 4, outcome: 'Loop', remoteness: null, best: [4], bestCount: 1 });
    const png = await saved('#save-png');
    assert.equal(png.name, 'graph-n7.png');
    assert.deepEqual(problems, []);
  });
});

test('a graph too long for the address is written as its marker, never as the graph before it', async () => {
  const lines = Array.from({ length: 299 }, (_, i) => `${i + 1} ${i + 2}`);
  const chain = `300 299\n${lines.join('\n')}\n`;
  await withPage(`${site.url}?game=graph&edges=3,2;1,2;2,3`, async (page, problems) => {
    await enterGraph(page, chain);
    await page.waitForFunction(() => /300 nodes/.test(document.querySelector('#board-caption').textContent));
    await framesPainted(page);
    assert.equal(new URL(page.url()).search, '?game=graph&long=1');
    await page.click('#step');
    await framesPainted(page);
    assert.equal(new URL(page.url()).search, '?game=graph&long=1', 'a step keeps the marker');
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    assert.match(await page.textContent('#link-note'), /too long to keep in it/);
    assert.equal(await page.inputValue('#graph-edges'), SLEEPY, 'the graph game\'s first example, not the 3-node graph');
    assert.match(page.url(), /#(.*&)?edges=5,6;/, 'the edges ride after #');
    assert.deepEqual(problems, []);
  });
});

test('a long graph\'s Copy link and address carry its edges packed (edgesz=), and the link opens the same graph', async () => {
  const lines = Array.from({ length: 160 }, (_, i) => `${i + 1} ${((i * 37) % 160) + 1}`);
  const text = `160 160\n${lines.join('\n')}\n`;
  await withPage(`${site.url}?game=graph&edges=3,2;1,2;2,3`, async (page, problems) => {
    await enterGraph(page, text);
    await page.waitForFunction(() => /160 nodes/.test(document.querySelector('#board-caption').textContent));
    await runToEnd(page);
    const answer = await page.textContent('#graph-answer');
    await framesPainted(page);
    const address = new URLSearchParams(new URL(page.url()).hash.slice(1));
    assert.ok(address.get('edgesz') && !address.has('edges'), `the address packs the edges after #: ${page.url()}`);
    await page.click('#copy-link');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(link, /\?game=graph&step=end(&[^#]*)?#edgesz=[\w-]+$/);
    assert.ok(link.length < text.length, `${link.length} characters for a ${text.length}-character list`);
    await page.goto(link);
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await page.inputValue('#graph-edges'), text);
    assert.equal(await page.getAttribute('#status', 'data-done'), 'true');
    assert.equal(await page.textContent('#graph-answer'), answer);
    assert.deepEqual(problems, []);
  });
});

test('a judge-size graph (10^5 nodes, 10^6 moves) reaches the end in the worker while the page keeps drawing', async (t) => {
  const text = cli(['gen', 'graph', '--n', '100000', '--m', '1000000', '--kind', 'random', '--seed', '3']);
  const counts = { win: 0, lose: 0, loop: 0 };
  for (const word of truthOf(text).split('\n')[0].split(' ')) counts[word.toLowerCase()] += 1;
  await withPage(`${site.url}?game=graph`, async (page, problems) => {
    // Ten megabytes are opened from a file: typed into a field, a browser lays them out for seconds.
    await page.setInputFiles('#graph-file', { name: 'big.in', mimeType: 'text/plain', buffer: Buffer.from(text) });
    await page.waitForFunction(() => /100,000 nodes/.test(document.querySelector('#board-caption').textContent), null, { timeout: 60000 });
    const shown = await page.inputValue('#graph-edges');
    assert.ok(shown.startsWith(text.slice(0, 200)) && shown.length < 2000, 'the field shows the first lines');
    const shownLines = shown.split('\n').length - 1;
    assert.match(shown, new RegExp(`… and ${(1000001 - shownLines).toLocaleString('en-US')} more lines`));
    assert.equal(await page.textContent('#graph-form-note'), '', 'the field shown so is not an edit');
    await framesPainted(page);
    await page.evaluate(() => {
      window.longest = 0;
      window.frames = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.longest = Math.max(window.longest, entry.duration);
      }).observe({ type: 'longtask' });
      const tick = () => {
        window.frames += 1;
        if (document.querySelector('#status').dataset.done !== 'true') requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const started = Date.now();
    await runToEnd(page, 120000);
    const elapsed = Date.now() - started;
    const seen = {};
    for (const kind of ['win', 'lose', 'loop']) seen[kind] = Number(await page.getAttribute('#status', `data-${kind}`));
    assert.deepEqual(seen, counts);
    const { longest, frames } = await page.evaluate(() => ({ longest: window.longest, frames: window.frames }));
    t.diagnostic(`End took ${elapsed} ms, ${frames} frames drawn meanwhile, longest main-thread task ${longest.toFixed(0)} ms`);
    assert.ok(longest < 1000, `a main-thread task took ${longest} ms`);
    assert.match(await page.textContent('#view-label'), /100,000 nodes, a cell each, grouped by outcome/);
    await page.fill('#graph-find', '54321');
    await page.click('#graph-find-go');
    await page.waitForSelector('#explain[data-state="54321"]');
    assert.match(await page.textContent('#graph-answer'), /Answer \(text\)/);
    assert.deepEqual(problems, []);
  });
});

/** Opens a graph from a file (a large text typed into a field is laid out for seconds). */
async function openGraphFile(page, text, nodes) {
  await page.setInputFiles('#graph-file', { name: 'big.in', mimeType: 'text/plain', buffer: Buffer.from(text) });
  const caption = new RegExp(`${nodes.toLocaleString('en-US')} nodes`);
  await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('#board-caption').textContent), caption.source, { timeout: 60000 });
}

/** The node under the middle of the board, as the Why? card names it while it is hovered. */
async function nodeInTheMiddle(page) {
  await framesPainted(page);
  const box = await page.locator('#board').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await framesPainted(page);
  const node = await page.getAttribute('#explain', 'data-state');
  await page.mouse.move(1, 1);
  return node;
}

test('Find after End on a 25,000-node graph shows the node in the middle of the solved board at once, and keeps it there', async () => {
  const text = cli(['gen', 'graph', '--n', '25000', '--kind', 'random', '--seed', '5']);
  await withPage(`${site.url}?game=graph`, async (page, problems) => {
    await openGraphFile(page, text, 25000);
    await runToEnd(page, 120000);
    await framesPainted(page);
    await page.fill('#graph-find', '12345');
    await page.click('#graph-find-go');
    await page.waitForSelector('#explain[data-state="12345"]');
    assert.equal(await nodeInTheMiddle(page), '12345');
    // The summary's columns follow the board's shape: a found node stays in the middle.
    await page.setViewportSize({ width: 1180, height: 760 });
    assert.equal(await nodeInTheMiddle(page), '12345');
    assert.deepEqual(problems, []);
  });
});

test('a best line of 99,999 moves on a 100,000-node chain: its first moves, how many more, the next on demand', async (t) => {
  const lines = ['100000 99999'];
  for (let v = 1; v < 100000; v += 1) lines.push(`${v} ${v + 1}`);
  await withPage(`${site.url}?game=graph`, async (page, problems) => {
    await openGraphFile(page, `${lines.join('\n')}\n`, 100000);
    await runToEnd(page, 120000);
    await framesPainted(page);
    await page.evaluate(() => {
      window.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.longTasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask' });
    });
    const started = Date.now();
    await page.fill('#graph-find', '1');
    await page.click('#graph-find-go');
    await page.waitForSelector('#explain[data-state="1"] #best-line li');
    const pinned = Date.now() - started;
    assert.equal(await page.getAttribute('#explain', 'data-remoteness'), '99999');
    assert.equal(await page.textContent('#best-line-note'), 'Best line: 99999 moves to a node with no move.');
    assert.equal(await page.locator('#best-line li').count(), 100);
    assert.equal(await page.textContent('#best-line-rest'), '… and 99,899 more moves');
    await page.click('#best-line-next');
    await page.waitForFunction(() => document.querySelectorAll('#best-line li').length > 100);
    assert.equal(await page.locator('#best-line li').count(), 1100);
    assert.equal(await page.getAttribute('#best-line li:nth-child(101)', 'data-to'), '102');
    assert.equal(await page.textContent('#best-line-rest'), '… and 98,899 more moves');
    const longTasks = await page.evaluate(() => window.longTasks);
    t.diagnostic(`node 1 pinned in ${pinned} ms; main-thread tasks over 50 ms: ${JSON.stringify(longTasks)}`);
    assert.deepEqual(problems, []);
  });
});

test('the graph speaks of nodes, not states, in its Predict card and its legend, in both languages', async () => {
  // A word for a state, as each language says it, which the graph's page says as "node".
  for (const [lang, state] of [['en', /\bstates?\b/i], ['zh', /状态/]]) {
    await withPage(`${site.url}?game=graph&lang=${lang}`, async (page, problems) => {
      await page.click('#tab-predict');
      await page.click('#predict');
      const predict = await page.evaluate(() => `${document.querySelector('#panel-predict').innerText}\n${document.querySelector('#predict-result').textContent}`);
      assert.doesNotMatch(predict, state, `${lang}: ${predict}`);
      assert.match(predict, lang === 'en' ? /\bnodes?\b/ : /结点/, lang);
      await page.click('#tab-legend');
      const legend = await page.evaluate(() => document.querySelector('#panel-legend').innerText);
      assert.doesNotMatch(legend, state, `${lang}: ${legend}`);
      assert.deepEqual(problems, []);
    });
  }
});

test('no serious or critical accessibility violations: unsolved, pinned mid-run, solved, and the summary board', async () => {
  const big = cli(['gen', 'graph', '--n', '2000', '--kind', 'loopy', '--seed', '2']);
  await withPage(`${site.url}?game=graph`, async (page, problems) => {
    assert.deepEqual(await axeViolations(page), [], 'unsolved');
    await page.goto(`${site.url}?game=graph&step=3&pin=1`);
    await page.waitForSelector('#explain[data-state="1"]');
    assert.deepEqual(await axeViolations(page), [], 'mid-run, pinned');
    await runToEnd(page);
    assert.deepEqual(await axeViolations(page), [], 'solved');
    await enterGraph(page, big);
    await page.waitForFunction(() => /2,000 nodes/.test(document.querySelector('#board-caption').textContent));
    await framesPainted(page);
    assert.deepEqual(await axeViolations(page), [], 'summary board');
    assert.deepEqual(problems, []);
  }, { bypassCSP: true });
});

test('on a phone (390 x 844) the graph page has no horizontal overflow and a tap pins a node', async () => {
  await withPage(`${site.url}?game=graph&step=end`, async (page, problems) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0);
    const wide = await page.evaluate(() => [...document.querySelectorAll('body *')]
      .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((el) => el.id || el.className).slice(0, 5));
    assert.deepEqual(wide, []);
    // The layered layout puts node 5 (remoteness 0) at the right edge, half way down.
    const frame = await page.locator('#board').boundingBox();
    await page.tap('#board', { position: { x: frame.width - 28, y: frame.height / 2 } });
    await page.waitForSelector('#explain[data-state="5"]');
    assert.deepEqual(problems, []);
  }, { width: 390, height: 844, isMobile: true, hasTouch: true });
});

test('once the run is over, the whole result says there is no Lose rather than none yet, and the grid asks to zoom in only while its numbers are not drawn', async () => {
  // Every node moves on round a cycle: nothing is ever lost.
  const cycle = Array.from({ length: 500 }, (_, i) => `${i + 1},${((i + 1) % 500) + 1}`).join(';');
  await withPage(`${site.url}?game=graph&edges=500,500;${cycle}&step=end`, async (page, problems) => {
    await page.click('#tab-result');
    await page.waitForFunction(() => document.querySelector('#longest-loss').textContent !== '');
    assert.equal(await page.textContent('#longest-loss'), 'No Lose state');
    assert.equal(await page.textContent('#longest-win'), 'No Win state');
    await framesPainted(page);
    assert.match(await page.textContent('#view-label'), /^500 nodes, a cell each, .*\. Zoom in to read numbers\.$/);
    await page.click('#tab-game');
    await page.fill('#graph-find', '250');
    await page.click('#graph-find-go');
    await page.waitForSelector('#explain[data-state="250"]');
    await framesPainted(page);
    const label = await page.textContent('#view-label');
    assert.match(label, /^500 nodes, a cell each, .*\(zoom ×\d+(\.\d)?\)\.$/, label);
    assert.deepEqual(problems, []);
  });
});

/** Records, on the board canvas, the extent of every disc, badge, heading and curve drawn. */
async function recordBoardInk(page) {
  await page.addInitScript(() => {
    window.boardInk = [];
    const proto = CanvasRenderingContext2D.prototype;
    const { arc, roundRect, fillText, moveTo, quadraticCurveTo } = proto;
    const ink = (ctx, what, x0, x1, y0, y1) => {
      if (ctx.canvas.id === 'board') window.boardInk.push({ what, x0, x1, y0, y1 });
    };
    let from = { x: 0, y: 0 };
    proto.arc = function recorded(x, y, r, ...rest) {
      ink(this, `disc at ${Math.round(x)},${Math.round(y)}`, x - r, x + r, y - r, y + r);
      return arc.call(this, x, y, r, ...rest);
    };
    proto.roundRect = function recorded(x, y, w, h, ...rest) {
      ink(this, `badge at ${Math.round(x)},${Math.round(y)}`, x, x + w, y, y + h);
      return roundRect.call(this, x, y, w, h, ...rest);
    };
    proto.fillText = function recorded(text, x, y, ...rest) {
      const m = this.measureText(text);
      ink(this, `'${text}' at ${Math.round(x)},${Math.round(y)}`, x - m.actualBoundingBoxLeft, x + m.actualBoundingBoxRight, y - m.actualBoundingBoxAscent, y + m.actualBoundingBoxDescent);
      return fillText.call(this, text, x, y, ...rest);
    };
    proto.moveTo = function recorded(x, y) {
      from = { x, y };
      return moveTo.call(this, x, y);
    };
    // A quadratic curve's extent: its ends and, per axis, its turning point if inside.
    proto.quadraticCurveTo = function recorded(cx, cy, x, y) {
      const turn = (a, c, b) => {
        const t = (a - c) / (a - 2 * c + b);
        return Number.isFinite(t) && t > 0 && t < 1 ? [(1 - t) ** 2 * a + 2 * t * (1 - t) * c + t * t * b] : [];
      };
      const xs = [from.x, x, ...turn(from.x, cx, x)];
      const ys = [from.y, y, ...turn(from.y, cy, y)];
      ink(this, `curve from ${Math.round(from.x)},${Math.round(from.y)}`, Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys));
      return quadraticCurveTo.call(this, cx, cy, x, y);
    };
  });
}

/** What the board's latest drawing put outside the canvas (less `margin` pixels), and how much it drew. */
async function inkOutside(page, margin) {
  await page.evaluate(() => {
    window.boardInk = [];
  });
  await page.focus('#board');
  await page.keyboard.press('0');
  await framesPainted(page);
  return page.evaluate((m) => {
    const board = document.getElementById('board');
    const [w, h] = [board.clientWidth, board.clientHeight];
    const out = window.boardInk.filter((e) => e.x0 < m || e.y0 < m || e.x1 > w - m || e.y1 > h - m)
      .map((e) => `${e.what}: ${e.x0.toFixed(1)}..${e.x1.toFixed(1)} x ${e.y0.toFixed(1)}..${e.y1.toFixed(1)} on ${w} x ${h}`);
    return { out, drawn: window.boardInk.length };
  }, margin);
}

/**
 * Records, on the board canvas, each ring stroked round a node (an arc stroked at least 1.4 px
 * wide: not a disc's 1 px edge) and each badge (a rounded box: a node's counter or remoteness,
 * a queue place's number), in the order drawn.
 */
async function recordRingsAndBadges(page) {
  await page.addInitScript(() => {
    window.boardMarks = [];
    const proto = CanvasRenderingContext2D.prototype;
    const { arc, beginPath, roundRect, stroke } = proto;
    const mine = (ctx) => ctx.canvas.id === 'board';
    proto.beginPath = function recorded(...args) {
      this.lastArc = null;
      return beginPath.apply(this, args);
    };
    proto.arc = function recorded(x, y, r, ...rest) {
      this.lastArc = { x, y, r };
      return arc.call(this, x, y, r, ...rest);
    };
    proto.stroke = function recorded(...args) {
      if (mine(this) && this.lastArc && this.lineWidth >= 1.4) window.boardMarks.push({ ring: true, ...this.lastArc, width: this.lineWidth });
      return stroke.apply(this, args);
    };
    proto.roundRect = function recorded(x, y, w, h, ...rest) {
      if (mine(this)) window.boardMarks.push({ ring: false, x0: x, x1: x + w, y0: y, y1: y + h });
      return roundRect.call(this, x, y, w, h, ...rest);
    };
  });
}

/** The badges a ring runs through, drawn under it or over it: none should be. */
async function badgesUnderRings(page) {
  await page.evaluate(() => {
    window.boardMarks = [];
  });
  await page.focus('#board');
  await page.keyboard.press('0');
  await framesPainted(page);
  return page.evaluate(() => {
    const marks = window.boardMarks;
    const rings = marks.filter((m) => m.ring);
    const found = [];
    for (const box of marks.filter((m) => !m.ring)) {
      for (const ring of rings) {
        // The box's nearest and farthest points from the ring's centre, against the stroke's band.
        const dx = Math.max(box.x0 - ring.x, 0, ring.x - box.x1);
        const dy = Math.max(box.y0 - ring.y, 0, ring.y - box.y1);
        const far = Math.hypot(Math.max(Math.abs(box.x0 - ring.x), Math.abs(box.x1 - ring.x)), Math.max(Math.abs(box.y0 - ring.y), Math.abs(box.y1 - ring.y)));
        if (Math.hypot(dx, dy) < ring.r + ring.width / 2 && far > ring.r - ring.width / 2) {
          found.push(`badge ${box.x0.toFixed(1)}..${box.x1.toFixed(1)} x ${box.y0.toFixed(1)}..${box.y1.toFixed(1)} on the ring of radius ${ring.r.toFixed(1)} at ${ring.x.toFixed(1)},${ring.y.toFixed(1)}`);
        }
      }
    }
    return { found, rings: rings.length, badges: marks.length - rings.length };
  });
}

test("no badge sits under a ring: a pinned node's queue place, the taken node's remoteness, at a desk and presenting", async () => {
  // After step 2 node 2 was just taken (ringed) and node 4 waits first in the queue; pinned, it is ringed too.
  await withPage(`${site.url}?game=graph&step=2&pin=4`, async (page, problems) => {
    await recordRingsAndBadges(page);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await page.mouse.move(1, 1);
    for (const mode of ['desk', 'presenting']) {
      if (mode === 'presenting') await page.click('#present');
      const { found, rings, badges } = await badgesUnderRings(page);
      assert.ok(rings >= 2 && badges >= 5, `${mode}: ${rings} rings and ${badges} badges drawn`);
      assert.deepEqual(found, [], mode);
    }
    assert.deepEqual(problems, []);
  }, { width: 1024, height: 768 });
});

test('the graph board keeps its nodes, badges, column headings and bowed moves inside the canvas, in a small frame and on the page', async () => {
  const graph = 'game=graph&edges=4,4;1,2;2,1;1,3;3,4&step=end';
  for (const [where, width, height] of [['embed.html', 400, 300], ['embed.html', 480, 360], ['', 1280, 800]]) {
    await withPage(`${site.url}${where}?${graph}`, async (page, problems) => {
      await recordBoardInk(page);
      await page.reload();
      await page.waitForSelector('body[data-ready="true"]');
      const { out, drawn } = await inkOutside(page, 2);
      assert.ok(drawn >= 4 + 4 + 3, `${where || 'page'} at ${width} x ${height}: ${drawn} pieces drawn`);
      assert.deepEqual(out, [], `${where || 'page'} at ${width} x ${height}`);
      assert.deepEqual(problems, []);
    }, { width, height });
  }
});
