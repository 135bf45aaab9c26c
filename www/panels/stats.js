// The whole result in numbers, for any game whose states are a game graph's: per group of
// states (Berzerk: each mover's; a graph: all its nodes), how many are Win or Lose at each
// remoteness and how many are Loop; and the longest win and loss. Pure, from the tables;
// the engine runs it, since it reads every state.

import { NO_REMOTENESS, Outcome } from '../model/states.js';

/** States of the ranges [from, to), one after the other. */
function* statesOf(ranges) {
  for (const [from, to] of ranges) for (let s = from; s < to; s += 1) yield s;
}

/** The largest remoteness of a decided state, or -1. */
function maxRemoteness(tables, ranges) {
  let max = -1;
  for (const s of statesOf(ranges)) {
    const r = tables.remoteness[s];
    if (r !== NO_REMOTENESS && r > max) max = r;
  }
  return max;
}

/**
 * One group's Win and Lose counts by remoteness, Loops and undecided (one pass). A decided
 * state whose remoteness is not known (a game with sums: it does not follow from the parts')
 * is counted apart, in `unranked`.
 */
function tally(tables, [from, to], max) {
  const { outcomes, remoteness } = tables;
  const win = new Uint32Array(max + 1);
  const lose = new Uint32Array(max + 1);
  const unranked = { win: 0, lose: 0 };
  let loop = 0;
  let undecided = 0;
  for (let s = from; s < to; s += 1) {
    const outcome = outcomes[s];
    const r = remoteness[s];
    if (outcome === Outcome.Win) {
      if (r === NO_REMOTENESS) unranked.win += 1;
      else win[r] += 1;
    } else if (outcome === Outcome.Lose) {
      if (r === NO_REMOTENESS) unranked.lose += 1;
      else lose[r] += 1;
    } else if (outcome === Outcome.Loop) loop += 1;
    else undecided += 1;
  }
  // Typed arrays: a long chain of alternating outcomes has a count per remoteness for half a
  // million of them, and a typed array crosses from the worker as one block.
  const used = (list) => list.slice(0, list.findLastIndex((c) => c > 0) + 1);
  return { win: used(win), lose: used(lose), unranked, loop, undecided };
}

/** The decided states of each outcome with the largest known remoteness (the first such). */
function longest(tables, ranges) {
  const best = { [Outcome.Win]: null, [Outcome.Lose]: null };
  for (const s of statesOf(ranges)) {
    const outcome = tables.outcomes[s];
    if (outcome !== Outcome.Win && outcome !== Outcome.Lose) continue;
    const r = tables.remoteness[s];
    if (r === NO_REMOTENESS) continue;
    if (best[outcome] === null || r > best[outcome].remoteness) best[outcome] = { state: s, remoteness: r };
  }
  return best;
}

/** The tally of the states in `ranges` ([from, to) pairs), one group per range. */
export function stateStats(tables, ranges) {
  const max = maxRemoteness(tables, ranges);
  const longestOf = longest(tables, ranges);
  return {
    groups: ranges.map((range) => tally(tables, range, max)),
    longestWin: longestOf[Outcome.Win],
    longestLoss: longestOf[Outcome.Lose],
  };
}

/**
 * Chart rows for remoteness 0..max, merged into at most `limit` rows of equal width when
 * there are more: { from, to, win: [per group], lose: [per group] }.
 */
export function remotenessRows(stats, limit = 16) {
  const max = Math.max(0, ...stats.groups.flatMap((m) => [m.win.length, m.lose.length])) - 1;
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
      from, to, win: stats.groups.map((m) => sum(m.win)), lose: stats.groups.map((m) => sum(m.lose)),
    });
  }
  return rows;
}
