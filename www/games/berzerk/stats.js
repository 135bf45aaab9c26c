// The whole result in numbers: per mover, how many states are Win or Lose at each
// remoteness and how many are Loop; the longest win and loss; and each object's outcome
// class (its outcome with Rick to move, then with Morty to move). Pure, from a snapshot.

import { NO_REMOTENESS, Outcome } from '../../engine/contract.js';
import { styleOf } from '../../draw/palette.js';

function tally(snap, mover) {
  const { n, outcomes, remoteness } = snap;
  const row = { win: [], lose: [], loop: 0, undecided: 0 };
  for (let p = 1; p < n; p += 1) {
    const s = mover * n + p;
    const outcome = outcomes[s];
    if (outcome === Outcome.Loop) row.loop += 1;
    else if (outcome === Outcome.Undecided) row.undecided += 1;
    else {
      const list = outcome === Outcome.Win ? row.win : row.lose;
      const r = remoteness[s];
      list[r] = (list[r] ?? 0) + 1;
    }
  }
  for (const list of [row.win, row.lose]) for (let r = 0; r < list.length; r += 1) list[r] ??= 0;
  return row;
}

/** The decided state of `outcome` with the largest remoteness (the first such, by index), or null. */
function longest(snap, outcome) {
  let best = null;
  for (let s = 0; s < 2 * snap.n; s += 1) {
    if (s % snap.n === 0 || snap.outcomes[s] !== outcome) continue;
    const r = snap.remoteness[s];
    if (r !== NO_REMOTENESS && (best === null || r > best.remoteness)) best = { state: s, remoteness: r };
  }
  return best;
}

/** Objects grouped by (outcome with Rick to move, outcome with Morty to move), largest group first. */
function outcomeClasses(snap) {
  const { n, outcomes } = snap;
  const classes = new Map();
  for (let p = 1; p < n; p += 1) {
    const key = `${styleOf(outcomes[p]).name} / ${styleOf(outcomes[n + p]).name}`;
    if (!classes.has(key)) classes.set(key, { key, positions: [] });
    classes.get(key).positions.push(p);
  }
  return [...classes.values()].sort((a, b) => b.positions.length - a.positions.length || (a.key < b.key ? -1 : 1));
}

export function berzerkStats(snap) {
  return {
    movers: [tally(snap, 0), tally(snap, 1)],
    longestWin: longest(snap, Outcome.Win),
    longestLoss: longest(snap, Outcome.Lose),
    classes: outcomeClasses(snap),
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
    const sum = (list) => list.slice(from, to + 1).reduce((a, b) => a + b, 0);
    rows.push({
      from, to, win: stats.movers.map((m) => sum(m.win)), lose: stats.movers.map((m) => sum(m.lose)),
    });
  }
  return rows;
}
