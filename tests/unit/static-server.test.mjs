// scripts/static-server.mjs on a small site of its own: precompressed files by
// Accept-Encoding, Vary, cache headers by name, ETags, HEAD, and nothing outside the root.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startServer, acceptedCodings, cacheControl } from '../../scripts/static-server.mjs';

const SCRIPT = 'export const greeting = "hello, hello, hello, hello, hello";\n'.repeat(40);
let root;
let site;
let plain;

before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'retrograde-static-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  fs.writeFileSync(path.join(root, 'main.0123abcd.js'), SCRIPT);
  fs.writeFileSync(path.join(root, 'main.0123abcd.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(root, 'main.0123abcd.js.gz'), zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(root, 'only-gzip.js'), SCRIPT);
  fs.writeFileSync(path.join(root, 'only-gzip.js.gz'), zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(root, 'picture.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  fs.writeFileSync(path.join(root, 'face.0123abcd.woff2'), Buffer.from('wOF2'));
  fs.writeFileSync(path.join(os.tmpdir(), 'retrograde-outside.txt'), 'secret');
  site = await startServer(root);
  plain = await startServer(root, { precompressed: false });
});

after(async () => {
  await new Promise((resolve) => site.server.close(resolve));
  await new Promise((resolve) => plain.server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

/** Fetches with the given Accept-Encoding and without decoding: { status, headers, body }. */
function get(base, file, acceptEncoding, init = {}) {
  return new Promise((resolve, reject) => {
    const headers = { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...(init.headers ?? {}) };
    const req = http.request(new URL(file, base), { method: init.method ?? 'GET', headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('brotli when the client takes it, with the right body and headers', async () => {
  const res = await get(site.url, 'main.0123abcd.js', 'gzip, deflate, br');
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-encoding'], 'br');
  assert.equal(res.headers.vary, 'Accept-Encoding');
  assert.equal(res.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal(Number(res.headers['content-length']), res.body.length);
  assert.ok(res.body.length < SCRIPT.length);
  assert.equal(zlib.brotliDecompressSync(res.body).toString(), SCRIPT);
});

test('gzip when brotli is not taken, or there is no .br', async () => {
  for (const [file, accept] of [['main.0123abcd.js', 'gzip'], ['main.0123abcd.js', 'br;q=0, gzip;q=0.8'], ['only-gzip.js', 'br, gzip']]) {
    const res = await get(site.url, file, accept);
    assert.equal(res.headers['content-encoding'], 'gzip', `${file} with ${accept}`);
    assert.equal(zlib.gunzipSync(res.body).toString(), SCRIPT);
    assert.equal(res.headers.vary, 'Accept-Encoding');
  }
});

test('the file itself (identity) when no coding is taken, or compression is off', async () => {
  for (const [base, accept] of [[site.url, undefined], [site.url, 'identity'], [site.url, 'br;q=0, gzip;q=0'], [site.url, 'deflate'], [plain.url, 'br, gzip']]) {
    const res = await get(base, 'main.0123abcd.js', accept);
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], undefined, `Accept-Encoding: ${accept}`);
    assert.equal(res.body.toString(), SCRIPT);
    assert.equal(res.headers.vary, 'Accept-Encoding');
  }
});

test('files that are never compressed say no Vary and no coding', async () => {
  for (const [file, type] of [['picture.png', 'image/png'], ['face.0123abcd.woff2', 'font/woff2']]) {
    const res = await get(site.url, file, 'br, gzip');
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.headers.vary, undefined);
    assert.equal(res.headers['content-type'], type);
  }
});

test('hashed names are immutable; index.html and other names are no-cache; errors are no-store', async () => {
  assert.equal((await get(site.url, 'main.0123abcd.js', 'br')).headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal((await get(site.url, '', 'br')).headers['cache-control'], 'no-cache');
  assert.equal((await get(site.url, 'only-gzip.js', 'br')).headers['cache-control'], 'no-cache');
  const missing = await get(site.url, 'nothing.0123abcd.js', 'br');
  assert.equal(missing.status, 404);
  assert.equal(missing.headers['cache-control'], 'no-store');
  assert.equal(cacheControl('sw.js'), 'no-cache');
  assert.equal(cacheControl('retrograde_web_bg.26fd53bb.wasm'), 'public, max-age=31536000, immutable');
  // An extension with a digit in it: the Chinese font's faces.
  assert.equal(cacheControl('han-400.3f2a9c01.woff2'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControl('manifest.webmanifest'), 'no-cache');
});

test('an ETag per encoding, answered with 304; HEAD has headers and no body', async () => {
  const first = await get(site.url, 'main.0123abcd.js', 'br');
  const again = await get(site.url, 'main.0123abcd.js', 'br', { headers: { 'if-none-match': first.headers.etag } });
  assert.equal(again.status, 304);
  assert.equal(again.body.length, 0);
  const gzip = await get(site.url, 'main.0123abcd.js', 'gzip', { headers: { 'if-none-match': first.headers.etag } });
  assert.equal(gzip.status, 200, 'the brotli ETag does not stand for the gzip file');
  const head = await get(site.url, 'main.0123abcd.js', 'br', { method: 'HEAD' });
  assert.equal(head.status, 200);
  assert.equal(head.headers['content-encoding'], 'br');
  assert.equal(head.body.length, 0);
  assert.equal((await get(site.url, 'main.0123abcd.js', 'br', { method: 'POST' })).status, 405);
});

test('nothing outside the root', async () => {
  for (const file of ['../retrograde-outside.txt', '%2e%2e/retrograde-outside.txt', '..%2fretrograde-outside.txt']) {
    const res = await get(site.url, file, undefined);
    assert.notEqual(res.status, 200, file);
    assert.doesNotMatch(res.body.toString(), /secret/);
  }
});

test('Accept-Encoding is read with its qualities and *', () => {
  assert.deepEqual([...acceptedCodings('gzip, deflate, br')].sort(), ['br', 'deflate', 'gzip']);
  assert.deepEqual([...acceptedCodings('br;q=0, gzip;q=0.5')], ['gzip']);
  assert.deepEqual([...acceptedCodings('*')].sort(), ['*', 'br', 'gzip']);
  assert.deepEqual([...acceptedCodings('*, br;q=0')].sort(), ['*', 'gzip']);
  assert.deepEqual([...acceptedCodings('')], []);
  assert.deepEqual([...acceptedCodings(undefined)], []);
  assert.deepEqual([...acceptedCodings('GZIP ; Q=1')], ['gzip']);
});
