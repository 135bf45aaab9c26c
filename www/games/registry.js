// The games the page offers, by id. A new game is a folder beside these with a module of
// the same shape (see games/berzerk/game.js), one line here and its cards in index.html.

import { berzerk } from './berzerk/game.js';
import { piles } from './piles/game.js';

export const GAMES = Object.freeze({ berzerk, piles });
export const DEFAULT_GAME = 'berzerk';

/** The game a query string asks for and its values, or the default game with none. */
export function gameFromUrl(params) {
  for (const game of Object.values(GAMES)) {
    const values = game.readUrl(params);
    if (values !== null) return { game, values };
  }
  return { game: GAMES[DEFAULT_GAME], values: null };
}
