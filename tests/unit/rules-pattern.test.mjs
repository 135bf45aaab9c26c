// The rules game's pattern card, sweep and P-positions, pure: the period marked on the
// cells, the card's attributes as the command prints them, the sweep's choices, range,
// rows and plot, and the Lose states as (a, b) lines.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  grundyCell, patternAttributes, patternMarks, periodStart,
} from '../../www/games/rules/pattern-cells.js';
import {
  MEASURES, SWEEP_CAP, elementsOf, measureOf, plotSummary, sweepChoices, sweepPoints, sweepRange, sweepRow,
} from '../../www/games/rules/sweep.js';
import { pPositionLines, twoIntegers } from '../../www/games/rules/p-positions.js';
import { Outcome } from '../../www/model/states.js';

test('the period is marked: faded before it, outlined in its first repetition, a start at each repetition', () => {
  const marks = patternMarks(9, { period: 3, start: 2 });
  assert.deepEqual(marks.map((m) => m.mark), ['pre', 'pre', 'first', 'first', 'first', 'repeat', 'repeat', 'repeat', 'repeat']);
  assert.deepEqual(marks.map((m, i) => (m.starts ? i : -1)).filter((i) => i >= 0), [2, 5, 8]);
  assert.deepEqual(patternMarks(2, null), [{ mark: 'none', starts: false }, { mark: 'none', starts: false }]);
});

test("the period starts at its place in the sequence of states, whatever value the command prints for it", () => {
  assert.equal(periodStart({ period: 5, from: 3, fromWord: '3' }), 3);
  assert.equal(periodStart({ period: 5, from: 3, fromWord: '7' }), 3, "n in 2..N, or n in 0..N where n % 2 == 1: the fourth state");
  assert.equal(periodStart(null), null);
});

test("the card's attributes are the command's period and from, empty when there is none", () => {
  assert.deepEqual(patternAttributes({ period: 5, from: 0, fromWord: '0' }), { period: '5', from: '0' });
  assert.deepEqual(patternAttributes({ period: 2, from: 4 }), { period: '2', from: '4' });
  assert.deepEqual(patternAttributes(null), { period: '', from: '' });
  assert.deepEqual(patternAttributes(undefined), { period: '', from: '' });
  assert.equal(grundyCell(0xffffffff), 'inf', 'an infinite value as the table begins it (inf{...})');
  assert.equal(grundyCell(3), '3');
});

test("a set or list param's integer elements are found at the top level only", () => {
  assert.deepEqual(elementsOf('{1, 3, 4}'), [1, 3, 4]);
  assert.deepEqual(elementsOf('[]'), []);
  assert.deepEqual(elementsOf('[[2, 5], [3], -1]'), [null, null, -1]);
});

test('the sweep offers each integer param and each integer element of a collection', () => {
  const choices = sweepChoices([
    { name: 'S', text: '{1, 3, 4}', kind: 'list' },
    { name: 'N', text: '40', kind: 'int' },
    { name: 'adj', text: '[[1], [0]]', kind: 'list' },
  ]);
  assert.deepEqual(choices.map((c) => [c.key, c.param, c.element, c.value]), [
    ['S:0', 'S', 0, 1], ['S:1', 'S', 1, 3], ['S:2', 'S', 2, 4], ['N', 'N', -1, 40],
  ]);
});

test('the range is whole numbers, From at most To, and at most the cap', () => {
  assert.deepEqual(sweepRange('3', '6'), { values: [3, 4, 5, 6] });
  assert.deepEqual(sweepRange(' -1', '0 '), { values: [-1, 0] });
  assert.equal(sweepRange('x', '6').problem, 'rulesSweep.badRange');
  assert.equal(sweepRange('7', '6').problem, 'rulesSweep.badRange');
  assert.equal(sweepRange('1.5', '6').problem, 'rulesSweep.badRange');
  assert.equal(SWEEP_CAP, 200);
  assert.equal(sweepRange('1', '200').values.length, 200);
  assert.deepEqual(sweepRange('1', '201'), { problem: 'rulesSweep.tooMany', values: { cap: 200, asked: 201 } });
});

const results = [
  { value: 10, outcome: Outcome.Lose, remoteness: 4, period: 5, from: 0, error: null },
  { value: 11, outcome: Outcome.Win, remoteness: 1, period: 5, from: 0, error: null },
  { value: 12, outcome: null, remoteness: null, period: null, from: null, error: null },
  { value: 13, outcome: null, remoteness: null, period: null, from: null, error: 'line 1, column 2: bad' },
  { value: 14, outcome: Outcome.Loop, remoteness: null, period: 7, from: 3, error: null },
];

test("a value's row holds its measure as the command prints it, or its refusal", () => {
  const word = (code) => ['?', 'Win', 'Lose', 'Loop'][code];
  assert.deepEqual(results.map((r) => sweepRow(r, 'period', word, 'none')), [
    ['10', '5', '0'], ['11', '5', '0'], ['12', 'none', 'none'], ['13', 'line 1, column 2: bad'], ['14', '7', '3'],
  ]);
  assert.deepEqual(results.map((r) => sweepRow(r, 'outcome', word, '-')), [
    ['10', 'Lose', '4'], ['11', 'Win', '1'], ['12', '-', '-'], ['13', 'line 1, column 2: bad'], ['14', 'Loop', '-'],
  ]);
});

test('the plot has a point per value with something to show, and says its runs in words', () => {
  const periods = sweepPoints(results, 'period');
  assert.deepEqual(periods, [{ x: 10, y: 5, outcome: null }, { x: 11, y: 5, outcome: null }, { x: 14, y: 7, outcome: null }]);
  assert.equal(plotSummary(periods, (p) => String(p.y)), '5 (10–11), 7 (14)');
  const outcomes = sweepPoints(results, 'outcome');
  assert.deepEqual(outcomes.map((p) => p.outcome), ['Lose', 'Win', 'Loop']);
  assert.equal(plotSummary(outcomes, (p) => p.outcome), 'Lose (10), Win (11), Loop (14)');
});

const valued = [
  { value: 5, outcome: Outcome.Win, grundy: '4', grundyPeriod: 12, grundyFrom: 71, error: null },
  { value: 6, outcome: Outcome.Lose, grundy: '0', grundyPeriod: null, grundyFrom: null, error: null },
  { value: 7, outcome: Outcome.Loop, grundy: 'inf{1,3}', grundyPeriod: null, grundyFrom: null, error: null },
  { value: 8, outcome: null, grundy: null, grundyPeriod: null, grundyFrom: null, error: 'line 2, column 1: bad' },
];

test("a sweep of Grundy values: the state's value as --grundy writes it, the values' period as --pattern's grundy line", () => {
  assert.deepEqual(valued.map((r) => sweepRow(r, 'grundy', String, '-')), [
    ['5', '4'], ['6', '0'], ['7', 'inf{1,3}'], ['8', 'line 2, column 1: bad'],
  ]);
  assert.deepEqual(valued.map((r) => sweepRow(r, 'grundyPeriod', String, '-')), [
    ['5', '12', '71'], ['6', '-', '-'], ['7', '-', '-'], ['8', 'line 2, column 1: bad'],
  ]);
  // An infinite value has no height: no point.
  assert.deepEqual(sweepPoints(valued, 'grundy'), [{ x: 5, y: 4, outcome: null }, { x: 6, y: 0, outcome: null }]);
  assert.deepEqual(sweepPoints(valued, 'grundyPeriod'), [{ x: 5, y: 12, outcome: null }]);
  for (const [name, measure] of Object.entries(MEASURES)) {
    assert.equal(measureOf(name), name);
    assert.equal(measure.values, name.startsWith('grundy'), `${name} asks the engine for values`);
  }
  assert.equal(measureOf('nonsense'), 'outcome');
});

test('the P-positions are the Lose states as (a, b), first variable slowest, from each low', () => {
  const { Win, Lose } = Outcome;
  const outcomes = [Lose, Win, Win, Win, Win, Lose];
  assert.deepEqual(pPositionLines(outcomes, { variables: [{ low: 0, size: 2 }, { low: 0, size: 3 }] }), ['(0, 0)', '(1, 2)']);
  assert.deepEqual(pPositionLines(outcomes, { variables: [{ low: 1, size: 3 }, { low: 5, size: 2 }] }), ['(1, 5)', '(3, 6)']);
  // a in 0..2, b in 0..2 where a >= b: the states (0, 0) (1, 0) (1, 1) (2, 0) (2, 1) (2, 2).
  const kept = { variables: [{ low: 0, size: 3 }, { low: 0, size: 3 }], kept: [0, 3, 4, 6, 7, 8] };
  assert.deepEqual(pPositionLines(outcomes, kept), ['(0, 0)', '(2, 2)']);
  assert.ok(twoIntegers([{ name: 'a', low: 0, size: 3 }, { name: 'b', low: 0, size: 3 }]));
  assert.ok(!twoIntegers([{ name: 'a', low: 0, size: 3 }, { name: 't', names: ['X', 'Y'] }]));
  assert.ok(!twoIntegers([{ name: 'n', low: 0, size: 3 }]));
});
