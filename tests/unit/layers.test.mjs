// The page's layers as eslint.config.js enforces them: an import that crosses a layer is an
// error where it is written, and the same import is fine where the layers allow it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: ROOT });

/** The no-restricted-imports errors of `code` as if it were the file `file` (from the root). */
async function crossings(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
}

const pkg = (up) => `import init from '${up}pkg/retrograde_web.js';\nexport const x = init;\n`;
const engine = (up) => `import { plain } from '${up}engine/plain.js';\nexport const x = plain;\n`;

test('only the engines import the wasm module', async () => {
  assert.equal(await crossings('www/games/graph/engine.js', pkg('../../../')), 0);
  assert.equal(await crossings('www/engine/local.js', pkg('../../')), 0);
  assert.equal(await crossings('www/games/graph/game.js', pkg('../../../')), 1);
  assert.equal(await crossings('www/ui/app.js', pkg('../../')), 1);
  assert.equal(await crossings('www/panels/play.js', pkg('../../')), 1);
});

test('boards and paint layers reach no engine', async () => {
  assert.equal(await crossings('www/games/graph/view.js', engine('../../')), 1);
  assert.equal(await crossings('www/draw/arrows.js', engine('../')), 1);
  assert.equal(await crossings('www/games/graph/view.js', "import { createGraphEngine } from './engine.js';\nexport const x = createGraphEngine;\n"), 1);
  assert.equal(await crossings('www/games/graph/game.js', engine('../../')), 1);
  assert.equal(await crossings('www/games/graph/game.js', "import { FieldProblems } from '../../engine/problems.js';\nexport const x = FieldProblems;\n"), 0);
});

test('the model imports nothing of the page', async () => {
  for (const layer of ['ui/url.js', 'draw/palette.js', 'engine/plain.js', 'games/registry.js']) {
    assert.equal(await crossings('www/model/states.js', `import * as m from '../${layer}';\nexport const x = m;\n`), 1, layer);
  }
  assert.equal(await crossings('www/model/state-run.js', "import { Outcome } from './states.js';\nexport const x = Outcome;\n"), 0);
});

test('outside the engines only the controller talks to an engine, through its client', async () => {
  assert.equal(await crossings('www/ui/readout.js', "import { createHost } from '../engine/host.js';\nexport const x = createHost;\n"), 1);
  assert.equal(await crossings('www/ui/app.js', "import { EngineRestarted } from '../engine/client.js';\nexport const x = EngineRestarted;\n"), 0);
  assert.equal(await crossings('www/ui/slots.js', "import { FieldProblems } from '../engine/problems.js';\nexport const x = FieldProblems;\n"), 0);
  assert.equal(await crossings('www/panels/check.js', engine('../')), 1);
  assert.equal(await crossings('www/draw/arrows.js', "import { t } from '../ui/app.js';\nexport const x = t;\n"), 1);
});

test('a game\'s painters are its own: no other game and no shared board imports them', async () => {
  const ring = (up) => `import { ringLayout } from '${up}berzerk/ring-geometry.js';\nexport const x = ringLayout;\n`;
  assert.equal(await crossings('www/games/graph/view.js', ring('../')), 1);
  assert.equal(await crossings('www/games/piles/view.js', ring('../../games/')), 1);
  assert.equal(await crossings('www/draw/board-image.js', ring('../games/')), 1);
  assert.equal(await crossings('www/games/berzerk/view.js', "import { ringLayout } from './ring-geometry.js';\nexport const x = ringLayout;\n"), 0);
  assert.equal(await crossings('www/games/graph/view.js', "import { byOutcome } from '../../draw/colouring.js';\nexport const x = byOutcome;\n"), 0);
  assert.equal(await crossings('www/games/berzerk/view.js', engine('../../')), 1);
});

test("a function in the page's code, a factory's closure included, is at most 150 lines", async () => {
  const body = (lines) => `export function make() {\n${Array.from({ length: lines }, (_, i) => `  globalThis.x${i} = ${i};`).join('\n')}\n}\n`;
  const long = async (lines) => {
    const [result] = await eslint.lintText(body(lines), { filePath: path.join(ROOT, 'www/ui/app.js') });
    return result.messages.filter((m) => m.ruleId === 'max-lines-per-function').length;
  };
  assert.equal(await long(148), 0);
  assert.equal(await long(149), 1);
});
