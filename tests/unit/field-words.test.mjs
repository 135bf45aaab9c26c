// A form field's problem names a game's own parts (the quantity a field holds, the game's
// own problems) by codes its wire module declares (crates/wire/src/<game>.rs: `QuantityWire`,
// `FieldProblemWire`). Each game words them in its own words files (`quantity.<kind>`,
// `problem.<code>`), so the shared catalogues and grammar word only the shared problems and a
// new game's form edits no shared file.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_WORDS } from '../../www/games/words.js';
import { EN } from '../../www/i18n/en.js';
import { ZH } from '../../www/i18n/zh.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WIRE = path.join(root, 'crates', 'wire', 'src');
const camel = (name) => name[0].toLowerCase() + name.slice(1);

/** Each game's form-field words, as keys, read from its wire module: { game: [key, ...] }. */
function fieldKeys() {
  const keys = {};
  for (const file of fs.readdirSync(WIRE)) {
    const text = fs.readFileSync(path.join(WIRE, file), 'utf8');
    const game = path.basename(file, '.rs');
    for (const [, name, body] of text.matchAll(/pub enum (QuantityWire|FieldProblemWire) \{\n([\s\S]*?)\n\}/g)) {
      const prefix = name === 'QuantityWire' ? 'quantity' : 'problem';
      const found = [...body.matchAll(/^ {4}([A-Z]\w*)/gm)].map((m) => `${prefix}.${camel(m[1])}`);
      keys[game] = [...(keys[game] ?? []), ...found];
    }
  }
  return keys;
}

const KEYS = fieldKeys();

test("the games' form-field codes are read from their wire modules", () => {
  assert.ok(KEYS.berzerk.includes('quantity.objects') && KEYS.berzerk.includes('problem.notAJump'), 'Berzerk');
  assert.ok(KEYS.piles.includes('quantity.gridSize') && KEYS.piles.includes('quantity.pile'), 'the piles');
});

test('each game words its own form-field quantities and problems, in both languages, and the shared words do not', () => {
  for (const [game, keys] of Object.entries(KEYS)) {
    for (const key of keys) {
      for (const language of ['en', 'zh']) assert.ok(Object.hasOwn(GAME_WORDS[game][language], key), `${game}/words.${language}.js: ${key}`);
      assert.ok(!Object.hasOwn(EN, key) && !Object.hasOwn(ZH, key), `i18n/en.js or zh.js: ${key}`);
    }
  }
});
