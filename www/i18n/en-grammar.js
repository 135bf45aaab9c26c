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


/** "case 3: " before the words of a case's item or problem. */
export const casePrefix = (c) => (c === null || c === undefined ? '' : `case ${c}: `);

const wanted = (w, word) => `${casePrefix(w.case)}${word(`judgeInput.item.${w.item.kind}`, w.item)}`;

function bounds(b) {
  if (b.kind === 'any') return 'a 64-bit integer';
  return b.kind === 'atMost' ? `at most ${b.max}` : `between ${b.lo} and ${b.hi}`;
}

/**
 * What the judge's reader found wrong (`InputProblemWire`), as the command words it. The
 * game's own parts (the item wanted, what surplus input came after, the game's problems)
 * are its words' `judgeInput.item.<kind>`, `judgeInput.after.<kind>` and
 * `judgeInput.problem.<kind>`, looked up by `word` in the same language.
 */
export function inputProblem(p, word) {
  switch (p.kind) {
    case 'empty': return `the input is empty; expected ${wanted(p.wanted, word)}`;
    case 'endsEarly': return `the input ends early; expected ${wanted(p.wanted, word)}`;
    case 'notAnInteger': return `expected ${wanted(p.wanted, word)} (an integer), found ${p.binary ? 'binary data' : 'a word'} ${p.text}`;
    case 'outOfRange': return `${wanted(p.wanted, word)} must be ${bounds(p.bounds)}, found ${p.text}`;
    case 'extra': return `unexpected extra input ${p.text} after ${word(`judgeInput.after.${p.after.kind}`, p.after)}`;
    default: return word(`judgeInput.problem.${p.kind}`, p);
  }
}

