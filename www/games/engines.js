// @ts-check
// The games' engines, by id, for the worker (engine/worker.js). The page's side of each game
// is listed in registry.js; a new game adds one line to each.

import { createBerzerkEngine } from './berzerk/engine.js';
import { createPilesEngine } from './piles/engine.js';
import { createGraphEngine } from './graph/engine.js';
import { createRulesEngine } from './rules/engine.js';

/** @satisfies {Readonly<Record<keyof typeof import('./registry.js').GAMES, import('./contract.js').EngineFactory>>} */
export const ENGINES = Object.freeze({
  berzerk: createBerzerkEngine,
  piles: createPilesEngine,
  graph: createGraphEngine,
  rules: createRulesEngine,
});
