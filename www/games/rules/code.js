// @ts-check
// The reverse BFS in a rule game's words: states, and the moves onto them.

import { reverseBfsCode } from '../reverse-bfs.js';

export const RULES_CODE = reverseBfsCode([
  'rulesCode.counters', 'rulesCode.queue', 'code.loop', 'code.take', 'rulesCode.each', 'code.win', 'code.countDown', 'code.lose', 'rulesCode.loops',
]);
