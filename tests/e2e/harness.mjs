// Shared pieces for the end-to-end tests: a static file server for dist/ and a headless
// Chromium driven by playwright-core.

import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DIST = path.resolve(here, '..', '..', 'dist');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves `root` on 127.0.0.1 at a free port. Resolves to { server, url }. */
export async function startServer(root = DIST) {
  const server = http.createServer(async (req, res) => {
    try {
      const { pathname } = new URL(req.url, 'http://localhost');
      let rel = decodeURIComponent(pathname);
      if (rel.endsWith('/')) rel += 'index.html';
      const file = path.resolve(root, `.${rel}`);
      if (!file.startsWith(root + path.sep)) {
        res.writeHead(403).end('forbidden');
        return;
      }
      const body = await fs.readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { server, url: `http://127.0.0.1:${port}/` };
}

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
 * Opens a page that records console errors, uncaught exceptions and failed requests.
 * Returns { page, problems } where problems is a live array of strings.
 */
export async function openPage(browser, url, { width = 1280, height = 820, deviceScaleFactor = 1 } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} ${req.failure()?.errorText}`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20000 });
  return { page, context, problems };
}

/** Types a game into the form and applies it. */
export async function enterGame(page, n, s1, s2) {
  await page.fill('#n', n);
  await page.fill('#s1', s1);
  await page.fill('#s2', s2);
  await page.click('#apply');
}

/** Presses End and waits for the answer block to fill in. */
export async function runToEnd(page, timeout = 20000) {
  await page.click('#end');
  await page.waitForFunction(() => document.querySelector('#answer').textContent.length > 0, null, { timeout });
  return page.textContent('#answer');
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
