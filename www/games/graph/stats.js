// @ts-check
// The graph's whole result: the common tally (panels/stats.js) over all its nodes, one group.

import { stateStats } from '../../panels/stats.js';

export const graphStats = (tables) => stateStats(tables, [[0, tables.outcomes.length]]);
