// The page's layering rules that eslint's import rules (tests/unit/layers.test.mjs) cannot
// see: how states are laid out in the tables and what the outcome codes are is written in
// www/model/states.js alone.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WWW = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'www');
const MODEL = path.join('model', 'states.js');

function sources(dir = WWW) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

/** Lines of every page module but the model that match `pattern`, as "file:line: text". */
function offenders(pattern) {
  return sources().filter((file) => path.relative(WWW, file) !== MODEL).flatMap((file) => {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    return lines.flatMap((line, i) => (pattern.test(line) && !line.trim().startsWith('//')
      ? [`${path.relative(WWW, file)}:${i + 1}: ${line.trim()}`] : []));
  });
}

test('the scan sees the page: it reads every folder of www/', () => {
  const folders = new Set(sources().map((file) => path.relative(WWW, file).split(path.sep)[0]));
  for (const folder of ['engine', 'games', 'draw', 'ui', 'model', 'i18n']) assert.ok(folders.has(folder), folder);
});

test('no module but the model writes a state layout (mover * n + position, a pile cell index)', () => {
  // `mover * n`, `mover * g.n`, `x * n + y`, `n * (size + 1) + m`.
  const layout = /\bmover\s*\*\s*(?:\w+\.)?n\b|\*\s*(?:\w+\.)?n\s*\+|\(size \+ 1\)\s*\+/;
  assert.ok(layout.test('const s = mover * n + p;') && layout.test('decided[n * (size + 1) + m]'), 'the pattern finds a layout');
  assert.deepEqual(offenders(layout), []);
});

test('no module but the model compares an outcome with a number', () => {
  const literal = /\boutcomes?\b(\s*\[[^\]]*\])?\s*[!=]==?\s*\d/;
  assert.ok(literal.test('if (outcomes[s] === 2)') && literal.test('outcome !== 0'), 'the pattern finds a literal code');
  assert.deepEqual(offenders(literal), []);
});
