// The service worker's precache list, read out of a built sw.js, and a way to publish a
// changed file in a copy of dist/ as a new build would: the file, its .br and .gz, and its
// entry in sw.js (revision and integrity), so that sw.js changes and browsers see an update.

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const ENTRY = /\{url:"([^"]+)",revision:(null|"[0-9a-f]+"),integrity:"(sha384-[A-Za-z0-9+/=]+)"\}/g;

/** The entries sw.js in `dir` precaches: [{ url, revision, integrity }]. */
export function readPrecache(dir) {
  const source = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
  const entries = [...source.matchAll(ENTRY)].map(([, url, revision, integrity]) => ({
    url, revision: revision === 'null' ? null : JSON.parse(revision), integrity,
  }));
  if (entries.length === 0) throw new Error('no precache entries found in sw.js: has the service worker\'s format changed?');
  return entries;
}

export const sha384 = (bytes) => `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;

function writeWithVariants(file, bytes) {
  fs.writeFileSync(file, bytes);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes));
}

/**
 * Replaces `name` (unhashed, such as index.html) in the site at `dir` by `transform(text)`,
 * as a new build would. Returns the file's new revision.
 */
export function publishChange(dir, name, transform) {
  const file = path.join(dir, name);
  const bytes = Buffer.from(transform(fs.readFileSync(file, 'utf8')));
  writeWithVariants(file, bytes);
  const swFile = path.join(dir, 'sw.js');
  const sw = fs.readFileSync(swFile, 'utf8');
  let found = false;
  const revision = crypto.createHash('md5').update(bytes).digest('hex');
  const updated = sw.replace(ENTRY, (whole, url) => {
    if (url !== name) return whole;
    found = true;
    return `{url:"${url}",revision:"${revision}",integrity:"${sha384(bytes)}"}`;
  });
  if (!found) throw new Error(`${name} is not in the precache list of sw.js`);
  writeWithVariants(swFile, Buffer.from(updated));
  return revision;
}
