// A small static file server for the built site: `make serve` uses it, and so do the
// end-to-end tests and `make bench`. Only files below `root` are served, to GET and HEAD.
//
// - Precompressed files: the build writes NAME.br and NAME.gz beside each text asset and the
//   wasm module; a request whose Accept-Encoding allows brotli (or else gzip) gets that file
//   with `Content-Encoding`, anyone else the file itself. Responses that could differ so say
//   `Vary: Accept-Encoding`. `precompressed: false` always serves the file itself (for the
//   benchmark's uncompressed runs).
// - Caching: names with webpack's content hash (main.0aa38fc7.js) never change content, so
//   they are `immutable` for a year; everything else (index.html, sw.js, the manifest and
//   icons) is `no-cache`: kept, but checked with the server (ETag) before each use, so a new
//   build is seen at once.

import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The file types the build precompresses (scripts/build/plugins.cjs, COMPRESSIBLE). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.svg', '.json', '.webmanifest', '.txt']);

/**
 * Who may show a page in a frame (a meta tag cannot say it, so the server does): the
 * embeddable view anyone, every other page only its own site.
 */
export function framing(file) {
  if (path.extname(file) !== '.html') return {};
  const ancestors = path.basename(file) === 'embed.html' ? '*' : "'self'";
  return { 'content-security-policy': `frame-ancestors ${ancestors}` };
}

/** Content-hashed names, as webpack.config.js writes them: NAME.[contenthash:8].EXT. */
const HASHED = /\.[0-9a-f]{8}\.[a-z][a-z0-9]*$/;

/** Encodings the server has files for, in the order it prefers them, with their suffixes. */
const VARIANTS = [['br', '.br'], ['gzip', '.gz']];

/** The Cache-Control header for a file of this name. */
export function cacheControl(name) {
  return HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The content codings an Accept-Encoding header allows, as a set: each listed with a
 * non-zero quality, and, when `*` is, every coding not listed with quality zero.
 */
export function acceptedCodings(header = '') {
  const listed = new Map();
  for (const part of String(header).split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';').map((s) => s.trim());
    if (!coding) continue;
    const q = params.find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    listed.set(coding, Number.isFinite(quality) ? quality : 0);
  }
  const accepted = new Set([...listed].filter(([, q]) => q > 0).map(([coding]) => coding));
  if (accepted.has('*')) {
    for (const [coding] of VARIANTS) if (!listed.has(coding)) accepted.add(coding);
  }
  return accepted;
}

async function fileStat(file) {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/** The file to send for `file`: itself or a precompressed variant, with its stat and coding. */
async function chooseVariant(file, acceptEncoding, precompressed) {
  const stat = await fileStat(file);
  if (!stat) return null;
  if (precompressed && COMPRESSIBLE.has(path.extname(file))) {
    const accepted = acceptedCodings(acceptEncoding);
    for (const [coding, suffix] of VARIANTS) {
      if (!accepted.has(coding)) continue;
      const variant = await fileStat(file + suffix);
      if (variant) return { path: file + suffix, stat: variant, coding };
    }
  }
  return { path: file, stat, coding: null };
}

/** The request handler for `root` (an absolute path): usable on its own in a test's server. */
export function createHandler(root, { precompressed = true } = {}) {
  return async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('method not allowed');
        return;
      }
      const { pathname } = new URL(req.url, 'http://localhost');
      let rel = decodeURIComponent(pathname);
      if (rel.endsWith('/')) rel += 'index.html';
      const file = path.resolve(root, `.${rel}`);
      if (!file.startsWith(root + path.sep)) {
        res.writeHead(403, { 'content-type': 'text/plain' }).end('forbidden');
        return;
      }
      const chosen = await chooseVariant(file, req.headers['accept-encoding'], precompressed);
      if (!chosen) throw new Error('not found');
      const { stat, coding } = chosen;
      const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${coding ? `-${coding}` : ''}"`;
      const headers = {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': cacheControl(path.basename(file)),
        etag,
        'x-content-type-options': 'nosniff',
        ...framing(file),
      };
      if (COMPRESSIBLE.has(path.extname(file))) headers.vary = 'Accept-Encoding';
      if (coding) headers['content-encoding'] = coding;
      if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        res.writeHead(304, headers).end();
        return;
      }
      const body = await fs.readFile(chosen.path);
      headers['content-length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end('not found');
    }
  };
}

/**
 * Serves `root` on host:port (port 0 picks a free one); `precompressed: false` never sends
 * the .br/.gz files; `maxHeaderSize` is the most bytes of request line and headers taken (a
 * longer request is refused with 431; Node's default is 16 KiB, and a test sets 8 KiB, as
 * strict hosts do, to see that the page's links never need more). Resolves to { server, url }
 * once listening.
 */
export function startServer(root, {
  host = '127.0.0.1', port = 0, precompressed = true, maxHeaderSize = undefined,
} = {}) {
  const server = http.createServer({ maxHeaderSize }, createHandler(path.resolve(root), { precompressed }));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({ server, url: `http://${host}:${server.address().port}/` });
    });
  });
}
