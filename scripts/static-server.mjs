// A small static file server for the built site: `make serve` uses it, and so do the
// end-to-end tests. Only files below `root` are served.

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
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Who may show a page in a frame (a meta tag cannot say it, so the server does): the
 * embeddable view anyone, every other page only its own site.
 */
export function framing(file) {
  if (path.extname(file) !== '.html') return {};
  const ancestors = path.basename(file) === 'embed.html' ? '*' : "'self'";
  return { 'content-security-policy': `frame-ancestors ${ancestors}` };
}

function handler(root) {
  return async (req, res) => {
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
        ...framing(file),
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  };
}

/** Serves `root` on host:port (port 0 picks a free one). Resolves to { server, url } once listening. */
export function startServer(root, { host = '127.0.0.1', port = 0 } = {}) {
  const server = http.createServer(handler(path.resolve(root)));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({ server, url: `http://${host}:${server.address().port}/` });
    });
  });
}
