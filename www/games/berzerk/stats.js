// The whole result in numbers: per mover, how many states are Win or Lose at each
// remoteness and how many are Loop; the longest win and loss; and each object's outcome
// class (its outcome with Rick to move, then with Morty to move). Pure, from the tables; the
// engine worker runs it, since it reads every state. The holes are not counted.

import { NO_REMOTENESS, Outcome, stateOf } from '../../model/states.js';

/** The largest remoteness of a decided state, or -1. */
function maxRemoteness(tables) {
  let max = -1;
  for (let s = 0; s < 2 * tables.n; s += 1) {
    if (s === 0 || s === tables.n) continue;
    const r = tables.remoteness[s];
    if (r !== NO_REMOTENESS && r > max) max = r;
  }
  return max;
}

/** Per mover: Win and Lose counts by remoteness, Loops and undecided (one pass, typed arrays). */
function tally(tables, mover, max) {
  const { n, outcomes, remoteness } = tables;
  const win = new Uint32Array(max + 1);
  const lose = new Uint32Array(max + 1);
  let loop = 0;
  let undecided = 0;
  for (let position = 1; position < n; position += 1) {
    const s = stateOf(mover, position, n);
    const outcome = outcomes[s];
    if (outcome === Outcome.Win) win[remoteness[s]] += 1;
    else if (outcome === Outcome.Lose) lose[remoteness[s]] += 1;
    else if (outcome === Outcome.Loop) loop += 1;
    else undecided += 1;
  }
  // Typed arrays: a long chain of alternating outcomes has a count per remoteness for half a
  // million of them, and a typed array crosses from the worker as one block.
  const used = (list) => list.slice(0, list.findLastIndex((c) => c > 0) + 1);
  return { win: used(win), lose: used(lose), loop, undecided };
}

/** The decided states of each outcome with the largest remoteness (the first such, by index). */
function longest(tables) {
  const best = { [Outcome.Win]: null, [Outcome.Lose]: null };
  for (let s = 0; s < 2 * tables.n; s += 1) {
    const outcome = tables.outcomes[s];
    if ((outcome !== Outcome.Win && outcome !== Outcome.Lose) || s === 0 || s === tables.n) continue;
    const r = tables.remoteness[s];
    if (best[outcome] === null || r > best[outcome].remoteness) best[outcome] = { state: s, remoteness: r };
  }
  return best;
}

/**
 * Objects grouped by (outcome with Rick to move, outcome with Morty to move), largest group
 * first; `key` is the pair's code (4 * Rick's + Morty's), `positions` the objects' positions.
 */
function outcomeClasses(tables) {
  const { n, outcomes } = tables;
  // Indexed by the pair of codes and sorted by counting, so a million objects cost two
  // passes and no strings.
  const pairOf = (p) => outcomes[p] * 4 + outcomes[n + p];
  const start = new Uint32Array(17);
  for (let p = 1; p < n; p += 1) start[pairOf(p) + 1] += 1;
  for (let pair = 0; pair < 16; pair += 1) start[pair + 1] += start[pair];
  const fill = start.slice(0, 16);
  const positions = new Uint32Array(Math.max(0, n - 1));
  for (let p = 1; p < n; p += 1) {
    const pair = pairOf(p);
    positions[fill[pair]] = p;
    fill[pair] += 1;
  }
  const classes = [];
  for (let pair = 0; pair < 16; pair += 1) {
    if (start[pair + 1] === start[pair]) continue;
    classes.push({ key: pair, outcomes: [pair >> 2, pair & 3], positions: positions.slice(start[pair], start[pair + 1]) });
  }
  return classes.sort((a, b) => b.positions.length - a.positions.length || a.key - b.key);
}

export function berzerkStats(tables) {
  const max = maxRemoteness(tables);
  const longestOf = longest(tables);
  return {
    movers: [tally(tables, 0, max), tally(tables, 1, max)],
    longestWin: longestOf[Outcome.Win],
    longestLoss: longestOf[Outcome.Lose],
    classes: outcomeClasses(tables),
  };
}

/**
 * Chart rows for remoteness 0..max, merged into at most `limit` rows of equal width when
 * there are more: { from, to, win: [rick, morty], lose: [rick, morty] }.
 */
export function remotenessRows(stats, limit = 16) {
  const max = Math.max(0, ...stats.movers.flatMap((m) => [m.win.length, m.lose.length])) - 1;
  if (max < 0) return [];
  const width = Math.ceil((max + 1) / limit);
  const rows = [];
  for (let from = 0; from <= max; from += width) {
    const to = Math.min(max, from + width - 1);
    const sum = (list) => {
      let total = 0;
      for (let r = from; r <= Math.min(to, list.length - 1); r += 1) total += list[r];
      return total;
    };
    rows.push({
      from, to, win: stats.movers.map((m) => sum(m.win)), lose: stats.movers.map((m) => sum(m.lose)),
    });
  }
  return rows;
}
