// `make bench`, the page's part: the step engine compiled to wasm (run in node) against the
// same engine native (examples/time_walker.rs, which also times the batch solver, which the
// page has no use for and so is not in the binding), and the built page in headless Chromium:
// navigation to the first drawn board, frame times during Play at n = 7000, and End from
// click to answer at n = 7000 (full sets), 100,000 (full sets) and 1,000,000 (steps 1-300
// and 1-250), with the longest main-thread task seen meanwhile; then the first drawn board
// of a cold load (a new browser context: empty cache, service worker blocked) under DevTools'
// "Slow 4G" network and a 4x slower CPU, served compressed (brotli), uncompressed, and
// compressed without the preload of the wasm module, with the bytes each first load moves.
// Figures are reported, never asserted: the machines are shared and noisy.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { startServer as serve } from '../scripts/static-server.mjs';
import { DIST, startServer, launchBrowser, openPage } from '../tests/e2e/harness.mjs';
import { publishChange } from '../tests/e2e/precache.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GAMES = [
  { name: 'n = 7000, full sets', n: 7000, s1: '1-6999', s2: '1-6999' },
  { name: 'n = 100,000, full sets', n: 100000, s1: '1-99999', s2: '1-99999' },
  { name: 'n = 1,000,000, steps 1-300 and 1-250', n: 1000000, s1: '1-300', s2: '1-250' },
];

const range = (text) => {
  const [a, b] = text.split('-').map(Number);
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
};
const judgeInput = (g) => [g.n, [range(g.s1).length, ...range(g.s1)].join(' '), [range(g.s2).length, ...range(g.s2)].join(' ')].join('\n');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x.toFixed(x < 10 ? 1 : 0)} ms`;

/** The native step engine and batch solver, timed in-process (examples/time_walker.rs), best of three. */
function native(game) {
  const out = spawnSync(path.join(root, 'target/release/examples/time_walker'), [], { input: judgeInput(game), maxBuffer: 1 << 20 });
  if (out.status !== 0) throw new Error(`time_walker failed: ${out.stderr}`);
  const [steps, batch] = out.stdout.toString().trim().split(' ').map(Number);
  return { steps, batch };
}

/** The same engine compiled to wasm, run to its end in node: best of three, and the wasm memory used. */
async function wasmSteps(game) {
  const { initSync, BerzerkSession } = await import('../pkg/retrograde_web.js');
  const wasm = initSync({ module: fs.readFileSync(path.join(root, 'pkg/retrograde_web_bg.wasm')) });
  const times = [];
  for (let i = 0; i < 3; i += 1) {
    const session = new BerzerkSession(String(game.n), game.s1, game.s2);
    const t0 = performance.now();
    while (!session.is_done()) session.run(1 << 30);
    times.push(performance.now() - t0);
    session.free();
  }
  return { time: Math.min(...times), memory: wasm.memory.buffer.byteLength };
}

/** From the click on End to the judge answer, with the longest main-thread task meanwhile. */
async function endInPage(browser, url, game) {
  const { page, context } = await openPage(browser, `${url}?n=${game.n}&s1=${game.s1}&s2=${game.s2}`);
  await page.evaluate(() => {
    window.benchLongest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.benchLongest = Math.max(window.benchLongest, entry.duration);
    }).observe({ type: 'longtask' });
  });
  // Timed in the page, from the click to the status saying the run is over.
  await page.evaluate(() => {
    document.querySelector('#end').addEventListener('click', () => {
      window.benchClick = performance.now();
    }, { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (document.querySelector('#status').dataset.done === 'true') {
        window.benchDone = performance.now();
        observer.disconnect();
      }
    }).observe(document.querySelector('#status'), { attributes: true });
  });
  await page.click('#end');
  await page.waitForSelector('#status[data-done="true"]', { timeout: 300000 });
  const elapsed = await page.evaluate(() => window.benchDone - window.benchClick);
  const longest = await page.evaluate(() => window.benchLongest);
  await context.close();
  return { elapsed, longest };
}

async function pageFigures(browser, url) {
  const { page, context } = await openPage(browser, `${url}?n=7000&s1=1-6999&s2=1-6999`);
  const firstBoard = await page.evaluate(() => performance.getEntriesByName('board-drawn')[0].startTime);
  await page.fill('#speed', '10');
  const frames = await page.evaluate(() => new Promise((resolve) => {
    const gaps = [];
    let last = null;
    const tick = (t) => {
      if (last !== null) gaps.push(t - last);
      last = t;
      if (gaps.length < 120 && document.querySelector('#status').dataset.done !== 'true') requestAnimationFrame(tick);
      else resolve(gaps);
    };
    document.querySelector('#play').click();
    requestAnimationFrame(tick);
  }));
  await context.close();
  const sorted = [...frames].sort((a, b) => a - b);
  return { firstBoard, median: median(frames), p95: sorted[Math.floor(sorted.length * 0.95)] };
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
 * board on the page's clock (performance.mark('board-drawn'), from navigation start) and
 * the bytes moved over the network (headers included) until the page has settled.
 */
async function coldLoad(browser, url, throttled) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
    });
    if (throttled) {
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await page.goto(url, { timeout: 120000 });
    await page.waitForFunction(() => performance.getEntriesByName('board-drawn').length > 0, null, { timeout: 120000 });
    const board = await page.evaluate(() => performance.getEntriesByName('board-drawn')[0].startTime);
    await page.waitForLoadState('networkidle', { timeout: 120000 });
    return { board, bytes };
  } finally {
    await context.close();
  }
}

/** The median first drawn board and the bytes of a first load, over COLD_RUNS loads. */
async function coldFigures(browser, url, throttled) {
  const loads = [];
  for (let i = 0; i < COLD_RUNS; i += 1) loads.push(await coldLoad(browser, url, throttled));
  return { board: median(loads.map((l) => l.board)), bytes: median(loads.map((l) => l.bytes)) };
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

// `node bench/page.mjs --cold` measures the cold loads alone (no native build needed).
const coldOnly = process.argv.includes('--cold');
const rows = [];
for (const game of coldOnly ? [] : GAMES) {
  const { steps, batch } = native(game);
  const wasm = await wasmSteps(game);
  const memory = `wasm memory ${(wasm.memory / 2 ** 20).toFixed(0)} MB`;
  rows.push([`step engine to the end, ${game.name}`, `native ${ms(steps)}, wasm ${ms(wasm.time)}`, `wasm/native ${(wasm.time / steps).toFixed(2)}x, ${memory}`]);
  rows.push([`batch solver, ${game.name}`, `native ${ms(batch)}`, `step engine in wasm / batch native ${(wasm.time / batch).toFixed(1)}x`]);
}
const { server, url } = await startServer();
const browser = await launchBrowser();
try {
  if (!coldOnly) {
    const figures = await pageFigures(browser, url);
    rows.push(['page: navigation to the first drawn board', ms(figures.firstBoard), '']);
    rows.push(['page: frame interval during Play at n = 7000 (full sets, 1000 steps/s; 16.7 ms is every frame at 60 Hz)', `median ${ms(figures.median)}, 95th percentile ${ms(figures.p95)}`, '']);
  }
  for (const game of coldOnly ? [] : GAMES) {
    const end = await endInPage(browser, url, game);
    rows.push([`page: End, ${game.name}`, ms(end.elapsed), `longest main-thread task ${ms(end.longest)}`]);
  }
  const sites = await coldSites();
  try {
    const fast = { br: await coldFigures(browser, sites.compressed.url, false), identity: await coldFigures(browser, sites.identity.url, false) };
    const slow = {
      br: await coldFigures(browser, sites.compressed.url, true),
      identity: await coldFigures(browser, sites.identity.url, true),
      unhinted: await coldFigures(browser, sites.unhinted.url, true),
    };
    const ratio = (a, b) => `${(a / b).toFixed(2)}x`;
    rows.push(['page, cold: first drawn board, unthrottled, brotli / uncompressed', `${ms(fast.br.board)} / ${ms(fast.identity.board)}`, `uncompressed/brotli ${ratio(fast.identity.board, fast.br.board)}`]);
    rows.push([`page, cold: first drawn board, Slow 4G + ${CPU_SLOWDOWN}x CPU, brotli / uncompressed`, `${ms(slow.br.board)} / ${ms(slow.identity.board)}`, `uncompressed/brotli ${ratio(slow.identity.board, slow.br.board)}`]);
    rows.push([`page, cold: first drawn board, Slow 4G + ${CPU_SLOWDOWN}x CPU, brotli without / with the preload`, `${ms(slow.unhinted.board)} / ${ms(slow.br.board)}`, `without/with ${ratio(slow.unhinted.board, slow.br.board)}`]);
    rows.push(['page, cold: bytes transferred by the first load, brotli / uncompressed', `${kb(fast.br.bytes)} / ${kb(fast.identity.bytes)}`, `uncompressed/brotli ${ratio(fast.identity.bytes, fast.br.bytes)}`]);
  } finally {
    sites.close();
  }
} finally {
  await browser.close();
  server.close();
}
const width = Math.max(...rows.map((r) => r[0].length));
for (const [what, figure, note] of rows) console.log(`${what.padEnd(width)}  ${figure}${note ? `  (${note})` : ''}`);
