// @ts-check
// The reverse BFS in Berzerk's words (the hole states are the states with no move).

import { reverseBfsCode } from '../reverse-bfs.js';

export const BERZERK_CODE = reverseBfsCode([
  'code.counters', 'code.queueHoles', 'code.loop', 'code.take', 'code.each', 'code.win', 'code.countDown', 'code.lose', 'code.loops',
]);
