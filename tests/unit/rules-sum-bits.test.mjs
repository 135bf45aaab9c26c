import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  afterMove, bitRows, bitWidth, bitsOf, moveData,
} from '../../www/games/rules/sum-bits.js';

/** Kayles 3 + 5 + 7 as the engine answers it (values 3, 4 and 2; part 2 to sum(0, 4)). */
const KAYLES = {
  outcome: 1,
  value: '5',
  finite: 5,
  parts: [
    { state: 3, words: '3', value: '3', finite: 3 },
    { state: 5, words: '5', value: '4', finite: 4 },
    { state: 7, words: '7', value: '2', finite: 2 },
  ],
  play: { kind: 'move', part: 1, to: 'sum(0, 4)', value: 1 },
  text: '',
};

test('the width fits the largest finite value, and is at least one digit', () => {
  assert.equal(bitWidth([0, 0]), 1);
  assert.equal(bitWidth([3, 4, null]), 3);
  assert.equal(bitWidth([null]), 1);
  assert.deepEqual(bitsOf(5, 4), ['0', '1', '0', '1']);
  assert.equal(bitsOf(null, 3), null);
});

test('the rows hold each part and the XOR in one width, the lead column at the highest set bit', () => {
  const { rows, xor, lead, width } = bitRows(KAYLES);
  assert.equal(width, 3);
  assert.deepEqual(rows.map((r) => r.bits.join('')), ['011', '100', '010']);
  assert.equal(xor.bits.join(''), '101');
  assert.equal(lead, 0);
  const column = (i) => rows.reduce((x, r) => x ^ Number(r.bits[i]), 0);
  assert.deepEqual([0, 1, 2].map(column), xor.bits.map(Number));
});

test('the winning move is written as the command writes it, and makes the XOR 0', () => {
  assert.equal(moveData(KAYLES), 'part 2, from 5 to sum(0, 4)');
  const after = afterMove(KAYLES, ' xor ');
  assert.equal(after, '3 xor 1 xor 2');
  assert.equal(after.split(' xor ').reduce((x, v) => x ^ Number(v), 0), 0);
});

test('no move, no data; an infinite value has no bits and no lead', () => {
  const lost = { ...KAYLES, value: '0', finite: 0, play: { kind: 'zeroXor' } };
  assert.equal(moveData(lost), '');
  assert.equal(bitRows(lost).lead, -1);
  const loopy = {
    ...KAYLES,
    value: 'inf{1}',
    finite: null,
    parts: [{ state: 0, words: '0', value: 'inf{0}', finite: null }, KAYLES.parts[0]],
    play: { kind: 'unanswered', part: 0, rest: 3 },
  };
  const { rows, xor, lead } = bitRows(loopy);
  assert.equal(rows[0].bits, null);
  assert.equal(xor.bits, null);
  assert.equal(lead, -1);
});

test("the computer leaves a Lose for you when it can, else the first move, and has none to make when none is listed", async () => {
  const { computerMove } = await import('../../www/games/rules/sum-game.js');
  const win = 1;
  const lose = 2;
  const options = [{ text: 'a', outcome: win }, { text: 'b', outcome: lose }, { text: 'c', outcome: lose }];
  assert.equal(computerMove(options).text, 'b');
  assert.equal(computerMove([{ text: 'a', outcome: win }, { text: 'd', outcome: 3 }]).text, 'a');
  assert.equal(computerMove([]), null);
});
