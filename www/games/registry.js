// The games the page offers, by id, as the page sees them. A new game is a folder beside
// these (game.js for the page, engine.js for the worker, and its words in the catalogues),
// one line here, one line in engines.js, and its cards in index.html (data-game-part).

import { berzerk } from './berzerk/game.js';
import { piles } from './piles/game.js';
import { graph } from './graph/game.js';

export const GAMES = Object.freeze({ berzerk, piles, graph });
export const DEFAULT_GAME = 'berzerk';

/**
 * The game a query string asks for and its values (null when it names none), with a note
 * for a `game=` that names no game; `texts` are its packed values, read (ui/packed.js).
 */
export function gameFromUrl(params, texts = new Map()) {
  const asked = params.get('game');
  const known = asked !== null && Object.hasOwn(GAMES, asked);
  const notes = asked !== null && !known ? [{ key: 'link.badGame', values: { value: asked } }] : [];
  const game = known ? GAMES[asked] : GAMES[DEFAULT_GAME];
  return { game, values: game.readUrl(params, texts), notes };
}
