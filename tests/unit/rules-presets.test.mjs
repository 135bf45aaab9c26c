// The rule game's presets and random games, built by the real binding (loaded in node): every
// preset and every random draw is a program the page accepts, within its limits.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import init, { RulesBuild } from '../../pkg/retrograde_web.js';
import { RULES_PRESETS, randomRules } from '../../www/games/rules/presets.js';
import { programName, rules } from '../../www/games/rules/game.js';

before(async () => {
  await init({ module_or_path: fs.readFileSync(new URL('../../pkg/retrograde_web_bg.wasm', import.meta.url)) });
});

/** The states of `text` built with `settings` (a refusal throws). */
function built(text, settings) {
  const build = new RulesBuild(text, settings);
  while (!build.advance(1 << 16));
  const session = build.finish();
  const states = session.state_count();
  session.free();
  return states;
}

/** A seeded generator (mulberry32), so a failure can be repeated. */
function seeded(seed) {
  let x = seed >>> 0;
  return () => {
    x = (x + 0x6d2b79f5) >>> 0;
    let z = Math.imul(x ^ (x >>> 15), 1 | x);
    z ^= z + Math.imul(z ^ (z >>> 7), 61 | z);
    return ((z ^ (z >>> 14)) >>> 0) / 4294967296;
  };
}

test('every preset is a program the page builds, with its settings empty', () => {
  for (const [name, values] of Object.entries(rules.presets)) {
    assert.equal(values['rules-source'], RULES_PRESETS[name]);
    assert.equal(values['rules-set'], '');
    assert.ok(built(values['rules-source'], []) > 0, name);
  }
});

test("every random game is a preset with params drawn afresh, and builds", () => {
  const seen = new Set();
  for (let seed = 1; seed <= 40; seed += 1) {
    const values = rules.random(seeded(seed));
    const settings = values['rules-set'].split('\n');
    seen.add(Object.keys(RULES_PRESETS).find((name) => RULES_PRESETS[name] === values['rules-source']));
    assert.ok(built(values['rules-source'], settings) > 0, `seed ${seed}: ${settings.join('; ')}`);
  }
  assert.deepEqual([...seen].sort(), ['berzerk', 'subtraction', 'twoPiles', 'wythoff']);
  const stuck = randomRules(() => 0);
  assert.deepEqual(stuck, { preset: 'subtraction', settings: ['S={1, 2, 3}', 'N=20'] }, 'a generator stuck at 0 still draws three moves');
});

test("a saved file is named by the program's first comment", () => {
  assert.equal(programName(RULES_PRESETS.wythoff), 'rules-wythoff-s-game');
  assert.equal(programName(RULES_PRESETS.subtraction), 'rules-subtraction-game-take');
  assert.equal(programName('state n in 0..3\n# later\n'), 'rules');
  assert.equal(programName('#\u6e38\u620f\n'), 'rules');
  assert.equal(rules.fileName({ 'rules-source': RULES_PRESETS.berzerk, 'rules-set': '' }), 'rules-berzerk-the-monster');
});

test("the five programs of the language's README are presets, as examples/rules/ holds them", () => {
  const files = {
    subtraction: 'subtraction', wythoff: 'wythoff', twoPiles: 'two-piles', berzerk: 'berzerk', catAndMouse: 'cat-and-mouse',
  };
  for (const [preset, file] of Object.entries(files)) {
    const text = fs.readFileSync(new URL(`../../examples/rules/${file}.game`, import.meta.url), 'utf8');
    assert.equal(RULES_PRESETS[preset], text, preset);
  }
});
