// The catalogue has words for every key the page names: the static texts of index.html and
// every t('...') in the code; and the words come out with their values.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EN } from '../../www/i18n/en.js';
import { t } from '../../www/i18n/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return file.endsWith('.js') ? [file] : [];
  });
}

test('every static text of index.html has words', () => {
  const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const keys = [...html.matchAll(/data-i18n="([^"]+)"/g)].map((m) => m[1]);
  for (const pairs of html.matchAll(/data-i18n-attr="([^"]+)"/g)) {
    for (const pair of pairs[1].split(';')) keys.push(pair.split(':')[1].trim());
  }
  assert.ok(keys.length > 100);
  for (const key of keys) assert.ok(key in EN, `index.html names "${key}"`);
});

test('every key the code names literally has words', () => {
  const missing = [];
  for (const file of sources(path.join(root, 'www'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)) {
      if (!(match[1] in EN)) missing.push(`${path.relative(root, file)}: ${match[1]}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('words come out with their values, and a missing key is an error', () => {
  assert.equal(t('count.moves', { count: 1 }), '1 move');
  assert.equal(t('count.moves', { count: 2 }), '2 moves');
  assert.equal(t('why.knownWins', { jumps: [2, 3], other: 'Morty' }), 'Known to reach a Win for Morty: 2 and 3.');
  assert.equal(t('why.knownLoses', { jumps: [4], other: 'Rick', who: 'Morty' }), '4 reaches a Lose for Rick still in the queue: Morty will win once it is taken.');
  assert.throws(() => t('no.such.key'), /no words/);
});
