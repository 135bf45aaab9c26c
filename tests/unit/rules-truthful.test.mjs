// What the rule game says of itself, checked without a browser: the keys walk the board as it
// is drawn (a wrapped strip's ↓ is the cell below; Home and End), Play without hints lists a
// rule game's moves in state order, and the page's file limit is the language's own, as the
// README and the page's words give it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { cursorStep } from '../../www/games/rules/board-geometry.js';
import { movesInGameOrder } from '../../www/panels/play-view.js';
import { RULES_NAMING } from '../../www/games/rules/naming.js';
import { FILE_LIMIT, FILE_LIMIT_TEXT } from '../../www/games/rules/editor-panel.js';
import { EN } from '../../www/games/rules/words.en.js';
import { ZH } from '../../www/games/rules/words.zh.js';

const read = (path) => fs.readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

test('a strip wrapped into rows: ↓ and ↑ go to the cell below and above, and stop at the edges', () => {
  const strip = { shape: 'strip', states: 41, variables: [{ name: 'n', low: 0, size: 41 }] };
  assert.equal(cursorStep(strip, 0, 'ArrowDown', 12), 12);
  assert.equal(cursorStep(strip, 13, 'ArrowUp', 12), 1);
  assert.equal(cursorStep(strip, 1, 'ArrowUp', 12), 1);
  assert.equal(cursorStep(strip, 36, 'ArrowDown', 12), 36, 'no cell below 36: the last row holds 36..40');
  assert.equal(cursorStep(strip, 30, 'ArrowDown', 12), 30, 'no cell below 30 either');
  assert.equal(cursorStep(strip, 28, 'ArrowDown', 12), 40);
  assert.equal(cursorStep(strip, 11, 'ArrowRight', 12), 12, 'right walks on into the next row');
  assert.equal(cursorStep(strip, 40, 'ArrowRight', 12), 40);
  assert.equal(cursorStep(strip, 5, 'Home', 12), 0);
  assert.equal(cursorStep(strip, 5, 'End', 12), 40);
});

test('two strips wrapped into rows: ↓ goes from a strip\'s last row to the next strip\'s first', () => {
  // (p, turn) is p * 2 + turn; 10 cells a strip, in rows of 4: rows 0..3, 4..7, 8..9.
  const strips = { shape: 'strips', states: 20, variables: [{ name: 'p', low: 0, size: 10 }, { name: 'turn', names: ['Rick', 'Morty'] }] };
  const state = (p, turn) => p * 2 + turn;
  assert.equal(cursorStep(strips, state(1, 0), 'ArrowDown', 4), state(5, 0));
  assert.equal(cursorStep(strips, state(9, 0), 'ArrowDown', 4), state(1, 1), 'from the last row of Rick\'s strip to the first of Morty\'s');
  assert.equal(cursorStep(strips, state(6, 0), 'ArrowDown', 4), state(6, 0), 'no cell below 6 in the short last row');
  assert.equal(cursorStep(strips, state(1, 1), 'ArrowUp', 4), state(9, 0), 'from the first row of Morty\'s strip up to the last of Rick\'s');
  assert.equal(cursorStep(strips, state(2, 1), 'ArrowUp', 4), state(2, 1), 'no cell above 2 in Rick\'s short last row');
  assert.equal(cursorStep(strips, state(9, 1), 'ArrowDown', 4), state(9, 1));
  assert.equal(cursorStep(strips, state(3, 1), 'Home', 4), state(0, 0));
  assert.equal(cursorStep(strips, state(3, 0), 'End', 4), state(9, 1));
});

test('on the grid and the graph board, Home and End go to the first and the last state', () => {
  const grid = { shape: 'grid', states: 12, variables: [{ name: 'a', low: 0, size: 3 }, { name: 'b', low: 0, size: 4 }] };
  assert.equal(cursorStep(grid, 5, 'Home'), 0);
  assert.equal(cursorStep(grid, 5, 'End'), 11);
  const graph = { shape: 'graph', states: 8, variables: [{ name: 'x', low: 0, size: 2 }, { name: 'y', low: 0, size: 4 }] };
  assert.equal(cursorStep(graph, 5, 'Home'), 0);
  assert.equal(cursorStep(graph, 5, 'End'), 7);
});

test('without hints, a rule game\'s moves are listed in state order, not best first', () => {
  const rows = [{ to: 14, name: '(3, 5)' }, { to: 2, name: '(0, 2)' }, { to: 9, name: '(2, 1)' }];
  assert.deepEqual(movesInGameOrder(rows, RULES_NAMING).map((row) => row.name), ['(0, 2)', '(2, 1)', '(3, 5)']);
});

test('the page opens a program as long as the language allows (Limits::DEFAULT.text), and says so', () => {
  const rust = read('src/rules/mod.rs');
  const def = /pub const DEFAULT: Limits = Limits \{[^}]*text: (\d+) << (\d+),/.exec(rust);
  assert.ok(def, 'Limits::DEFAULT.text as a shift');
  assert.equal(FILE_LIMIT, Number(def[1]) * 2 ** Number(def[2]));
  assert.equal(FILE_LIMIT_TEXT, `${FILE_LIMIT / 2 ** 20} MiB`);
  const readme = read('README.md');
  assert.ok(readme.includes(`a file of up to ${FILE_LIMIT_TEXT}`), 'the Rules section names the page\'s limit');
  assert.ok(readme.includes(`a program of ${FILE_LIMIT_TEXT}`), 'and the command\'s');
  assert.ok(readme.includes(`a program of at most ${FILE_LIMIT_TEXT}`), 'the language\'s limits name it');
  assert.ok(EN['form.rulesLimits'].includes(FILE_LIMIT_TEXT));
  assert.ok(ZH['form.rulesLimits'].includes(FILE_LIMIT_TEXT));
  assert.ok(read('www/games/rules/parts.html').includes(FILE_LIMIT_TEXT));
  assert.match(EN['rules.fileTooLarge']({ name: 'a.game', limit: FILE_LIMIT_TEXT }), /a\.game.*16 MiB/);
  assert.match(ZH['rules.fileTooLarge']({ name: 'a.game', limit: FILE_LIMIT_TEXT }), /a\.game.*16 MiB/);
});
