// A judge input's problem names a game's own parts (the item it wanted, what surplus input
// came after, the game's own problems) by the game's `kind`s (crates/wire/src/<game>.rs).
// Each game words them in its own words files; the shared grammar words only the shared
// kinds and looks a game's up by key, so a new game's judge format edits no shared file.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_WORDS } from '../../www/games/words.js';
import { inputProblem as englishProblem } from '../../www/i18n/en-grammar.js';
import { inputProblem as chineseProblem } from '../../www/i18n/zh-grammar.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WIRE = path.join(root, 'crates', 'wire', 'src');

/** The catalogue part each of a game's `kind`-tagged judge enums is worded under. */
const PARTS = { ItemWire: 'item', AfterWire: 'after', GameProblemWire: 'problem' };

const camel = (name) => name[0].toLowerCase() + name.slice(1);

/** Each game's judge kinds, read from its wire module: { game: [[part, kind], ...] }. */
function judgeKinds() {
  const kinds = {};
  for (const file of fs.readdirSync(WIRE)) {
    const text = fs.readFileSync(path.join(WIRE, file), 'utf8');
    const game = path.basename(file, '.rs');
    for (const [, name, body] of text.matchAll(/#\[serde\(tag = "kind"[^\]]*\]\npub enum (\w+) \{\n([\s\S]*?)\n\}/g)) {
      if (!PARTS[name]) continue;
      const variants = [...body.matchAll(/^ {4}([A-Z]\w*)/gm)].map((m) => [PARTS[name], camel(m[1])]);
      kinds[game] = [...(kinds[game] ?? []), ...variants];
    }
  }
  return kinds;
}

const KINDS = judgeKinds();

test('the games\' judge kinds are read from their wire modules', () => {
  // A game with no judge input of its own (a rule program is its own input) has no kinds.
  for (const game of Object.keys(KINDS)) assert.ok(Object.hasOwn(GAME_WORDS, game), game);
  assert.deepEqual(Object.keys(KINDS).sort(), ['berzerk', 'graph', 'piles']);
  const all = Object.values(KINDS).flat().map((pair) => pair.join('.'));
  for (const kind of ['item.objects', 'item.jump', 'after.game', 'problem.rule', 'item.pile', 'after.queries', 'item.edgeEnd', 'after.edges']) {
    assert.ok(all.includes(kind), kind);
  }
});

test('each game words its own judge kinds, in both languages', () => {
  for (const [game, kinds] of Object.entries(KINDS)) {
    for (const [part, kind] of kinds) {
      for (const language of ['en', 'zh']) {
        assert.ok(Object.hasOwn(GAME_WORDS[game][language], `judgeInput.${part}.${kind}`), `${game}/words.${language}.js: judgeInput.${part}.${kind}`);
      }
    }
  }
});

test('the shared grammar names no game\'s judge kind', () => {
  const kinds = new Set(Object.values(KINDS).flat().map(([, kind]) => kind));
  for (const file of ['en-grammar.js', 'zh-grammar.js']) {
    const text = fs.readFileSync(path.join(root, 'www', 'i18n', file), 'utf8');
    const named = [...text.matchAll(/(?:\bcase\s*|[!=]==?\s*|\.kind\s*[!=]==?\s*)(['"`])(\w+)\1/g)].map((m) => m[2]);
    assert.ok(named.includes('endsEarly'), `${file}: the shared kinds are read`);
    assert.deepEqual(named.filter((kind) => kinds.has(kind)), [], file);
  }
});

test('a game the grammar has never heard of is worded by its own keys', () => {
  const word = (key, values) => `<${key} ${values.row ?? values.count ?? values.cell}>`;
  const cell = { case: null, item: { kind: 'cell', row: 4 } };
  assert.equal(englishProblem({ kind: 'endsEarly', wanted: cell }, word), 'the input ends early; expected <judgeInput.item.cell 4>');
  assert.equal(englishProblem({ kind: 'extra', text: '"9"', after: { kind: 'rows', count: 3 } }, word), 'unexpected extra input "9" after <judgeInput.after.rows 3>');
  assert.equal(englishProblem({ kind: 'wall', cell: 7 }, word), '<judgeInput.problem.wall 7>');
  assert.equal(chineseProblem({ kind: 'empty', wanted: { ...cell, case: 2 } }, word), '输入是空的，应先给出 第 2 组数据的<judgeInput.item.cell 4>');
  assert.equal(chineseProblem({ kind: 'wall', cell: 7 }, word), '<judgeInput.problem.wall 7>');
});
