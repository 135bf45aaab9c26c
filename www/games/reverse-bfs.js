// @ts-check
// The reverse BFS with out-degree counters as the page shows it beside the board, for any
// game whose states are a game graph's, and which lines the latest step executed: every line
// is lit when it runs, the counters' start and the loop's test included. Each game words
// the lines (`keys`, nine catalogue keys in the order of LINE) in its own terms.

import { Outcome } from '../model/states.js';
import { t } from '../i18n/index.js';

/** Line numbers (from 0) of the pseudocode, by what they do. */
const LINE = Object.freeze({
  counters: 0,
  queueTerminal: 1,
  loop: 2,
  take: 3,
  each: 4,
  win: 5,
  countDown: 6,
  lose: 7,
  loops: 8,
});

export function reverseBfsCode(keys) {
  return Object.freeze({
    lines: () => keys.map((key) => t(key)),
    /** Line indices the latest step ran through. */
    active(run) {
      const { last } = run;
      if (!last) return [LINE.counters, LINE.queueTerminal];
      if (last.taken === null) return [LINE.loop, LINE.loops];
      const lines = [LINE.loop, LINE.take, LINE.each];
      const visited = last.labelled === null ? 1 : last.labelledCount + last.decrementedCount;
      if (visited === 0) return lines;
      if (run.outcomes[last.taken] === Outcome.Lose) return [...lines, LINE.win];
      const labelledSome = last.labelled === null || last.labelledCount > 0;
      return labelledSome ? [...lines, LINE.countDown, LINE.lose] : [...lines, LINE.countDown];
    },
  });
}
