// `make bench`, the page's part. Both sides of every comparison are measured in this one
// run and printed with their ratio and the target it is held to:
// - the step engine compiled to wasm (run in node) against the same engine native
//   (examples/time_walker.rs, which also times the batch solver and the end of a run);
// - the built page in headless Chromium, through its ids: End from the click to the status
//   saying the run is over, with the longest main-thread task (Long Tasks API) and the
//   frame intervals meanwhile; a seek by the timeline and by a link; mapping the run after
//   a fast End; checking a pasted answer; saving the JSON table; zoom and pan; Play at
//   1000 steps/s; End again with the machine loaded by two busy processes (the native
//   engine timed under the same load);
// - the rule game in the page: large programs from Apply (built in the worker) to the end of
//   the run with the longest main-thread task, each against `retrograde rules` on the same
//   text; Cancel during a build; the same under load; Kayles at N = 2000, a game with sums,
//   and Cancel during a larger one's build;
// - the first drawn board of a cold load, unthrottled and under DevTools' "Slow 4G" with a
//   4x slower CPU, compressed, uncompressed and without the wasm preload; `/` against
//   `?game=rules` (which loads the code editor's chunk) and against `?lang=zh` (its first
//   paint of Chinese words, and the Chinese font's faces where the machine needs them).
// Figures are reported, never asserted: the machines are shared and noisy.
// - the sizes of the files in dist/: the wasm module, the page's script, the Chinese font's
//   faces and the chunks loaded later, and the files `?game=rules` fetches beyond `/`'s.
// `node bench/page.mjs --cold` measures the sizes and the cold loads alone (no native build needed).

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { startServer as serve } from '../scripts/static-server.mjs';
import { DIST, startServer, launchBrowser, openPage } from '../tests/e2e/harness.mjs';
import { publishChange } from '../tests/e2e/precache.mjs';
import {
  applyRules, cancelBuild, check, end, enterGame, frameFigures, installProbe, mapRun, play, saveTable, seek, zoomAndPan,
} from './page-probe.mjs';
import { FILE_LIMIT } from '../www/games/rules/editor-panel.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(root, 'target/release/retrograde');

/** A seeded generator (mulberry32), so the random game is the same in every run. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Each jump of 1..n-1 kept with probability one half. */
function halfOf(n, random) {
  const kept = [];
  for (let x = 1; x < n; x += 1) if (random() < 0.5) kept.push(x);
  return kept.join(' ');
}

const random = seeded(786);
const GAMES = {
  small: { name: 'n = 7000, full sets', n: 7000, s1: '1-6999', s2: '1-6999' },
  full: { name: 'n = 100,000, full sets', n: 100000, s1: '1-99999', s2: '1-99999' },
  half: { name: 'n = 100,000, random half-size sets', n: 100000, s1: halfOf(100000, random), s2: halfOf(100000, random) },
  large: { name: 'n = 1,000,000, jumps 1-300 and 1-250', n: 1000000, s1: '1-300', s2: '1-250' },
  loops: { name: 'n = 1,000,000, jumps 2 and 2 (odd positions Loop, even ones a chain of half a million layers)', n: 1000000, s1: '2', s2: '2' },
  table: { name: 'n = 300,000, jumps 1-300 and 1-250', n: 300000, s1: '1-300', s2: '1-250' },
};

const jumps = (text) => text.split(/[\s,]+/).filter(Boolean).flatMap((part) => {
  const [a, b = a] = part.split('-').map(Number);
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
});
const judgeInput = (g) => [g.n, [jumps(g.s1).length, ...jumps(g.s1)].join(' '), [jumps(g.s2).length, ...jumps(g.s2)].join(' ')].join('\n');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => (x >= 10000 ? `${(x / 1000).toFixed(1)} s` : `${x.toFixed(x < 10 ? 1 : 0)} ms`);
/** The longest task the Long Tasks API saw (it reports only tasks over 50 ms). */
const task = (x) => (x > 0 ? ms(x) : 'none over 50 ms');
const ratio = (a, b) => `${(a / b).toFixed(2)}x`;
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** The native step engine, batch solver and end of a run, in-process, best of three each. */
function native(game) {
  const out = spawnSync(path.join(root, 'target/release/examples/time_walker'), [], { input: judgeInput(game), maxBuffer: 1 << 20 });
  if (out.status !== 0) throw new Error(`time_walker failed: ${out.stderr}`);
  const [steps, batch, endOfRun] = out.stdout.toString().trim().split(' ').map(Number);
  return { steps, batch, endOfRun };
}

/** The same step engine compiled to wasm, run to its end in node: best of `runs`, and the memory. */
async function wasmSteps(game, runs) {
  const { initSync, BerzerkSession } = await import('../pkg/retrograde_web.js');
  const wasm = initSync({ module: fs.readFileSync(path.join(root, 'pkg/retrograde_web_bg.wasm')) });
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const session = new BerzerkSession(String(game.n), game.s1, game.s2);
    const t0 = performance.now();
    while (!session.is_done()) session.run(1 << 30);
    times.push(performance.now() - t0);
    session.free();
  }
  return { time: Math.min(...times), memory: wasm.memory.buffer.byteLength };
}

/** The command's judge answer for `game`, with one word changed (for Check). */
function wrongAnswer(game) {
  const out = spawnSync(CLI, ['berzerk', '--large'], { input: judgeInput(game), maxBuffer: 1 << 28 });
  if (out.status !== 0) throw new Error(`retrograde berzerk failed: ${out.stderr}`);
  const text = out.stdout.toString();
  const at = text.indexOf(' ', Math.floor(text.length / 3)) + 1;
  const word = text.slice(at).split(/\s/)[0];
  return `${text.slice(0, at)}${word === 'Win' ? 'Lose' : 'Win'}${text.slice(at + word.length)}`;
}

/** Two busy processes (the machine has two cores) until `stop()`. */
function loadMachine() {
  const hogs = [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  return () => hogs.forEach((hog) => hog.kill());
}

/** A fresh page on `game`, entered through a link when short, else through the form. */
async function gamePage(browser, url, game, { link = '' } = {}) {
  const short = game.s1.length + game.s2.length < 200;
  const address = short ? `${url}?n=${game.n}&s1=${game.s1}&s2=${game.s2}${link}` : url;
  const opened = await openPage(browser, address);
  await installProbe(opened.page);
  if (!short) await enterGame(opened.page, game);
  return opened;
}

/** Prints one figure as soon as it is measured (a failure later loses none). */
const row = (what, figure, note = '') => console.log(`${what}: ${figure}${note ? `  (${note})` : ''}`);
const endNote = (m) => `longest main-thread task ${task(m.longest)}, frames p95 ${ms(m.p95)} / max ${ms(m.max)}`;

/** The engines alone: wasm against native, and the batch solver beside them. */
async function engineRows() {
  const figures = {};
  for (const key of ['small', 'full', 'half', 'large', 'loops']) {
    const game = GAMES[key];
    const nat = native(game);
    const wasm = await wasmSteps(game, nat.steps > 2000 ? 1 : 3);
    figures[key] = { native: nat, wasm };
    row(`step engine to the end, ${game.name}`, `native ${ms(nat.steps)}, wasm ${ms(wasm.time)}`, `wasm/native ${ratio(wasm.time, nat.steps)}, wasm memory ${mib(wasm.memory)}`);
    row(`end of a run without stepping, ${game.name}`, `native ${ms(nat.endOfRun)} (batch solver alone ${ms(nat.batch)})`, `step engine native / end of a run native ${ratio(nat.steps, nat.endOfRun)}`);
  }
  return figures;
}

/** End in the page for every game, held to the issue's targets. */
async function endRows(browser, url, engines) {
  for (const key of ['small', 'full', 'half', 'large', 'loops']) {
    const game = GAMES[key];
    const { page, context } = await gamePage(browser, url, game);
    const m = await end(page);
    const nat = engines[key].native;
    let target = `page/native step engine ${ratio(m.elapsed, nat.steps)}`;
    if (key === 'large') target += ' (target at most 2x)';
    if (key === 'half') target += `; target 100 ms: ${m.elapsed <= 100 ? 'met' : 'missed'}`;
    row(`page: End, ${game.name}`, ms(m.elapsed), `${target}; ${endNote(m)}`);
    await context.close();
  }
}

/** Seeks at 10^6: by the timeline after End, and by a link on load. */
async function seekRows(browser, url) {
  const game = GAMES.large;
  const { page, context } = await gamePage(browser, url, game);
  await end(page);
  const total = Number(await page.getAttribute('#timeline', 'max'));
  for (const step of [Math.floor(total / 2), Math.floor(total / 10), total - 1]) {
    const m = await seek(page, step);
    row(`page: seek by the timeline to step ${step} of ${total}, ${game.name}`, ms(m.elapsed), `longest main-thread task ${task(m.longest)} (target: no main-thread task over 50 ms)`);
  }
  const z = await zoomAndPan(page);
  const slow = z.frames.filter((f) => f > 20).length;
  row(`page: zoom and pan after End, ${game.name} (60 wheel notches, 60 drag moves)`, `frames p95 ${ms(z.p95)}, max ${ms(z.max)}`, `${slow} of ${z.count} frames over 20 ms; longest task ${task(z.longest)} (target: every frame within 16 ms)`);
  await context.close();
  const step = Math.floor(total / 2);
  const base = `${url}?n=${game.n}&s1=${game.s1}&s2=${game.s2}`;
  const linked = await loadTasks(browser, `${base}&step=${step}`, step);
  const plain = await loadTasks(browser, base, 0);
  row(
    `page: a link to step ${step}, ${game.name}`,
    `${ms(linked.shown)} from navigation to the step shown`,
    `longest main-thread task ${task(linked.longest)}; loading the same game at step 0: ${task(plain.longest)} (module evaluation, wasm compile, first layout)`,
  );
}

/**
 * Opens `address` in a new context and waits for step `step`: when it was shown (ms from
 * navigation) and the longest main-thread task on the way.
 */
async function loadTasks(browser, address, step) {
  const opened = await openPage(browser, address, { waitForReady: false });
  await opened.page.waitForFunction((to) => document.body.dataset.ready === 'true'
    && document.querySelector('#status')?.textContent.startsWith(`Step ${to} `), step, { timeout: 120000 });
  const shown = await opened.page.evaluate(() => performance.now());
  const longest = await opened.page.evaluate(() => new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      resolve(Math.max(0, ...list.getEntries().map((e) => e.duration)));
    }).observe({ type: 'longtask', buffered: true });
    setTimeout(() => resolve(0), 1000);
  }));
  await opened.context.close();
  return { shown, longest };
}

/** Mapping the run and checking an answer before the end; saving a large table. */
async function jobRows(browser, url) {
  const game = GAMES.half;
  const { page, context } = await gamePage(browser, url, game);
  const m = await mapRun(page);
  row(`page: Map the run at step 0, ${game.name}`, ms(m.elapsed), `longest main-thread task ${task(m.longest)}, frames p95 ${ms(m.p95)}`);
  const c = await check(page, wrongAnswer(game));
  row(`page: Check a pasted answer with one wrong word, ${game.name}`, ms(c.elapsed), `longest main-thread task ${task(c.longest)}`);
  await context.close();
  const big = GAMES.table;
  const opened = await gamePage(browser, url, big);
  await end(opened.page);
  const s = await saveTable(opened.page);
  row(`page: Save the JSON table, ${big.name}, to the file read back`, `${ms(s.elapsed)}, ${mib(s.bytes)}`, `longest main-thread task ${task(s.longest)}, frames p95 ${ms(s.p95)}`);
  await opened.context.close();
}

/** Play at 1000 steps/s at n = 7000, and End at 10^6 with the machine loaded. */
async function stressRows(browser, url) {
  const { page, context } = await gamePage(browser, url, GAMES.small);
  const p = await play(page, 10);
  row('page: frame intervals during Play at 1000 steps/s, n = 7000 full sets (16.7 ms = every frame at 60 Hz)', `p95 ${ms(p.p95)}, max ${ms(p.max)}`, `longest main-thread task ${task(p.longest)}`);
  await context.close();
  const stop = loadMachine();
  try {
    const nat = native(GAMES.large);
    const opened = await gamePage(browser, url, GAMES.large);
    const m = await end(opened.page);
    row(`page, loaded machine (two busy processes): End, ${GAMES.large.name}`, ms(m.elapsed), `page/native step engine under the same load ${ratio(m.elapsed, nat.steps)}; ${endNote(m)}`);
    await opened.context.close();
  } finally {
    stop();
  }
}

/**
 * Wythoff's game on 0..N: a state (a, b) tries a + b + min(a, b) moves, so the whole game
 * tries (N+1)^2 N + N (N+1) (2N+1) / 6 moves. The largest N within the page's 10^8 is 421.
 */
const wythoffTried = (n) => (n + 1) ** 2 * n + (n * (n + 1) * (2 * n + 1)) / 6;
const WYTHOFF_N = (() => {
  let n = 1;
  while (wythoffTried(n + 1) <= 1e8) n += 1;
  return n;
})();

/** The rule programs timed in the page, each against `retrograde rules` on the same text. */
const RULES = {
  subtraction: {
    name: 'subtraction {1, 3, 4}, 10^6 states',
    source: 'param S = {1, 3, 4}\nstate n in 0..999999\nmove n - k for k in S if k <= n\n',
  },
  wythoff: {
    name: `Wythoff, N = ${WYTHOFF_N} (${(WYTHOFF_N + 1) ** 2} states, ${wythoffTried(WYTHOFF_N).toLocaleString('en')} moves tried, the most within 10^8)`,
    source: `state a in 0..${WYTHOFF_N}, b in 0..${WYTHOFF_N}\nmove (a - k, b) for k in 1..a\nmove (a, b - k) for k in 1..b\nmove (a - k, b - k) for k in 1..min(a, b)\n`,
  },
  // A chain of 1001 states ending in a lost one, and a cycle through the other 998,999 whose
  // ten exits lead to a won state of the chain: the cycle is all Loop.
  loops: {
    name: '10^6 states, 998,999 of them Loop (a cycle with ten exits to a won state)',
    source: 'state n in 0..999999\nmove n - 1 if n >= 1 and n <= 1000\nmove 1001 + (n - 1000) % 998999 if n > 1000\nmove 1 if n > 1000 and n % 100000 == 0\n',
  },
};

/** `retrograde rules` on `source`, its output thrown away: the wall time of the whole process. */
function nativeRules(source) {
  const t0 = performance.now();
  const out = spawnSync(CLI, ['rules', '-'], { input: source, stdio: ['pipe', 'ignore', 'pipe'] });
  const elapsed = performance.now() - t0;
  if (out.status !== 0) throw new Error(`retrograde rules failed: ${out.stderr}`);
  return elapsed;
}

/** A fresh page on the rule game (its default program shown), with the probe installed. */
async function rulesPage(browser, url) {
  const opened = await openPage(browser, `${url}?game=rules`);
  await installProbe(opened.page);
  return opened;
}

/** Apply then End for one program: both times, their sum and the longest task of either. */
async function applyAndEnd(browser, url, game) {
  const { page, context } = await rulesPage(browser, url);
  const built = await applyRules(page, game.source);
  const ended = await end(page);
  await context.close();
  return { built, ended, total: built.elapsed + ended.elapsed, longest: Math.max(built.longest, ended.longest) };
}

const rulesNote = (m, nat) => [
  `built ${ms(m.built.elapsed)} (${m.built.progress} progress reports on the bar), End ${ms(m.ended.elapsed)}`,
  `native \`retrograde rules\` ${ms(nat)}, page/native ${ratio(m.total, nat)}`,
  `longest main-thread task ${task(m.longest)} (target: none over 50 ms)`,
].join('; ');

/** The rule game: large programs from Apply to the end of the run, a cancelled build, the same under load. */
async function rulesRows(browser, url) {
  for (const key of ['subtraction', 'wythoff', 'loops']) {
    const game = RULES[key];
    const nat = nativeRules(game.source);
    const m = await applyAndEnd(browser, url, game);
    const target = key === 'wythoff' ? 'target: End at the largest size within a few seconds' : 'target: a few seconds';
    row(`page, rules: Apply then End, ${game.name}`, ms(m.total), `${rulesNote(m, nat)}; ${target}`);
  }
  const { page, context } = await rulesPage(browser, url);
  await end(page);
  const c = await cancelBuild(page, RULES.wythoff.source);
  row(
    `page, rules: Cancel during the build of ${RULES.wythoff.name}`,
    `${ms(c.elapsed)} from the click to the page at rest`,
    `the game shown before ${c.kept ? 'still shown' : 'NOT shown'}; "${c.error.trim()}"; longest main-thread task ${task(c.longest)}`,
  );
  await context.close();
  const stop = loadMachine();
  try {
    const game = RULES.subtraction;
    const nat = nativeRules(game.source);
    const m = await applyAndEnd(browser, url, game);
    row(`page, rules, loaded machine (two busy processes): Apply then End, ${game.name}`, ms(m.total), rulesNote(m, nat));
  } finally {
    stop();
  }
}

/** Kayles up to `n` pins (examples/rules/kayles.game): a game whose moves go to sums. */
const kayles = (n) => fs.readFileSync(path.join(root, 'examples/rules/kayles.game'), 'utf8').replace('param N = 120', `param N = ${n}`);

/** A game with sums in the page: Kayles at N = 2000 from Apply to its values, and Cancel during a larger build. */
async function sumsRows(browser, url) {
  const game = { name: 'Kayles, N = 2000 (2,001 states, 2,001,000 moves to sums)', source: kayles(2000) };
  const nat = nativeRules(game.source);
  const m = await applyAndEnd(browser, url, game);
  row(`page, rules with sums: Apply then End, ${game.name}`, ms(m.total), `${rulesNote(m, nat)}; target: a few seconds`);
  const { page, context } = await rulesPage(browser, url);
  await end(page);
  const c = await cancelBuild(page, kayles(7000));
  row(
    'page, rules with sums: Cancel during the build of Kayles, N = 7000',
    `${ms(c.elapsed)} from the click to the page at rest`,
    `the game shown before ${c.kept ? 'still shown' : 'NOT shown'}; longest main-thread task ${task(c.longest)}`,
  );
  await context.close();
}

/**
 * Two kings on an empty board of `rows` x `columns`, drawn as a grid: the police win by
 * stepping onto the thief, who otherwise runs forever (a game that leaves many states Loop).
 */
function kingsChase(rows, columns) {
  const grid = Array.from({ length: rows }, () => `"${'.'.repeat(columns)}"`).join(', ');
  const step = (y, x, who) => `for d in kings if turn == ${who} and ${y} + d[0] in 0..H - 1 and ${x} + d[1] in 0..W - 1`;
  return [
    `param grid = [${grid}]`, 'param H = len(grid)', 'param W = len(grid[0])',
    'param kings = [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]]',
    'state py in 0..H - 1, px in 0..W - 1, ty in 0..H - 1, tx in 0..W - 1, turn in {Police, Thief}',
    'lose when py == ty and px == tx and turn == Thief',
    `move (py + d[0], px + d[1], ty, tx, Thief) ${step('py', 'px', 'Police')}`,
    `move (py, px, ty + d[0], tx + d[1], Police) ${step('ty', 'tx', 'Thief')}`,
    'draw grid grid', 'draw piece "Police" \'P\' at (py, px)', 'draw piece "Thief" \'T\' at (ty, tx)', '',
  ].join('\n');
}

/** The pointer swept over the state map in `moves` steps, a frame apart: each hovered state drawn as its position. */
async function sweepHover(page, moves = 60) {
  const box = await page.$eval('#board', (c) => {
    const r = c.getBoundingClientRect();
    return { x: r.x, y: r.y, w: r.width, h: r.height };
  });
  await page.evaluate(() => window.benchProbe.open('none'));
  for (let i = 0; i < moves; i += 1) {
    await page.mouse.move(box.x + box.w * (0.1 + (0.8 * i) / moves), box.y + box.h * (0.2 + (0.6 * ((i * 7) % moves)) / moves));
    await page.evaluate(() => new Promise((done) => { requestAnimationFrame(() => requestAnimationFrame(done)); }));
  }
  const figures = await page.evaluate(() => window.benchProbe.close());
  return { ...figures, ...frameFigures(figures.frames) };
}

/** A grid game of about 10^6 states with its position drawn: the run played with each step drawn, its build and End, the pointer over the map. */
async function positionRows(browser, url) {
  const name = 'two kings on 26 x 27 (985,608 states)';
  const source = kingsChase(26, 27);
  const nat = nativeRules(source);
  const { page, context } = await rulesPage(browser, url);
  const built = await applyRules(page, source);
  const ended = await end(page);
  const total = built.elapsed + ended.elapsed;
  row(`page, drawn position: Apply then End, ${name}`, ms(total), `built ${ms(built.elapsed)}, End ${ms(ended.elapsed)}; native \`retrograde rules\` ${ms(nat)}, page/native ${ratio(total, nat)}`);
  await page.click('#reset');
  await page.waitForFunction(() => /^Step 0 /.test(document.querySelector('#status').textContent));
  const played = await play(page, 10);
  row(`page, drawn position: Play at the top speed, ${name}`, `frames p95 ${ms(played.p95)} / max ${ms(played.max)}`, `${played.count} frames, each step drawn on the position and the map; longest task ${task(played.longest)}; target: none over 16 ms`);
  await end(page);
  const hovered = await sweepHover(page);
  await context.close();
  // The same game without its draw lines: what hovering costs without a position drawn.
  const plain = await rulesPage(browser, url);
  await applyRules(plain.page, source.split('\n').filter((line) => !line.startsWith('draw')).join('\n'));
  await end(plain.page);
  const bare = await sweepHover(plain.page);
  await plain.context.close();
  row(`page, drawn position: the pointer swept over the state map, ${name}`, `frames p95 ${ms(hovered.p95)} / max ${ms(hovered.max)}`, `${hovered.count} frames, the hovered state drawn as its position; longest task ${task(hovered.longest)}; without draw lines: p95 ${ms(bare.p95)} / max ${ms(bare.max)}, longest task ${task(bare.longest)}; target: none over 16 ms`);
}

/**
 * From "Open a file…" to the program in the editor and the page at rest (no build under way):
 * the time a program takes to open, and the sentence beside the editor then.
 */
async function openFile(browser, url, name, text) {
  const { page, context } = await rulesPage(browser, url);
  await page.waitForSelector('.rules-editor');
  const started = Date.now();
  await page.setInputFiles('#rules-file', { name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForFunction((size) => document.querySelector('#rules-source').value.length === size, text.length, { timeout: 600000, polling: 100 });
  await page.waitForSelector('#cancel[hidden]', { state: 'attached', timeout: 600000 });
  const elapsed = Date.now() - started;
  const said = (await page.textContent('#rules-error')).trim();
  await context.close();
  return { elapsed, said };
}

/** Programs as long as the page's file limit, opened into the editor. */
async function fileRows(browser, url) {
  const lines = Math.floor((FILE_LIMIT - 100) / 7);
  const refused = await openFile(browser, url, 'lines.game', `state n in 0..3\n${'move 0\n'.repeat(lines)}`);
  row(`page, rules: Open a file of ${mib(FILE_LIMIT)}, ${lines.toLocaleString('en')} lines \`move 0\``, ms(refused.elapsed), `to the refusal beside the editor: "${refused.said.slice(0, 60)}…"; target: under 10 s`);
  const comment = `${RULES.subtraction.source}#${'x'.repeat(2 << 20)}\n`;
  const opened = await openFile(browser, url, 'long.game', comment);
  row(`page, rules: Open a file of ${mib(comment.length)} (a game and one long comment)`, ms(opened.elapsed), 'to the game applied');
}

/** The first drawn board of a navigation, on the page's clock. */
async function firstBoardRow(browser, url) {
  const { page, context } = await openPage(browser, url);
  const board = await page.evaluate(() => performance.getEntriesByName('board-drawn')[0].startTime);
  row('page: navigation to the first drawn board (warm browser, local server)', ms(board));
  await context.close();
}

/**
 * Chrome DevTools' "Slow 4G" preset (called "Fast 3G" before Chrome 126): Lighthouse's mobile
 * profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) with DevTools' factors for
 * request-level throttling (latency x 3.75, throughput x 0.9). Throughputs in bytes/s.
 */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };
const CPU_SLOWDOWN = 4;
const COLD_RUNS = 3;

/**
 * One cold load of `url` in a new context (empty cache, no service worker): the first drawn
 * board on the page's clock (performance.mark('board-drawn'), from navigation start), the
 * first paint of its words (performance.mark('words-drawn'): laid out in their fonts, after
 * the Chinese font's faces where the machine needs them), the bytes moved over the network
 * (headers included) until the page has settled, and those of the Chinese font's faces.
 */
async function coldLoad(browser, url, throttled) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    let fontBytes = 0;
    const names = new Map();
    const files = {};
    cdp.on('Network.requestWillBeSent', (event) => {
      names.set(event.requestId, path.basename(new URL(event.request.url).pathname) || 'index.html');
    });
    cdp.on('Network.loadingFinished', (event) => {
      const name = names.get(event.requestId);
      bytes += event.encodedDataLength;
      files[name] = (files[name] ?? 0) + event.encodedDataLength;
      if (name?.endsWith('.woff2')) fontBytes += event.encodedDataLength;
    });
    if (throttled) {
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await page.goto(url, { timeout: 120000 });
    await page.waitForFunction(() => performance.getEntriesByName('board-drawn').length > 0, null, { timeout: 120000 });
    const [board, words] = await page.evaluate(() => ['board-drawn', 'words-drawn'].map((name) => performance.getEntriesByName(name)[0].startTime));
    await page.waitForLoadState('networkidle', { timeout: 120000 });
    return {
      board, words, bytes, fontBytes, files,
    };
  } finally {
    await context.close();
  }
}

/** The medians of a first load's figures (see coldLoad), over COLD_RUNS loads, and the files the last one fetched. */
async function coldFigures(browser, url, throttled) {
  const loads = [];
  for (let i = 0; i < COLD_RUNS; i += 1) loads.push(await coldLoad(browser, url, throttled));
  const figures = Object.fromEntries(['board', 'words', 'bytes', 'fontBytes'].map((key) => [key, median(loads.map((l) => l[key]))]));
  return { ...figures, files: loads.at(-1).files };
}

/** The sites compared cold: dist/ compressed and not, and a copy without preload and prefetch links. */
async function coldSites() {
  const compressed = await serve(DIST);
  const identity = await serve(DIST, { precompressed: false });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'retrograde-bench-'));
  fs.cpSync(DIST, dir, { recursive: true });
  publishChange(dir, 'index.html', (html) => html.replace(/<link rel=(preload|prefetch) [^>]*>/g, ''));
  const unhinted = await serve(dir);
  const close = () => {
    for (const site of [compressed, identity, unhinted]) site.server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { compressed, identity, unhinted, close };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

/** A file of dist/ as the page gets it: its brotli copy's size (a woff2 is served as is) and its own. */
function distSize(name) {
  const raw = fs.statSync(path.join(DIST, name)).size;
  const br = path.join(DIST, `${name}.br`);
  return fs.existsSync(br) ? `${kb(fs.statSync(br).size)} brotli / ${kb(raw)} raw` : kb(raw);
}

/** The sizes of the files in dist/ that the first load of `/` fetches, and of those loaded later. */
function sizeRows() {
  const names = fs.readdirSync(DIST);
  const find = (pattern) => names.filter((name) => pattern.test(name));
  const fonts = find(/^han-.*\.woff2$/);
  row('page, files in dist/: the wasm module', find(/\.wasm$/).map(distSize).join(', '));
  row('page, files in dist/: the page\'s script (main.*.js)', find(/^main\..*\.js$/).map(distSize).join(', '));
  row('page, files in dist/: the Chinese font\'s faces', fonts.map((name) => `${name} ${distSize(name)}`).join(', '), `together ${kb(fonts.reduce((sum, name) => sum + fs.statSync(path.join(DIST, name)).size, 0))}`);
  for (const chunk of ['record-video', 'record-gif', 'rules-editor']) {
    row(`page, files in dist/: the ${chunk} chunk`, find(new RegExp(`^${chunk}\\..*\\.js$`)).map(distSize).join(', '));
  }
}

/** The files a first load of `other` fetched that the first load of `/` did not, with their sizes in dist/. */
const extraFiles = (other, plain) => Object.keys(other.files)
  .filter((name) => !(name in plain.files) && fs.existsSync(path.join(DIST, name)))
  .map((name) => `${name} ${distSize(name)}`).join(', ');

async function coldRows(browser) {
  const sites = await coldSites();
  try {
    const fast = { br: await coldFigures(browser, sites.compressed.url, false), identity: await coldFigures(browser, sites.identity.url, false) };
    const slow = {
      br: await coldFigures(browser, sites.compressed.url, true),
      identity: await coldFigures(browser, sites.identity.url, true),
      unhinted: await coldFigures(browser, sites.unhinted.url, true),
    };
    row('page, cold: first drawn board, unthrottled, brotli / uncompressed', `${ms(fast.br.board)} / ${ms(fast.identity.board)}`, `uncompressed/brotli ${ratio(fast.identity.board, fast.br.board)}`);
    row(`page, cold: first drawn board, Slow 4G + ${CPU_SLOWDOWN}x CPU, brotli / uncompressed`, `${ms(slow.br.board)} / ${ms(slow.identity.board)}`, `uncompressed/brotli ${ratio(slow.identity.board, slow.br.board)}`);
    row(`page, cold: first drawn board, Slow 4G + ${CPU_SLOWDOWN}x CPU, brotli without / with the preload`, `${ms(slow.unhinted.board)} / ${ms(slow.br.board)}`, `without/with ${ratio(slow.unhinted.board, slow.br.board)}`);
    // The rule game's code editor is a chunk of its own, fetched only when that game is shown.
    const rules = { fast: await coldFigures(browser, `${sites.compressed.url}?game=rules`, false), slow: await coldFigures(browser, `${sites.compressed.url}?game=rules`, true) };
    row('page, cold: first drawn board, brotli, / against ?game=rules, unthrottled', `${ms(fast.br.board)} / ${ms(rules.fast.board)}`, `?game=rules / / ${ratio(rules.fast.board, fast.br.board)}`);
    row(`page, cold: first drawn board, brotli, / against ?game=rules, Slow 4G + ${CPU_SLOWDOWN}x CPU`, `${ms(slow.br.board)} / ${ms(rules.slow.board)}`, `?game=rules / / ${ratio(rules.slow.board, slow.br.board)}`);
    row('page, cold: bytes transferred by the first load, brotli, / against ?game=rules', `${kb(fast.br.bytes)} / ${kb(rules.fast.bytes)}`, `the rule game's editor chunk and its first game: ${kb(rules.fast.bytes - fast.br.bytes)}`);
    row('page, cold: files of dist/ that ?game=rules fetches and / does not', extraFiles(rules.fast, fast.br));
    row('page, cold: bytes transferred by the first load, brotli / uncompressed', `${kb(fast.br.bytes)} / ${kb(fast.identity.bytes)}`, `uncompressed/brotli ${ratio(fast.identity.bytes, fast.br.bytes)}`);
    await chineseRows(browser, sites.compressed.url, { fast: fast.br, slow: slow.br });
  } finally {
    sites.close();
  }
}

/**
 * The Chinese page cold (`?lang=zh`, brotli) against the English one (`english`, its figures):
 * its first paint of Chinese words, its first drawn board and its bytes, with those of the
 * Chinese font's faces (fetched only where the machine's fonts draw no Han, as here).
 */
async function chineseRows(browser, url, english) {
  const fast = await coldFigures(browser, `${url}?lang=zh`, false);
  const slow = await coldFigures(browser, `${url}?lang=zh`, true);
  row('page, cold: first paint of the words, / against ?lang=zh, unthrottled', `${ms(english.fast.words)} / ${ms(fast.words)}`, `?lang=zh / / ${ratio(fast.words, english.fast.words)}`);
  row(`page, cold: first paint of the words, / against ?lang=zh, Slow 4G + ${CPU_SLOWDOWN}x CPU`, `${ms(english.slow.words)} / ${ms(slow.words)}`, `?lang=zh / / ${ratio(slow.words, english.slow.words)}`);
  row('page, cold: first drawn board, / against ?lang=zh, unthrottled', `${ms(english.fast.board)} / ${ms(fast.board)}`, `?lang=zh / / ${ratio(fast.board, english.fast.board)}`);
  row(`page, cold: first drawn board, / against ?lang=zh, Slow 4G + ${CPU_SLOWDOWN}x CPU`, `${ms(english.slow.board)} / ${ms(slow.board)}`, `?lang=zh / / ${ratio(slow.board, english.slow.board)}`);
  row('page, cold: bytes transferred by the first load, brotli, / against ?lang=zh', `${kb(english.fast.bytes)} / ${kb(fast.bytes)}`, `the Chinese font's faces: ${kb(fast.fontBytes)} (on /: ${kb(english.fast.fontBytes)})`);
}

// `--cold` runs only the cold loads; `--only=seek,jobs` only the named groups of rows.
const only = process.argv.includes('--cold')
  ? new Set(['sizes', 'cold'])
  : new Set(process.argv.find((arg) => arg.startsWith('--only='))?.slice(7).split(',') ?? []);
const wanted = (group) => only.size === 0 || only.has(group);
const engines = wanted('engines') || wanted('end') ? await engineRows() : null;
const { server, url } = await startServer();
const browser = await launchBrowser();
try {
  if (wanted('first')) await firstBoardRow(browser, url);
  if (wanted('end')) await endRows(browser, url, engines);
  if (wanted('seek')) await seekRows(browser, url);
  if (wanted('jobs')) await jobRows(browser, url);
  if (wanted('stress')) await stressRows(browser, url);
  if (wanted('rules')) await rulesRows(browser, url);
  if (wanted('sums')) await sumsRows(browser, url);
  if (wanted('files')) await fileRows(browser, url);
  if (wanted('position')) await positionRows(browser, url);
  if (wanted('sizes')) sizeRows();
  if (wanted('cold')) await coldRows(browser);
} finally {
  await browser.close();
  server.close();
}
