// Shared pieces for the end-to-end tests: a static file server for dist/ and a headless
// Chromium driven by playwright-core.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { startServer as serve } from '../../scripts/static-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DIST = path.resolve(here, '..', '..', 'dist');

/**
 * Serves `root` on 127.0.0.1 at a free port, with the static server's `options`
 * (`maxHeaderSize`). Resolves to { server, url }.
 */
export const startServer = (root = DIST, options = {}) => serve(root, options);

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}

/**
 * For a test file: serves dist/ (with the static server's `serverOptions`) and opens Chromium
 * before its tests, closes both after. Returns { url, withPage(url, fn, options) };
 * `fn(page, problems)` runs in a fresh context.
 */
export function useSite(serverOptions = {}) {
  const site = { url: null };
  let server = null;
  let browser = null;
  before(async () => {
    if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('dist/index.html is missing: run `npm run build` first');
    ({ server, url: site.url } = await startServer(DIST, serverOptions));
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  });
  site.withPage = async (url, fn, options) => {
    const { page, context, problems } = await openPage(browser, url, options);
    try {
      await fn(page, problems);
    } finally {
      await context.close();
    }
  };
  return site;
}

/**
 * Opens a page that records console errors, uncaught exceptions and failed requests.
 * Returns { page, problems } where problems is a live array of strings. `locale` is the
 * browser's language (`navigator.languages`). The page's service
 * worker is blocked unless `serviceWorkers: 'allow'` (offline.test.mjs): a worker that
 * answers from its cache would hide the server, and page.route, from every other test.
 */
export async function openPage(browser, url, {
  width = 1280, height = 820, deviceScaleFactor = 1, isMobile = false, hasTouch = false, bypassCSP = false,
  waitForReady = true, serviceWorkers = 'block', locale = 'en-US',
} = {}) {
  const context = await browser.newContext({
    viewport: { width, height }, deviceScaleFactor, isMobile, hasTouch, bypassCSP, serviceWorkers, locale,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  // A request the page left behind by navigating (a lazy chunk still loading when a test
  // opens the next address) is aborted by the browser, not failed by the server.
  let navigations = 0;
  const madeAt = new WeakMap();
  page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) navigations += 1; });
  page.on('request', (req) => madeAt.set(req, navigations));
  page.on('requestfailed', (req) => {
    const left = req.failure()?.errorText === 'net::ERR_ABORTED' && (madeAt.get(req) ?? navigations) < navigations;
    if (!left) problems.push(`request failed: ${req.url()} ${req.failure()?.errorText}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  await page.goto(url);
  if (waitForReady) await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  return { page, context, problems };
}

/** Types a game into the form and applies it. */
export async function enterGame(page, n, s1, s2) {
  await page.fill('#n', n);
  await page.fill('#s1', s1);
  await page.fill('#s2', s2);
  await page.click('#apply');
}

/** Presses End and waits for the run to be over; returns Berzerk's judge output. */
export async function runToEnd(page, timeout = 20000) {
  await page.click('#end');
  await page.waitForSelector('#status[data-done="true"]', { timeout });
  return page.textContent('#answer');
}

/** The colour of one CSS pixel of the board, as "r,g,b". */
export function pixelAt(page, x, y) {
  return page.evaluate(([px, py]) => {
    const canvas = document.querySelector('#board');
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const [r, g, b] = canvas.getContext('2d').getImageData(Math.floor(px * ratio), Math.floor(py * ratio), 1, 1).data;
    return `${r},${g},${b}`;
  }, [x, y]);
}

/** Statistics of the canvas pixels: how many are not the background and which colours appear. */
export function canvasStats(page) {
  return page.evaluate(() => {
    const canvas = document.querySelector('#board');
    const ctx = canvas.getContext('2d');
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    const colours = new Map();
    for (let i = 0; i < data.length; i += 4) {
      const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
      if (key !== '255,255,255') inked += 1;
      colours.set(key, (colours.get(key) || 0) + 1);
    }
    return {
      width: canvas.width,
      height: canvas.height,
      inked,
      total: data.length / 4,
      colours: Object.fromEntries([...colours].filter(([, count]) => count > 30)),
    };
  });
}

/** Waits for two animation frames: whatever an input asked to be painted has been. */
export function framesPainted(page) {
  return page.evaluate(() => new Promise((resolve) => {
    requestAnimationFrame(() => requestAnimationFrame(resolve));
  }));
}

const require = createRequire(import.meta.url);

/** Serious and critical axe-core violations on the page as it is now (the context must bypass CSP). */
export async function axeViolations(page) {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Applies `source` in the rule editor and cancels its build once its progress shows: the
 * refusal the page then says beside the editor.
 */
export async function cancelRulesBuild(page, source) {
  await page.fill('#rules-source', source);
  await page.click('#rules-apply');
  await page.waitForSelector('#cancel:not([hidden])');
  await page.waitForFunction(() => /Building the game: \d+%/.test(document.querySelector('#progress').title));
  await page.click('#cancel');
  await page.waitForFunction(() => document.querySelector('#rules-error').textContent !== '');
  return page.textContent('#rules-error');
}

/** Puts `text` in the graph's edge list and applies it (set at once: a judge-size text types slowly). */
export async function enterGraph(page, text) {
  await page.evaluate((value) => {
    const field = document.querySelector('#graph-edges');
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
  await page.click('#graph-apply');
}

/** Pastes `input` on the rule game's test card and reads it; resolves once the card has answered. */
export async function readFormatTest(page, input) {
  await page.fill('#format-input', input);
  await page.evaluate(() => {
    for (const id of ['#format-note', '#format-error']) document.querySelector(id).textContent = '';
  });
  await page.click('#format-apply');
  await page.waitForFunction(() => document.querySelector('#format-note').textContent !== '' || document.querySelector('#format-error').textContent !== '');
}
