// Why?'s words for a Grundy value, in English and Chinese, from the engine's reason.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { grundyText } from '../../www/games/rules/grundy-text.js';
import { EN } from '../../www/games/rules/words.en.js';
import { ZH } from '../../www/games/rules/words.zh.js';

const sayIn = (words) => (key, values) => (typeof words[key] === 'function' ? words[key](values) : words[key]);
const names = ['(0, 0)', '(1, 2)', '(2, 1)', '(3, 5)', '(4, 1)'];
const nameOf = (state) => names[state];

const finite = { value: '2', finite: 2, reached: [0, 1], mex: 2, keepers: [] };
const terminal = { value: '0', finite: 0, reached: [], mex: 0, keepers: [], terminal: true };
const zeroWithMoves = { value: '0', finite: 0, reached: [1, 2], mex: 0, keepers: [] };
const zeroPastLoops = { value: '0', finite: 0, reached: [], mex: 0, keepers: [] };
const infinite = { value: 'inf{0,2}', finite: null, reached: [0, 2], mex: 1, keepers: [3, 4] };

test('a finite value is written as the mex of the values the moves reach', () => {
  assert.equal(grundyText(finite, nameOf, sayIn(EN)), 'Grundy value 2 = mex{0, 1}: the moves reach values 0 and 1, not 2');
  assert.equal(grundyText(terminal, nameOf, sayIn(EN)), 'no move: Grundy value = mex(∅) = 0');
  assert.equal(grundyText(zeroWithMoves, nameOf, sayIn(EN)), 'Grundy value 0 = mex{1, 2}: the moves reach values 1 and 2, not 0');
  assert.equal(grundyText({ ...zeroWithMoves, reached: [1] }, nameOf, sayIn(EN)), 'Grundy value 0 = mex{1}: the moves reach value 1, not 0');
  assert.equal(grundyText(zeroPastLoops, nameOf, sayIn(EN)), 'Grundy value 0 = mex(∅): the moves reach no finite value');
});

test('an infinite value names the moves that keep it infinite', () => {
  assert.equal(
    grundyText(infinite, nameOf, sayIn(EN)),
    'Grundy value inf{0,2}: the moves reach values 0 and 2 (mex 1); the moves to (3, 5) and (4, 1) have infinite values with no move to a state of value 1, so its value is infinite',
  );
  assert.equal(
    grundyText({ ...infinite, keepers: [3] }, nameOf, sayIn(EN)),
    'Grundy value inf{0,2}: the moves reach values 0 and 2 (mex 1); the move to (3, 5) has an infinite value with no move to a state of value 1, so its value is infinite',
  );
  assert.equal(
    grundyText({ ...infinite, value: 'inf{}', reached: [], mex: 0 }, nameOf, sayIn(EN)),
    'Grundy value inf{}: the moves reach no finite value (mex 0); the moves to (3, 5) and (4, 1) have infinite values with no move to a state of value 0, so its value is infinite',
  );
});

test('the Chinese says the same values and names, the mex and the infinite value as the command writes them', () => {
  assert.equal(grundyText(finite, nameOf, sayIn(ZH)), 'SG 值 2 = mex{0, 1}：后继的 SG 值有 0 和 1，没有 2');
  assert.equal(grundyText(terminal, nameOf, sayIn(ZH)), '无路可走，SG 值 = mex(∅) = 0');
  assert.equal(grundyText(zeroPastLoops, nameOf, sayIn(ZH)), 'SG 值 0 = mex(∅)：后继都没有有限的 SG 值');
  const text = grundyText(infinite, nameOf, sayIn(ZH));
  for (const part of ['SG 值 inf{0,2}：', '后继的 SG 值有 0 和 2', '(3, 5) 和 (4, 1)', '值为 1', '无穷']) assert.ok(text.includes(part), part);
  assert.doesNotMatch(text, /∞/);
});

test('no reason (not normal play) has no words', () => {
  assert.equal(grundyText(undefined, nameOf, sayIn(EN)), '');
  assert.equal(grundyText(null, nameOf, sayIn(ZH)), '');
});
