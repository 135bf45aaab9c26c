// The check card's words (panels/check-text.js) serve every game alike: what an answer
// should hold is the game's to word (`naming.answerShape`), so the shared text names no
// game and no shape of answer, and a new game words its own format without editing it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatText } from '../../www/panels/check-text.js';
import { setLanguage } from '../../www/i18n/index.js';
import { setNumbering } from '../../www/model/states.js';
import { GAMES } from '../../www/games/registry.js';
import { BERZERK_NAMING } from '../../www/games/berzerk/naming.js';
import { GRAPH_NAMING } from '../../www/games/graph/naming.js';
import { PILES_NAMING } from '../../www/games/piles/naming.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The shapes of answer the engine sends (crates/wire `ShapeWire`), by their `kind`. */
const SHAPE_KINDS = ['berzerk', 'berzerkCases', 'piles', 'graph', 'rules'];

test('check-text.js names no game and no shape of answer', () => {
  const source = fs.readFileSync(path.join(root, 'www', 'panels', 'check-text.js'), 'utf8');
  for (const name of new Set([...Object.keys(GAMES), ...SHAPE_KINDS])) {
    assert.doesNotMatch(source, new RegExp(`['"\`]${name}['"\`.]`), name);
  }
  assert.doesNotMatch(source, /shape\.kind|\.shape\b/, 'the answer\'s shape is read by the game');
  assert.doesNotMatch(source, /games\//, 'no game\'s code is imported');
});

const EMPTY = (expected) => ({ kind: 'empty', expected });

test('a format problem says what the game words its answer should hold', () => {
  const naming = { answerShape: ({ words, shape }) => `${words} tokens shaped ${shape.kind}` };
  const expected = { words: 3, choices: ['Yes', 'No'], shape: { kind: 'rules' } };
  assert.match(formatText(EMPTY(expected), naming), /3 tokens shaped rules/);
});

test('each game words its own answer, in English and Chinese', () => {
  const choices = ['Win', 'Lose', 'Loop'];
  const cases = [
    [BERZERK_NAMING, { words: 8, choices, shape: { kind: 'berzerk', objects: 5 } },
      '8 words of Win, Lose or Loop: objects 2..5 with Rick moving first, then with Morty moving first',
      '8 个取自 Win、Lose 或 Loop 的词（物体 2..5，先是瑞克先手，再是莫蒂先手）'],
    [BERZERK_NAMING, { words: 20, choices, shape: { kind: 'berzerkCases', games: 2 } },
      '20 words of Win, Lose or Loop: for each of the 2 games, objects 2..n with Rick moving first, then with Morty moving first',
      '20 个取自 Win、Lose 或 Loop 的词（对 2 局游戏中的每一局，物体 2..n，先是瑞克先手，再是莫蒂先手）'],
    [GRAPH_NAMING, { words: 1, choices, shape: { kind: 'graph', nodes: 1 } },
      '1 word of Win, Lose or Loop: nodes 1..1, for the player to move there',
      '1 个取自 Win、Lose 或 Loop 的词（结点 1..1，各对应轮到在该结点走的一方）'],
    [PILES_NAMING, { words: 4, choices: ['Alice', 'Bob'], shape: { kind: 'piles' } },
      '4 words of Alice or Bob, one per query',
      '4 个取自 Alice 或 Bob 的词，每个询问一个'],
  ];
  for (const [naming, expected, english, chinese] of cases) {
    assert.equal(naming.answerShape(expected), english);
    setLanguage('zh');
    try {
      assert.equal(naming.answerShape(expected), chinese);
    } finally {
      setLanguage('en');
    }
  }
});

test('Berzerk words its answer\'s places in the page\'s numbering', () => {
  const expected = { words: 8, choices: ['Win', 'Lose', 'Loop'], shape: { kind: 'berzerk', objects: 5 } };
  setNumbering('position');
  try {
    assert.match(BERZERK_NAMING.answerShape(expected), /: positions 1\.\.4 with Rick/);
    assert.match(BERZERK_NAMING.answerShape({ ...expected, shape: { kind: 'berzerkCases', games: 2 } }), /positions 1\.\.n−1 with Rick/);
  } finally {
    setNumbering('object');
  }
});
