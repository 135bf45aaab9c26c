// @ts-check
// The algorithm beside a rule game's board, in its words: the reverse BFS over states and the
// moves onto them, or, for a game whose moves go to sums, the valuing of positions leaves first
// (a sum is no single state, so the queue cannot decide its positions).

import { reverseBfsCode } from '../reverse-bfs.js';
import { t } from '../../i18n/index.js';

const BFS_CODE = reverseBfsCode([
  'rulesCode.counters', 'rulesCode.queue', 'code.loop', 'code.take', 'rulesCode.each', 'code.win', 'code.countDown', 'code.lose', 'rulesCode.loops',
]);

/** The Sprague-Grundy valuing, line by line: the order first, then every line at each step. */
const SUM_KEYS = ['rulesSumCode.order', 'rulesSumCode.each', 'rulesSumCode.moves', 'rulesSumCode.mex', 'rulesSumCode.outcome'];
const SUM_CODE = Object.freeze({
  lines: () => SUM_KEYS.map((key) => t(key)),
  active: (run) => (run.last ? [1, 2, 3, 4] : [0]),
});

const codeOf = (info) => (info?.sums ? SUM_CODE : BFS_CODE);

export const RULES_CODE = Object.freeze({
  lines: (info) => codeOf(info).lines(),
  active: (run, info) => codeOf(info).active(run),
});
