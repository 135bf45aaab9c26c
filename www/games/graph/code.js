// @ts-check
// The reverse BFS in the graph's words: nodes, and the moves onto them.

import { reverseBfsCode } from '../reverse-bfs.js';

export const GRAPH_CODE = reverseBfsCode([
  'graphCode.counters', 'graphCode.queue', 'code.loop', 'code.take', 'graphCode.each', 'code.win', 'code.countDown', 'code.lose', 'graphCode.loops',
]);
