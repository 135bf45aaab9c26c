import test from 'node:test';
import assert from 'node:assert/strict';
import {
  casesElsewhere, faultWords, formatRows, paramsText, withCaseParams,
} from '../../www/games/rules/format-test.js';

const reply = {
  cases: [
    { settings: [['n', '8']], same: true, states: [{ state: 3, words: ['3'], outcome: 2, word: 'Second' }], error: null },
    { settings: [['n', '6']], same: false, states: [], error: null },
    { settings: [['n', '8']], same: true, states: [], error: 'past the range' },
  ],
};

test('a case\'s params are written as the links set them, one after the other', () => {
  assert.equal(paramsText([['n', '5'], ['P', '[1, 3]']]), 'n=5, P=[1, 3]');
  assert.equal(paramsText([]), '');
});

test('a case\'s params go over the game\'s settings, in their place or last', () => {
  assert.equal(withCaseParams('n=10\nK=2', [['n', '5'], ['P', '[1, 3]']]), 'n=5\nK=2\nP=[1, 3]');
  assert.equal(withCaseParams('', []), '');
});

test('the rows are a state each, or the case that needs its params applied, or one past the game', () => {
  assert.deepEqual(formatRows(reply), [
    {
      kind: 'state', case: 1, params: 'n=8', state: 3, words: '3', outcome: 2, word: 'Second',
    },
    {
      kind: 'apply', case: 2, params: 'n=6', settings: [['n', '6']],
    },
    { kind: 'outside', case: 3, params: 'n=8' },
  ]);
  assert.equal(casesElsewhere(reply), 1);
});

test('a fault is worded from its code and values', () => {
  assert.deepEqual(faultWords({
    code: 'notInteger', line: 2, word: 'x', count: null, case: null, name: null,
  }), {
    key: 'rulesFormat.fault.notInteger',
    values: {
      line: 2, word: 'x', count: null, case: null, name: null,
    },
  });
});
