// The page's contract with its games (www/games/contract.js), walked in every registered
// game: each member the controller, the shared cards and the engine host call is there and
// of its kind, the page's list of games and the worker's name the same ones, and the
// members a game leaves out are filled in by `defineGame`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import init from '../../pkg/retrograde_web.js';
import { GAMES } from '../../www/games/registry.js';
import { ENGINES } from '../../www/games/engines.js';
import { GAME_DEFAULTS, MEMBERS, defineGame } from '../../www/games/contract.js';
import { STATE_GAME } from '../../www/games/state-game.js';
import { COMMON } from '../../www/engine/protocol.js';
import { panelQueries } from '../../www/ui/queries.js';
import { CATALOGUES } from '../../www/i18n/index.js';

const KINDS = {
  string: (value) => typeof value === 'string',
  boolean: (value) => typeof value === 'boolean',
  array: (value) => Array.isArray(value),
  object: (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  function: (value) => typeof value === 'function',
};

/** What `object` lacks or has of the wrong kind among `members`, in words (none: []). */
function problemsOf(object, members) {
  return Object.entries(members).flatMap(([name, member]) => {
    const value = object[name];
    if (value === undefined) return member.optional ? [] : [`lacks ${name}`];
    if (value === null) return member.nullable ? [] : [`${name} is null`];
    if (!KINDS[member.kind](value)) return [`${name} is not of kind ${member.kind}`];
    if (member.kind === 'function' && value.length > member.args) {
      return [`${name} takes ${value.length} arguments, its caller passes ${member.args}`];
    }
    return [];
  });
}

const required = (members) => Object.keys(members).filter((name) => !members[name].optional);

test('the page and the worker list the same games', () => {
  assert.deepEqual(Object.keys(ENGINES).sort(), Object.keys(GAMES).sort());
  assert.ok(Object.keys(GAMES).length >= 3);
});

test('every game has every member the page calls, of its kind, and is frozen under its own id', () => {
  for (const [id, game] of Object.entries(GAMES)) {
    assert.deepEqual(problemsOf(game, MEMBERS.game), [], id);
    assert.equal(game.id, id);
    assert.ok(Object.isFrozen(game), `${id} is frozen`);
    for (const field of game.fields) assert.equal(typeof game.defaults[field], 'string', `${id}: a default for ${field}`);
  }
});

test("every game's naming names what its cards ask: all the shared cards' words, or the check card's", () => {
  for (const [id, game] of Object.entries(GAMES)) {
    const members = game.cards.includes('explain') ? MEMBERS.naming : MEMBERS.checkNaming;
    assert.deepEqual(problemsOf(game.naming, members), [], id);
  }
  assert.ok(Object.values(GAMES).some((game) => game.cards.includes('explain')), 'some game shares the cards');
  assert.ok(Object.values(GAMES).some((game) => !game.cards.includes('explain')), 'some game has cards of its own');
});

test('every engine answers the requests the host requires, and those are the contract\'s', async () => {
  assert.deepEqual(required(MEMBERS.engine).sort(), [...COMMON].sort());
  const wasm = await init({ module_or_path: fs.readFileSync(new URL('../../pkg/retrograde_web_bg.wasm', import.meta.url)) });
  for (const [id, make] of Object.entries(ENGINES)) {
    assert.equal(make.length, 1, `${id}: made from the wasm module alone`);
    assert.deepEqual(problemsOf(make(wasm), MEMBERS.engine), [], id);
  }
});

test("every game's own requests are read-only ones its engine answers, and its long ones are among them, worded as jobs", async () => {
  const wasm = await init({ module_or_path: fs.readFileSync(new URL('../../pkg/retrograde_web_bg.wasm', import.meta.url)) });
  for (const [id, game] of Object.entries(GAMES)) {
    assert.doesNotThrow(() => panelQueries(game), id);
    const handlers = ENGINES[id](wasm);
    for (const name of game.ownQueries) assert.equal(typeof handlers[name], 'function', `${id} answers ${name}`);
    for (const name of game.longQueries) {
      assert.ok(game.ownQueries.includes(name), `${id}: ${name} is its own`);
      for (const words of Object.values(CATALOGUES)) assert.ok(words[`job.${name}`], `${id}: job.${name} is worded`);
    }
  }
});

test('defineGame fills in what a game leaves out, keeps what it says, and freezes it', () => {
  const own = () => 'local';
  const game = defineGame({ id: 'bare', placeFor: own, heavy: null });
  assert.ok(Object.isFrozen(game));
  assert.equal(game.placeFor, own);
  assert.equal(game.heavy, null, 'a member the game gives, even null, is its own');
  for (const [name, value] of Object.entries(GAME_DEFAULTS)) {
    if (name !== 'heavy') assert.equal(game[name], value, name);
  }
  assert.deepEqual(game.timelineKey(), []);
  assert.equal(game.anchorOf({ state: 3 }), null);
  assert.equal(game.shortenField('n', 'a long text'), null);
  assert.equal(game.linkFits({}, 10), true);
  assert.equal(game.exportable('json', { done: true }), false);
});

/**
 * Shared members a game graph's game sets itself: the rule game, built in the worker however
 * small, maps a small game from the start, and its Save adds the SG tables (a card and files).
 */
const OWN_MEMBERS = { rules: ['mapsAtStart', 'exportable', 'exportFile', 'cards'] };

test('the games whose states are a game graph\'s take the members those share, the others the defaults', () => {
  for (const [id, game] of Object.entries(GAMES)) {
    const base = game.cards.includes('explain') ? { ...GAME_DEFAULTS, ...STATE_GAME } : GAME_DEFAULTS;
    const taken = Object.keys(base).filter((name) => game[name] === base[name]);
    assert.ok(taken.length > 0, `${id} takes shared members`);
    const shared = Object.keys(STATE_GAME).filter((name) => !(OWN_MEMBERS[id] ?? []).includes(name));
    if (game.cards.includes('explain')) assert.deepEqual(taken.filter((name) => name in STATE_GAME).sort(), shared.sort(), id);
  }
  assert.equal(GAMES.rules.mapsAtStart({ states: 41, moves: 117 }, 'worker'), true);
  assert.equal(GAMES.rules.mapsAtStart({ states: 10 ** 6, moves: 3 * 10 ** 6 }, 'worker'), false);
  assert.deepEqual(STATE_GAME.timelineKey().map(([kind]) => kind), ['first-lose', 'layer-end', 'queue-empty']);
  assert.equal(STATE_GAME.sameTarget({ state: 2 }, { state: 2 }), true);
  assert.equal(STATE_GAME.sameTarget({ state: 2 }, null), false);
  assert.equal(STATE_GAME.exportable('text', { done: false }), false);
  assert.equal(STATE_GAME.exportable('json', { done: false }), true);
});

test('the walk finds a member missing, of the wrong kind, or taking more than it is given', () => {
  const lacking = { ...GAMES.piles };
  delete lacking.placeFor;
  assert.deepEqual(problemsOf(lacking, MEMBERS.game), ['lacks placeFor']);
  assert.deepEqual(problemsOf({ ...GAMES.piles, fields: 'pile-size' }, MEMBERS.game), ['fields is not of kind array']);
  assert.deepEqual(problemsOf({ ...GAMES.piles, sameTarget: (a, b, c) => a === b && c }, MEMBERS.game), ['sameTarget takes 3 arguments, its caller passes 2']);
  assert.deepEqual(problemsOf({ ...GAMES.piles, random: null, concealRun: null }, MEMBERS.game), []);
  assert.deepEqual(problemsOf({ ...GAMES.piles, createPanel: null }, MEMBERS.game), ['createPanel is null']);
});
