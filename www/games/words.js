// Every game's words, by game and language: each game words its own markup and code in its
// folder (words.en.js, words.zh.js), and the page's catalogue (i18n/index.js) adds them to
// the shared words. A game here is a game of the registry (tests/unit/i18n.test.mjs).

import { EN as BERZERK_EN } from './berzerk/words.en.js';
import { ZH as BERZERK_ZH } from './berzerk/words.zh.js';
import { EN as PILES_EN } from './piles/words.en.js';
import { ZH as PILES_ZH } from './piles/words.zh.js';
import { EN as GRAPH_EN } from './graph/words.en.js';
import { ZH as GRAPH_ZH } from './graph/words.zh.js';
import { EN as RULES_EN } from './rules/words.en.js';
import { ZH as RULES_ZH } from './rules/words.zh.js';

export const GAME_WORDS = Object.freeze({
  berzerk: { en: BERZERK_EN, zh: BERZERK_ZH },
  piles: { en: PILES_EN, zh: PILES_ZH },
  graph: { en: GRAPH_EN, zh: GRAPH_ZH },
  rules: { en: RULES_EN, zh: RULES_ZH },
});
