// The sweep's data, pure: which params' values can be swept (an integer param, or an
// integer element of a set or list param), the range asked, each value's row of the table
// and the plot's points. The engine answers one value at a time (`rules_sweep`).

import { OUTCOME_WORDS } from '../../model/states.js';

/** The most values one sweep builds and solves. */
export const SWEEP_CAP = 200;

/**
 * What a sweep can measure: the table's columns after the value, whether it follows one
 * state (named in the state field), whether the engine works out Grundy values for it, and
 * the plot's word for it.
 */
export const MEASURES = Object.freeze({
  outcome: {
    heads: ['rulesSweep.outcome', 'rulesSweep.remoteness'], state: true, values: false, plot: 'rulesSweep.plotOutcome',
  },
  period: {
    heads: ['rulesSweep.period', 'rulesSweep.periodFrom'], state: false, values: false, plot: 'rulesSweep.plotPeriod',
  },
  grundy: {
    heads: ['rulesSweep.grundy'], state: true, values: true, plot: 'rulesSweep.plotGrundy',
  },
  grundyPeriod: {
    heads: ['rulesSweep.period', 'rulesSweep.periodFrom'], state: false, values: true, plot: 'rulesSweep.plotGrundyPeriod',
  },
});

/** The measure a select's value names (the state's outcome for anything else). */
export const measureOf = (name) => (Object.hasOwn(MEASURES, name) ? name : 'outcome');

/**
 * The integers of a set or list param's text (`{1, 3, 4}`, `[2, 5]`), by position, or null
 * for an element that is not an integer (a nested list).
 * @param {string} text
 */
export function elementsOf(text) {
  const inner = text.trim().slice(1, -1).trim();
  if (inner === '') return [];
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i += 1) {
    const c = inner[i];
    if (c === '[' || c === '{' || c === '(') depth += 1;
    else if (c === ']' || c === '}' || c === ')') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(inner.slice(start));
  return parts.map((part) => (/^\s*-?\d+\s*$/.test(part) ? Number(part) : null));
}

/**
 * What can be swept: each integer param (`element` -1) and each integer element of a set
 * or list param, with its current value (a text or a grid has none); `key` is the select's value.
 * @param {{ name: string, text: string, kind: 'int' | 'list' | 'text' | 'grid' }[]} params
 */
export function sweepChoices(params) {
  return params.flatMap(({ name, text, kind }) => {
    if (kind === 'int') return [{ key: name, param: name, element: -1, value: Number(text) }];
    if (kind !== 'list') return [];
    return elementsOf(text).flatMap((value, element) => (value === null ? [] : [{
      key: `${name}:${element}`, param: name, element, value,
    }]));
  });
}

/**
 * The values from `fromText` to `toText`, or the problem (a catalogue key and its values):
 * not whole numbers, From over To, or more than `cap` values.
 */
export function sweepRange(fromText, toText, cap = SWEEP_CAP) {
  const whole = (text) => /^\s*-?\d+\s*$/.test(text);
  if (!whole(fromText) || !whole(toText)) return { problem: 'rulesSweep.badRange' };
  const from = Number(fromText);
  const to = Number(toText);
  if (from > to) return { problem: 'rulesSweep.badRange' };
  const asked = to - from + 1;
  if (asked > cap) return { problem: 'rulesSweep.tooMany', values: { cap, asked } };
  return { values: Array.from({ length: asked }, (_, i) => from + i) };
}

/**
 * One value's cells in the table: the value, then the outcome of the state and its
 * remoteness, the state's Grundy value, or a period and where it starts (the outcomes' or
 * the values'); a refused value has its message.
 * @param {{ value: number, outcome: number | null, remoteness: number | null, period: number | null, from: number | null, grundy?: string | null, grundyPeriod?: number | null, grundyFrom?: number | null, error: string | null }} result
 * @param {keyof MEASURES} measure
 * @param {(code: number) => string} outcomeWord
 * @param {string} none The word for no value.
 */
export function sweepRow(result, measure, outcomeWord, none) {
  if (result.error !== null) return [String(result.value), result.error];
  const shown = (value) => (value === null ? none : String(value));
  if (measure === 'outcome') {
    return [String(result.value), result.outcome === null ? none : outcomeWord(result.outcome), shown(result.remoteness)];
  }
  if (measure === 'grundy') return [String(result.value), shown(result.grundy ?? null)];
  if (measure === 'grundyPeriod') return [String(result.value), shown(result.grundyPeriod ?? null), shown(result.grundyFrom ?? null)];
  return [String(result.value), shown(result.period), shown(result.from)];
}

/**
 * The plot's points: x the value; for the outcome, y is 1 and the point carries the
 * outcome's word (its colour); for a period, y is the period; for the Grundy value, y is the
 * value. Refused values and values with nothing to show (an infinite value) have no point.
 */
export function sweepPoints(results, measure) {
  const height = {
    period: (r) => r.period,
    grundy: (r) => (/^\d+$/.test(r.grundy ?? '') ? Number(r.grundy) : null),
    grundyPeriod: (r) => r.grundyPeriod ?? null,
  }[measure];
  return results.flatMap((r) => {
    if (r.error !== null) return [];
    if (measure === 'outcome') return r.outcome === null ? [] : [{ x: r.value, y: 1, outcome: OUTCOME_WORDS[r.outcome] }];
    const y = height(r);
    return y === null ? [] : [{ x: r.value, y, outcome: null }];
  });
}

/**
 * The plot in words, run by run: "5 for 10–30" for equal neighbours, so a reader hears the
 * shape the plot draws.
 * @param {{ x: number, y: number, outcome: string | null }[]} points
 * @param {(point: { y: number, outcome: string | null }) => string} word
 */
export function plotSummary(points, word) {
  const runs = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && last.word === word(point) && last.to === point.x - 1) last.to = point.x;
    else runs.push({ word: word(point), from: point.x, to: point.x });
  }
  return runs.map((r) => (r.from === r.to ? `${r.word} (${r.from})` : `${r.word} (${r.from}–${r.to})`)).join(', ');
}
