// The page put together at build time (scripts/build/page.mjs): index.html names no game,
// each game's own markup sits in its folder and names only that game, and the shared cards
// a game shows are the ones it declares.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  ROOT, gameStyles, partsFile, renderPage, slotsOf, splitParts,
} from '../../scripts/build/page.mjs';
import { DEFAULT_GAME, GAMES } from '../../www/games/registry.js';

const shell = fs.readFileSync(`${ROOT}/index.html`, 'utf8');
const ids = Object.keys(GAMES);

test('index.html names no game: its shared cards are named by what they show', () => {
  assert.doesNotMatch(shell, /data-game-part/);
  for (const id of ids) assert.doesNotMatch(shell, new RegExp(`\\b${id}\\b`), id);
});

test('each game\'s markup goes into slots the page has, and names only its own game', () => {
  const slots = slotsOf(shell);
  for (const id of ids) {
    const text = fs.readFileSync(partsFile(id), 'utf8');
    const pieces = splitParts(text);
    assert.ok(pieces.length > 0, id);
    for (const [slot, markup] of pieces) {
      assert.ok(slots.has(slot), `${id}: ${slot}`);
      assert.ok(markup.length > 0, `${id}: ${slot} is empty`);
    }
    const named = [...text.matchAll(/data-game-part="([^"]*)"/g)].map((m) => m[1]);
    assert.deepEqual([...new Set(named)], [id], `${id}: its parts are marked as its own`);
  }
  assert.throws(() => splitParts('<p>stray</p>\n<!-- part: legend -->\n<p></p>'), /before the first/);
});

test('the cards a game declares are the page\'s shared cards, and each shared card is some game\'s', () => {
  const cards = new Set([...shell.matchAll(/data-card="([^"]+)"/g)].map((m) => m[1]));
  const declared = new Set(ids.flatMap((id) => GAMES[id].cards));
  for (const id of ids) for (const card of GAMES[id].cards) assert.ok(cards.has(card), `${id} declares "${card}"`);
  for (const card of cards) assert.ok(declared.has(card), `no game shows "${card}"`);
});

test('the page holds every game\'s markup once, a switch button per game, and only the first game\'s parts shown', () => {
  const page = renderPage();
  assert.doesNotMatch(page, /<%|part: /);
  const switches = [...page.matchAll(/<button [^>]*data-switch="([a-z]+)" aria-pressed="(true|false)"/g)].map((m) => [m[1], m[2]]);
  assert.deepEqual(switches, ids.map((id) => [id, String(id === DEFAULT_GAME)]));
  const pageIds = [...page.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  assert.equal(new Set(pageIds).size, pageIds.length, 'every id once');
  for (const id of ['berzerk-form', 'graph-form', 'piles-form', 'panel-grid', 'tab-ask', 'pile-queries', 'input-form', 'pile-play-card', 'outcome-classes']) {
    assert.ok(pageIds.includes(id), id);
  }
  // At first paint the default game's parts are shown and every other game's cards are hidden.
  for (const [, tag, attributes] of page.matchAll(/<([a-z]+)\b([^>]*\bdata-game-part="[^"]+"[^>]*)>/g)) {
    const hidden = /\shidden\b/.test(attributes);
    if (attributes.includes(`data-game-part="${DEFAULT_GAME}"`)) assert.ok(!hidden, `<${tag}${attributes}>`);
    else if (['div', 'section', 'form'].includes(tag)) assert.ok(hidden, `<${tag}${attributes}>`);
  }
});

test('a game\'s own styles are found in its folder, and the page\'s stylesheet names no game', () => {
  assert.deepEqual(gameStyles().map((file) => path.relative(ROOT, file)), ['www/games/graph/style.css', 'www/games/rules/style.css']);
  const css = fs.readFileSync(`${ROOT}/www/style.css`, 'utf8');
  assert.doesNotMatch(css, /#graph-/);
});
