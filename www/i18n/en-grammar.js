// English: how the catalogues word lists, counts, places, movers and the command's
// problems, shared by en.js and each game's words.en.js.

import { grouping } from './numbers.js';

const LIST = new Intl.ListFormat('en', { type: 'conjunction' });
/** "2", "2 and 3", "2, 3 and 5". */
export const list = (items) => LIST.format(items.map(String));
/** "1 move", "3 moves". */
export const count = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const grouped = grouping('en-US');
/** "Win, Lose or Loop": the command's way of offering choices. */
export const orList = (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);
/** What Berzerk's numbers count: objects 1..n (object 1 the hole) or positions 0..n-1. */
export const places = (numbering) => (numbering === 'position' ? 'positions' : 'objects');
export const place = (numbering) => (numbering === 'position' ? 'position' : 'object');
const MOVER = { rick: 'Rick', morty: 'Morty' };
export const mover = (name) => MOVER[name];

/** The command's "about 20 seconds", "about 13 minutes", "about 2 hours". */
export function duration(seconds) {
  if (seconds < 120) return `about ${seconds} seconds`;
  if (seconds < 7200) return `about ${Math.ceil(seconds / 60)} minutes`;
  return `about ${Math.ceil(seconds / 3600)} hours`;
}

/** A broken game rule (the contract's `RuleWire`), as the command words it. */
export function rule(r) {
  switch (r.code) {
    case 'tooFewObjects': return `n must be at least 2 (the hole and one planet), got ${r.n}`;
    case 'tooManyObjects': return `n must be at most 4294967295, got ${r.n}`;
    case 'emptySet': return `${mover(r.mover)}'s jump set is empty; it needs at least one jump`;
    case 'jumpOutOfRange': return `${mover(r.mover)}'s jump ${r.jump} is out of range: jumps must be between 1 and ${Math.max(0, r.n - 1)}`;
    default: return `${mover(r.mover)}'s jump ${r.jump} appears twice; jumps must be distinct`;
  }
}

const casePrefix = (c) => (c === null || c === undefined ? '' : `case ${c}: `);

/** An item of a judge format (`ItemWire`). */
function item(i) {
  switch (i.kind) {
    case 'objects': return 'n (the number of objects)';
    case 'setSize': return `k${i.mover === 'rick' ? 1 : 2} (the size of ${mover(i.mover)}'s set)`;
    case 'jump': return `${mover(i.mover)}'s jump ${i.index} of ${i.count}`;
    case 'cases': return 'T (the number of cases)';
    case 'queries': return 'T (the number of queries)';
    case 'pile': return `query ${i.query} of ${i.queries}: the ${i.second ? 'second' : 'first'} pile`;
    case 'nodes': return 'n (the number of nodes)';
    case 'edges': return 'm (the number of edges)';
    default: return `edge ${i.edge} of ${i.edges}: ${i.head ? 'v (the node it moves to)' : 'u (the node it moves from)'}`;
  }
}

const wanted = (w) => `${casePrefix(w.case)}${item(w.item)}`;

function bounds(b) {
  if (b.kind === 'any') return 'a 64-bit integer';
  return b.kind === 'atMost' ? `at most ${b.max}` : `between ${b.lo} and ${b.hi}`;
}

function after(a) {
  switch (a.kind) {
    case 'game': return 'the game';
    case 'cases': return `the last of ${a.count} cases`;
    case 'queries': return `the last of ${a.count} queries`;
    default: return a.count === 0 ? 'n and m (the graph has no edges)' : `the last of ${a.count} edges`;
  }
}

/** What the judge's reader found wrong (`InputProblemWire`), as the command words it. */
export function inputProblem(p) {
  switch (p.kind) {
    case 'empty': return `the input is empty; expected ${wanted(p.wanted)}`;
    case 'endsEarly': return `the input ends early; expected ${wanted(p.wanted)}`;
    case 'notAnInteger': return `expected ${wanted(p.wanted)} (an integer), found ${p.binary ? 'binary data' : 'a word'} ${p.text}`;
    case 'outOfRange': return `${wanted(p.wanted)} must be ${bounds(p.bounds)}, found ${p.text}`;
    case 'rule': return `${casePrefix(p.case)}${rule(p.rule)}`;
    case 'tooManyObjectsInAll': return `${casePrefix(p.case)}n = ${p.n} takes the sum of n over all cases past ${p.max}`;
    default: return `unexpected extra input ${p.text} after ${after(p.after)}`;
  }
}

export const PAGE_LIMIT = 'the page runs games to their end in a few seconds at most';
export const WHAT = { objects: 'n', gridSize: 'the grid size', pile: 'a pile' };
