// The built site (dist/) as the build promises it, no browser needed: the service worker
// precaches exactly the build's own files with their true SRI hashes, hashed names carry no
// revision; every text asset and the wasm has a .br and a .gz that decode to it, and the
// static server sends them by Accept-Encoding; the manifest and its icons are all there; the
// Chinese font's faces hold every CJK character the built page can show.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { DIST, startServer } from './harness.mjs';
import { FAMILY, hanOf } from '../../scripts/build/han-font.mjs';
import { readPrecache, sha384 } from './precache.mjs';

const HASHED = /\.[0-9a-f]{8}\.[a-z][a-z0-9]*$/;
const COMPRESSIBLE = /\.(html|js|mjs|css|wasm|svg|json|webmanifest|txt)$/;

/** Every file under dist/, as paths relative to it with forward slashes. */
const files = () => fs.readdirSync(DIST, { recursive: true })
  .filter((name) => fs.statSync(path.join(DIST, name)).isFile())
  .map((name) => name.split(path.sep).join('/'));
const read = (name) => fs.readFileSync(path.join(DIST, name));

let site;
before(async () => {
  if (!fs.existsSync(path.join(DIST, 'sw.js'))) throw new Error('dist/sw.js is missing: run `npm run build` first');
  site = await startServer();
});
after(() => new Promise((resolve) => site.server.close(resolve)));

test('the service worker precaches every file of the build and nothing else, each with its true hash', () => {
  const entries = readPrecache(DIST);
  const own = files().filter((name) => !/\.(br|gz)$/.test(name) && name !== 'sw.js').sort();
  assert.deepEqual(entries.map((e) => e.url).sort(), own);
  for (const name of ['index.html', 'manifest.webmanifest']) assert.ok(own.includes(name), name);
  assert.ok(own.some((name) => name.endsWith('.wasm')), 'the wasm module');
  for (const entry of entries) {
    assert.equal(entry.integrity, sha384(read(entry.url)), `integrity of ${entry.url}`);
    assert.equal(entry.revision === null, HASHED.test(entry.url), `${entry.url}: a revision exactly when the name has no content hash`);
  }
});

/** The code points a font (WOFF2 bytes) has glyphs for. */
async function codePoints(bytes) {
  const face = new hb.Face(new hb.Blob(await fontverter.convert(bytes, 'sfnt')));
  return new Set(face.collectUnicodes());
}

test('each face of the Chinese font holds every CJK character of the built page\'s scripts, markup and styles', async () => {
  const faces = files().filter((name) => /^han-\d+\.[0-9a-f]{8}\.woff2$/.test(name)).sort();
  assert.deepEqual(faces.map((name) => name.split('.')[0]), ['han-400', 'han-700']);
  const texts = files().filter((name) => /\.(js|html|css)$/.test(name)).map((name) => read(name).toString('utf8'));
  // A pattern's range of CJK code points (draw/record-frame.js's), which the minifier writes
  // out as characters, is no text the page shows.
  const shown = [...hanOf(texts.map((text) => text.replace(/[\u2e80-\uffef]-[\u2e80-\uffef]/gu, '')))];
  assert.ok(shown.length > 500, `${shown.length} CJK characters in the built page`);
  for (const face of faces) {
    const held = await codePoints(read(face));
    assert.deepEqual(shown.filter((c) => !held.has(c.codePointAt(0))), [], `${face} lacks them`);
  }
  // The stylesheet names each face for its family.
  const css = texts.find((text) => text.includes('@font-face'));
  for (const face of faces) assert.match(css, new RegExp(`font-family: "${FAMILY}";\\s*src: url\\(${face.replace(/\./g, '\\.')}\\)`));
});

test('every text asset and the wasm has a .br and a .gz that decode to it', () => {
  const compressible = files().filter((name) => COMPRESSIBLE.test(name));
  assert.ok(compressible.length >= 6);
  for (const name of compressible) {
    const bytes = read(name);
    assert.ok(zlib.brotliDecompressSync(read(`${name}.br`)).equals(bytes), `${name}.br`);
    assert.ok(zlib.gunzipSync(read(`${name}.gz`)).equals(bytes), `${name}.gz`);
  }
});

function get(file, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http.get(new URL(file, site.url), { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('the server sends the build compressed by Accept-Encoding, with its cache headers', async () => {
  const wasm = files().find((name) => name.endsWith('.wasm'));
  for (const name of [wasm, 'index.html', 'sw.js']) {
    const bytes = read(name);
    const br = await get(name, 'gzip, deflate, br');
    assert.equal(br.headers['content-encoding'], 'br', name);
    assert.ok(zlib.brotliDecompressSync(br.body).equals(bytes), name);
    const gz = await get(name, 'gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip', name);
    assert.ok(zlib.gunzipSync(gz.body).equals(bytes), name);
    const identity = await get(name);
    assert.equal(identity.headers['content-encoding'], undefined, name);
    assert.ok(identity.body.equals(bytes), name);
    assert.equal(identity.headers.vary, 'Accept-Encoding', name);
  }
  assert.equal((await get(wasm)).headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal((await get('')).headers['cache-control'], 'no-cache');
  assert.equal((await get('sw.js')).headers['cache-control'], 'no-cache');
  assert.equal((await get('manifest.webmanifest')).headers['content-type'], 'application/manifest+json');
});

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];

test('the manifest names the app, starts standalone at the page and has icons that exist', () => {
  const manifest = JSON.parse(read('manifest.webmanifest'));
  assert.equal(manifest.short_name, 'Retrograde');
  assert.match(manifest.name, /Retrograde/);
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, './');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  assert.ok(pngs.some((icon) => icon.sizes === '192x192') && pngs.some((icon) => icon.sizes === '512x512'));
  assert.ok(manifest.icons.some((icon) => icon.purpose === 'maskable'));
  for (const icon of manifest.icons) {
    const bytes = read(icon.src);
    if (icon.type === 'image/png') {
      assert.ok(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), icon.src);
      assert.deepEqual(pngSize(bytes).join('x'), icon.sizes, icon.src);
    } else {
      assert.match(bytes.toString(), /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  }
  const html = read('index.html').toString();
  assert.match(html, /<link rel=manifest href=manifest\.webmanifest>/);
  assert.match(html, new RegExp(`<meta name=theme-color content=${manifest.theme_color}>`));
});
