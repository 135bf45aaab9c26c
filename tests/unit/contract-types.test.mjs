// The games' contract as TypeScript's checker holds it (`npm run typecheck`): a game, a
// naming or an engine lacking a member, giving one of the wrong type or taking more
// arguments than the page passes is an error where it is written, and a whole one is fine.
// Each case is a small file checked with the project's own settings.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const TSC = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
const GAMES = path.join(ROOT, 'www', 'games');

const HEAD = `// @ts-check
import { defineGame } from '${GAMES}/contract.js';
import { piles } from '${GAMES}/piles/game.js';
import { PILES_NAMING } from '${GAMES}/piles/naming.js';
import { createPilesEngine } from '${GAMES}/piles/engine.js';
export const used = [defineGame, piles, PILES_NAMING, createPilesEngine];
`;

const CASES = {
  whole: 'export const game = defineGame({ ...piles });',
  lacking: 'const { placeFor: _placeFor, ...rest } = piles;\nexport const game = defineGame(rest);',
  arity: 'export const game = defineGame({ ...piles, sameTarget: (a, b, c) => a === b && c });',
  kind: "export const game = defineGame({ ...piles, fields: 'pile-size' });",
  result: 'export const game = defineGame({ ...piles, caption: () => 3 });',
  naming: `/** @type {import('${GAMES}/contract.js').Naming} */\nexport const naming = { ...PILES_NAMING };`,
  engine: `/** @returns {import('${GAMES}/contract.js').EngineHandlers} */
export function make() {
  const { timeline: _timeline, ...rest } = createPilesEngine(null);
  return rest;
}`,
};

/** The checker's errors, by case, over every case at once. */
function errorsByCase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-types-'));
  try {
    for (const [name, body] of Object.entries(CASES)) fs.writeFileSync(path.join(dir, `${name}.js`), `${HEAD}${body}\n`);
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
      extends: path.join(ROOT, 'tsconfig.json'),
      files: Object.keys(CASES).map((name) => path.join(dir, `${name}.js`)),
      include: [],
    }));
    let output = '';
    try {
      output = execFileSync(process.execPath, [TSC, '-p', dir, '--noEmit', '--pretty', 'false'], { cwd: dir, encoding: 'utf8' });
    } catch (error) {
      output = String(error.stdout);
    }
    const errors = Object.fromEntries(Object.keys(CASES).map((name) => [name, []]));
    // An error is its line and the indented lines that explain it.
    for (const block of output.split(/\n(?=\S)/).filter(Boolean)) {
      const match = /^([a-z]+)\.js\(\d+,\d+\): error (TS\d+: [^]*)/.exec(block);
      assert.ok(match && Object.hasOwn(errors, match[1]), `an error outside the cases: ${block}`);
      errors[match[1]].push(match[2]);
    }
    return errors;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('the checker refuses a game, naming or engine that breaks the contract, and takes a whole one', () => {
  const errors = errorsByCase();
  assert.deepEqual(errors.whole, []);
  assert.match(errors.lacking.join('\n'), /placeFor/);
  assert.match(errors.arity.join('\n'), /sameTarget|too few arguments/);
  assert.match(errors.kind.join('\n'), /readonly string\[\]/);
  assert.match(errors.result.join('\n'), /title: string/);
  assert.match(errors.naming.join('\n'), /missing the following properties/);
  assert.match(errors.engine.join('\n'), /timeline/);
});
