// The reverse BFS as the page shows it, and which lines the latest step executed: every
// line is lit when it runs, the counters' start and the loop's test included.

import { Outcome } from '../../model/states.js';
import { t } from '../../i18n/index.js';

/** Line numbers (from 0) of the pseudocode, by what they do. */
const LINE = Object.freeze({
  counters: 0,
  queueHoles: 1,
  loop: 2,
  take: 3,
  each: 4,
  win: 5,
  countDown: 6,
  lose: 7,
  loops: 8,
});

export const BERZERK_CODE = Object.freeze({
  lines: () => [
    t('code.counters'),
    t('code.queueHoles'),
    t('code.loop'),
    t('code.take'),
    t('code.each'),
    t('code.win'),
    t('code.countDown'),
    t('code.lose'),
    t('code.loops'),
  ],
  /** Line indices the latest step ran through. */
  active(run) {
    const { last } = run;
    if (!last) return [LINE.counters, LINE.queueHoles];
    if (last.taken === null) return [LINE.loop, LINE.loops];
    const lines = [LINE.loop, LINE.take, LINE.each];
    const visited = last.labelled === null ? 1 : last.labelledCount + last.decrementedCount;
    if (visited === 0) return lines;
    if (run.outcomes[last.taken] === Outcome.Lose) return [...lines, LINE.win];
    const labelledSome = last.labelled === null || last.labelledCount > 0;
    return labelledSome ? [...lines, LINE.countDown, LINE.lose] : [...lines, LINE.countDown];
  },
});
