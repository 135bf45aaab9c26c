// The page offline, in headless Chromium over http://127.0.0.1 (service workers need it):
// after one visit it loads, steps and runs its worker with no network; a new build is used
// after one reload; a build that fails to install (an HTTP 500) leaves the old one working
// and nothing of it in the cache; the wasm module and the worker chunk are each requested
// once on a first visit (the preload and the prefetch are used); the manifest is installable;
// offline, the Chinese page draws real glyphs in its own font, which the precache holds.
// Each test serves its own copy of dist/, so it can change it.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DIST, launchBrowser, openPage } from './harness.mjs';
import { createHandler } from '../../scripts/static-server.mjs';
import { publishChange, readPrecache } from './precache.mjs';
import {
  boardHan, realGlyphs, recordCanvasHan, shadeByRemoteness, SHOWN,
} from './glyphs.mjs';

let browser;
const cleanups = [];
before(async () => {
  if (!fs.existsSync(path.join(DIST, 'sw.js'))) throw new Error('dist/sw.js is missing: run `npm run build` first');
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * A copy of dist/ served on 127.0.0.1 with a log of requested paths; paths in `failing`
 * are answered with HTTP 500.
 */
async function serveCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'retrograde-offline-'));
  fs.cpSync(DIST, dir, { recursive: true });
  const handler = createHandler(dir);
  const site = { dir, log: [], failing: new Set() };
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://localhost');
    site.log.push(pathname);
    if (site.failing.has(pathname)) res.writeHead(500, { 'content-type': 'text/plain' }).end('broken');
    else handler(req, res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  site.url = `http://127.0.0.1:${server.address().port}/`;
  cleanups.push(() => new Promise((resolve) => server.close(resolve)), () => fs.rmSync(dir, { recursive: true, force: true }));
  return site;
}

/** Waits until the page is controlled by an activated service worker. */
const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 20000 });

/**
 * Asks the registration to check for a new sw.js and waits for the outcome: 'activated' (a
 * new build took over), 'redundant' (its install failed) or 'none' (nothing new).
 */
const checkForUpdate = (page) => page.evaluate(async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  await registration.update().catch(() => {});
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return 'none';
  return new Promise((resolve) => {
    const settle = () => {
      if (worker.state === 'activated' || worker.state === 'redundant') resolve(worker.state);
    };
    worker.addEventListener('statechange', settle);
    settle();
  });
});

/**
 * Every response in the page's caches: { url, status }. A service worker may be removing an
 * old build while this walks the cache, so an entry listed but gone by the time it is read
 * is left out rather than read as a response.
 */
const cached = (page) => page.evaluate(async () => {
  const out = [];
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (response) out.push({ url: request.url, status: response.status });
    }
  }
  return out;
});

/** Polls `check` (in node) until it is true, for up to 20 s. */
async function until(check, what) {
  for (const start = Date.now(); Date.now() - start < 20000;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const stepOnce = async (page) => {
  await page.click('#step');
  await page.waitForFunction(() => document.querySelector('#status').textContent.startsWith('Step 1'));
};

test('after one visit the page loads, steps and runs its worker offline', async () => {
  const site = await serveCopy();
  const { page, context, problems } = await openPage(browser, site.url, { serviceWorkers: 'allow' });
  try {
    await controlled(page);
    const entries = await cached(page);
    assert.ok(entries.some((e) => e.url.endsWith('.wasm')) && entries.some((e) => /index\.html/.test(e.url)), 'the build is precached');
    await context.setOffline(true);
    const before = site.log.length;
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    await stepOnce(page);
    // A link with a game in it, and a game large enough for the engine worker.
    await page.goto(`${site.url}?n=7000&s1=1-6999&s2=1-6999`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    await page.click('#end');
    await page.waitForSelector('#status[data-done="true"]', { timeout: 30000 });
    // The embeddable view, with its query.
    await page.goto(`${site.url}embed.html?n=8&s1=6,2,3,4&s2=3,6&controls=step,play`);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    await stepOnce(page);
    assert.equal(site.log.length, before, `no request reached the server: ${site.log.slice(before)}`);
    // Using the page cached nothing beyond the build's own files, and only good responses.
    const precached = new Set(readPrecache(site.dir).map((e) => new URL(e.url, site.url).href));
    const after = await cached(page);
    assert.deepEqual(after.filter((e) => !precached.has(e.url.replace(/\?__WB_REVISION__=[0-9a-f]+$/, '')) || e.status !== 200), []);
    assert.equal(after.length, precached.size);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('offline after one visit in English, the Chinese page draws real glyphs, its font from the precache (Berzerk and the rule game)', async () => {
  const site = await serveCopy();
  const { page, context, problems } = await openPage(browser, site.url, { serviceWorkers: 'allow' });
  try {
    await controlled(page);
    // The English page asked for no face of the Chinese font; the service worker's install
    // fetched them, with the rest of the build.
    assert.deepEqual(await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((name) => name.endsWith('.woff2'))), []);
    assert.equal(site.log.filter((p) => p.endsWith('.woff2')).length, 2);
    await recordCanvasHan(page);
    await context.setOffline(true);
    const before = site.log.length;
    for (const [game, link] of [['Berzerk', '?n=8&s1=6,2,3,4&s2=3,6&step=5&pin=R3&lang=zh'], ['rule game', '?game=rules&step=3&lang=zh']]) {
      await page.goto(`${site.url}${link}`);
      await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
      await realGlyphs(page, SHOWN, `offline, ${game}`);
      await shadeByRemoteness(page, game);
      await boardHan(page, `offline, ${game}`);
    }
    assert.equal(site.log.length, before, `no request reached the server: ${site.log.slice(before)}`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a new build is used after a reload; one whose install fails (HTTP 500) leaves the old build and caches nothing broken', async () => {
  const site = await serveCopy();
  const { page, context, problems } = await openPage(browser, site.url, { serviceWorkers: 'allow' });
  try {
    await controlled(page);
    const revision = publishChange(site.dir, 'index.html', (html) => html.replace('<head>', '<head><meta name=build content=second>'));
    const marker = () => page.evaluate(() => document.querySelector('meta[name="build"]')?.content ?? null);

    // The new build's index.html fails: its install fails, the old worker stays.
    site.failing.add('/index.html');
    const oldWorker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).active.scriptURL);
    assert.equal(await checkForUpdate(page), 'redundant');
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    assert.equal(await marker(), null, 'still the first build');
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).active.scriptURL), oldWorker);
    const entries = await cached(page);
    assert.ok(entries.length > 0);
    assert.deepEqual(entries.filter((e) => e.status !== 200), [], 'only good responses are cached');
    await stepOnce(page);

    // Once the server is mended, the next visit finds the new sw.js, which installs the new
    // build and takes over (the old build's files leave the cache); the visit after shows it.
    site.failing.clear();
    await page.goto(site.url); // not a reload: the address now carries the step
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    await until(async () => {
      const pages = (await cached(page)).map((e) => e.url).filter((url) => url.includes('index.html'));
      return pages.length === 1 && pages[0].endsWith(`index.html?__WB_REVISION__=${revision}`);
    }, 'the new build to be installed and the old one removed');
    await page.goto(site.url);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    assert.equal(await marker(), 'second');
    // ... offline too.
    await context.setOffline(true);
    await page.goto(site.url); // not a reload: the address now carries the step
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
    assert.equal(await marker(), 'second');
    await stepOnce(page);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a first visit asks the server once for the wasm module and once for the worker chunk', async () => {
  const site = await serveCopy();
  const warnings = [];
  const { page, context, problems } = await openPage(browser, site.url, { serviceWorkers: 'block' });
  page.on('console', (msg) => {
    if (/preload|prefetch/i.test(msg.text())) warnings.push(msg.text());
  });
  try {
    await page.waitForFunction(() => performance.getEntriesByName('board-drawn').length > 0);
    // The worker is started at boot; give a preload that went unused time to be reported.
    await page.waitForTimeout(3500);
    const wasm = site.log.filter((p) => p.endsWith('.wasm'));
    const html = fs.readFileSync(path.join(site.dir, 'index.html'), 'utf8');
    const chunk = html.match(/<link rel=prefetch href=([^ >]+)>/)[1];
    assert.equal(wasm.length, 1, `wasm requests: ${wasm}`);
    assert.equal(site.log.filter((p) => p === `/${chunk}`).length, 1, `worker chunk requests: ${site.log}`);
    assert.match(html, new RegExp(`<link rel=preload href=${wasm[0].slice(1).replace(/\./g, '\\.')} as=fetch crossorigin>`));
    assert.deepEqual(warnings, []);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the manifest is read without errors and its icons load; Chromium finds the page installable', async () => {
  const site = await serveCopy();
  const { page, context, problems } = await openPage(browser, site.url, { serviceWorkers: 'allow' });
  try {
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.deepEqual(manifest.errors, []);
    assert.equal(manifest.url, `${site.url}manifest.webmanifest`);
    // Playwright's contexts are off the record, which alone keeps Chromium from offering to install.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'), []);
    const icons = JSON.parse(manifest.data).icons;
    const sizes = await page.evaluate((list) => Promise.all(list.map(({ src }) => new Promise((resolve) => {
      const image = new Image();
      image.onload = () => resolve(`${image.naturalWidth}x${image.naturalHeight}`);
      image.onerror = () => resolve('failed');
      image.src = src;
    }))), icons);
    icons.forEach((icon, i) => assert.ok(icon.sizes === 'any' ? sizes[i] !== 'failed' : sizes[i] === icon.sizes, `${icon.src}: ${sizes[i]}`));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
