// How a rule game's states are named (by their values, as the command's table writes them),
// read back from a link or a start field, and spoken of in the narration, the reasons and the
// move table, in both languages.

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  leftOut, nameOfWords, shapeOf, stateOfText, stateOfWords, wordsOf,
} from '../../www/games/rules/values.js';
import { RULES_NAMING, parseState } from '../../www/games/rules/naming.js';
import {
  rulesNarration, rulesQueueLine, rulesReason, rulesTooltip, stateName,
} from '../../www/games/rules/text.js';
import { Outcome } from '../../www/model/states.js';
import { setLanguage } from '../../www/i18n/index.js';
import { problemWords } from '../../www/ui/problem-words.js';

after(() => setLanguage('en'));

/** Wythoff's board 0..15 by 0..15, Berzerk's ring of 5 with its turn, a strip from -2. */
const GRID = { states: 256, variables: [{ name: 'a', low: 0, size: 16 }, { name: 'b', low: 0, size: 16 }] };
const RING = { states: 10, variables: [{ name: 'p', low: 0, size: 5 }, { name: 'turn', names: ['Rick', 'Morty'] }] };
const STRIP = { states: 7, variables: [{ name: 'n', low: -2, size: 7 }] };

test('a state is named by its values, the first variable slowest, and read back from them', () => {
  assert.equal(stateName(3 * 16 + 5, GRID), '(3, 5)');
  assert.equal(stateName(1, RING), '(0, Morty)');
  assert.equal(stateName(0, STRIP), '-2');
  assert.deepEqual(wordsOf(9, RING), ['4', 'Morty']);
  assert.equal(nameOfWords(['7']), '7');
  for (const info of [GRID, RING, STRIP]) {
    for (let state = 0; state < info.states; state += 1) {
      assert.equal(stateOfWords(wordsOf(state, info), info), state);
      assert.equal(parseState(stateName(state, info), info), state, stateName(state, info));
    }
  }
});

test('a link or a start names a state by its values, commas between; anything else names none', () => {
  assert.equal(stateOfText('3,5', GRID), 53);
  assert.equal(stateOfText(' ( 3 , 5 ) ', GRID), 53);
  assert.equal(stateOfText('0,Rick', RING), 0);
  assert.equal(stateOfText('2,1', RING), 5, 'a named value by its rank');
  for (const bad of ['16,0', '3', '3,5,1', 'a,b', '0,Summer', '', '-1,0', '1.5,2']) assert.equal(stateOfText(bad, GRID), null, bad);
  assert.equal(parseState('3,5', null), null);
});

test("with 'where' a start names a kept state, and values left out are refused as such, in both languages", () => {
  // a in 0..3, b in 0..3 where a >= b.
  const kept = [0, 4, 5, 8, 9, 10, 12, 13, 14, 15];
  const game = { states: 10, variables: [{ name: 'a', low: 0, size: 4 }, { name: 'b', low: 0, size: 4 }], kept };
  assert.deepEqual(wordsOf(4, game), ['2', '1']);
  assert.equal(stateName(9, game), '(3, 3)');
  assert.equal(parseState('2,1', game), 4);
  assert.equal(parseState('(1, 2)', game), null);
  assert.ok(leftOut('(1, 2)', game));
  assert.ok(!leftOut('2,1', game), 'a state');
  assert.ok(!leftOut('4,0', game), 'out of range: no cell at all');
  assert.ok(!leftOut('(1, 2)', { ...game, kept: null }), 'without where, every combination is a state');
  const problem = RULES_NAMING.badStart(game, ' (1, 2) ');
  assert.deepEqual(problem, { code: 'rulesLeftOut', value: '(1, 2)' });
  assert.equal(problemWords(problem), "(1, 2) is not a state: the program's 'where' leaves it out");
  assert.equal(RULES_NAMING.badStart(game, '9,9').code, 'rulesStart');
  setLanguage('zh');
  assert.equal(problemWords(problem), '(1, 2) 不是状态：程序的状态条件把它排除了');
  setLanguage('en');
});

test("the board's shape follows the state's variables", () => {
  assert.equal(shapeOf(STRIP.variables), 'strip');
  assert.equal(shapeOf(GRID.variables), 'grid');
  assert.equal(shapeOf(RING.variables), 'strips');
  assert.equal(shapeOf([{ name: 'x', low: 0, size: 3 }, { name: 'y', low: 0, size: 3 }, { name: 't', names: ['A', 'B'] }]), 'graph');
  assert.equal(shapeOf([{ name: 't', names: ['A', 'B', 'C'] }]), 'graph');
});

test('the move table shows the move line with its values put in, and the state it reaches', () => {
  const move = { name: '(3, 5)', label: '(a - 2, b)', to: 53 };
  assert.deepEqual(RULES_NAMING.moveCells(move, GRID), ['(a - 2, b)', '(3, 5)', '–']);
  assert.deepEqual(RULES_NAMING.moveCells({ ...move, grundy: 3 }, GRID), ['(a - 2, b)', '(3, 5)', '3']);
  assert.deepEqual(RULES_NAMING.moveCells({ ...move, grundy: 0xffffffff }, GRID), ['(a - 2, b)', '(3, 5)', 'inf']);
  assert.equal(RULES_NAMING.columns.length, RULES_NAMING.moveCells(move, GRID).length);
  assert.equal(RULES_NAMING.moveLabel(move), '(3, 5)');
  assert.equal(RULES_NAMING.playMoveText(move, GRID), 'to (3, 5)');
  assert.equal(RULES_NAMING.checkedName(53, GRID), 'state (3, 5)');
});

/** A run's copy as far as the words read it. */
function runAt(last, outcomes = new Uint8Array(256), remoteness = new Uint32Array(256)) {
  return {
    last, outcomes, remoteness, queue: Uint32Array.from([0, 17, 34]), head: 0, tail: 3, done: false,
  };
}

test('the narration, the queue and the reasons name states by their values, in both languages', () => {
  const outcomes = new Uint8Array(256);
  outcomes[0] = Outcome.Lose;
  const last = {
    taken: 0, labelled: [{ state: 17, outcome: Outcome.Win, target: 0, remoteness: 1 }], decremented: [], labelledCount: 1, decrementedCount: 1, loops: 0,
  };
  const info = {
    state: 53, outcome: Outcome.Win, remoteness: 3, reason: { kind: 'win', to: 34, toRemoteness: 2 }, moves: [],
  };
  for (const language of ['en', 'zh']) {
    setLanguage(language);
    assert.match(rulesNarration(runAt(last, outcomes), GRID), /\(1, 1\).*\(0, 0\)/s, language);
    assert.match(rulesQueueLine(runAt(null), GRID), /\(0, 0\) \(1, 1\) \(2, 2\)/, language);
    assert.match(rulesReason(info, GRID), /\(2, 2\)/, language);
    if (language === 'zh') assert.doesNotMatch(`${rulesNarration(runAt(last, outcomes), GRID)} ${rulesReason(info, GRID)}`, /[A-Za-z]{3,}/);
  }
  setLanguage('en');
  assert.equal(rulesReason(info, GRID), 'Win in 3: move to (2, 2), where the opponent loses in 2.');
  assert.equal(rulesReason({ ...info, state: 9, reason: { kind: 'terminalWin' } }, RING), 'Game over: at (4, Morty) the player to move has won. Win in 0.');
});

test("a step's counters down say whose counter went from what to what, in both languages", () => {
  // States named by plain numbers: "1 → 1" would not tell a state from a counter.
  const numbers = { states: 8, variables: [{ name: 'n', low: 0, size: 8 }] };
  const outcomes = new Uint8Array(8);
  outcomes[1] = Outcome.Win;
  const remoteness = new Uint32Array(8);
  remoteness[1] = 1;
  const last = {
    taken: 1, labelled: [], decremented: [{ state: 5, remaining: 1 }, { state: 3, remaining: 2 }], labelledCount: 0, decrementedCount: 4, loops: 0,
  };
  const run = { ...runAt(last, outcomes, remoteness), tail: 8 };
  setLanguage('zh');
  assert.match(rulesNarration(run, numbers), /剩余出度减一：状态 5 的剩余出度 2 → 1，状态 3 的剩余出度 3 → 2，另有 2 个。$/);
  setLanguage('en');
  assert.match(rulesNarration(run, numbers), /Counters down: state 5's counter 2 → 1, state 3's counter 3 → 2, and 2 more\.$/);
});

test('the tooltip names the state and, under normal play, its Grundy value', () => {
  const rows = rulesTooltip({
    state: 53, values: ['3', '5'], outcome: Outcome.Lose, remoteness: 0, counter: null, moves: [], reason: { kind: 'terminal' }, queuePlace: null, grundy: { value: 'inf{0,2}' },
  });
  assert.deepEqual(rows[0], ['State', '(3, 5)']);
  assert.ok(rows.some(([label, value]) => label === 'Grundy value' && value === 'inf{0,2}'));
  // Undecided so far: the run has not yet shown what the state is worth, so no Grundy value either.
  const undecided = rulesTooltip({
    state: 53, values: ['3', '5'], outcome: Outcome.Undecided, remoteness: null, counter: 2, moves: [], reason: { kind: 'undecided' }, queuePlace: null, grundy: { value: 'inf{0,2}' },
  });
  assert.ok(!undecided.some(([label]) => label === 'Grundy value'));
});
