// @ts-check
// The games the page offers, by id, as the page sees them. A new game is a folder beside
// these (game.js for the page, engine.js for the worker, parts.html for its markup, put into
// the page at build time, words.en.js and words.zh.js for its words, style.css if it has
// styles of its own; what a game must have is contract.js), one line here, one in
// engines.js and one in words.js.

import { berzerk } from './berzerk/game.js';
import { piles } from './piles/game.js';
import { graph } from './graph/game.js';
import { rules } from './rules/game.js';

export const GAMES = Object.freeze({ berzerk, piles, graph, rules });
export const DEFAULT_GAME = 'berzerk';

/**
 * The address of a game too long to write in it: the game's id and a marker, so a reload
 * opens that game's defaults with a note, never another game than the one shown.
 */
export const longGameParams = (id) => [['game', id], ['long', '1']];

/**
 * The game a query string asks for and its values (null when it names none), with a note
 * for a `game=` that names no game, and one for the marker of a game too long to write;
 * `texts` are its packed values, read (ui/packed.js).
 */
export function gameFromUrl(params, texts = new Map()) {
  const asked = params.get('game');
  const known = asked !== null && Object.hasOwn(GAMES, asked);
  const notes = asked !== null && !known ? [{ key: 'link.badGame', values: { value: asked } }] : [];
  const game = known ? GAMES[asked] : GAMES[DEFAULT_GAME];
  if (known && params.has('long')) return { game, values: null, notes: [...notes, { key: 'link.tooLong' }] };
  return { game, values: game.readUrl(params, texts), notes };
}
