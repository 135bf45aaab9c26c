// The rule game's engine over the real binding (loaded in node): a build in slices with its
// progress, a cancel that keeps the game before, a refusal located, and the requests of its
// own (the describe's labels, values and Grundy reason, the command's text, Grundy values,
// the pattern and a sweep).

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import init from '../../pkg/retrograde_web.js';
import { createRulesEngine } from '../../www/games/rules/engine.js';
import { RULES_PRESETS } from '../../www/games/rules/presets.js';
import { FieldProblems } from '../../www/engine/problems.js';

let wasm = null;
before(async () => {
  wasm = await init({ module_or_path: fs.readFileSync(new URL('../../pkg/retrograde_web_bg.wasm', import.meta.url)) });
});

const CLI = new URL('../../target/release/retrograde', import.meta.url).pathname;
const truthOf = (text, args) => spawnSync(CLI, ['rules', ...args, '-'], { input: text }).stdout.toString();

/** A job that records its progress and is cancelled after `slices` pauses (never when null). */
function jobOf(slices = null) {
  const job = {
    cancelled: false,
    reports: [],
    progress: (done, total, phase) => job.reports.push([done, total, phase]),
    pause: async () => {
      if (slices !== null && job.reports.length >= slices) job.cancelled = true;
    },
  };
  return job;
}

const LARGE = 'state a in 0..999, b in 0..999\nmove (a - k, b) for k in 1..min(a, 8)\nmove (a, b - k) for k in 1..min(b, 8)\n';

test('a program is built in slices with its progress, then played to the command\'s answer', async () => {
  const engine = createRulesEngine(wasm);
  const job = jobOf();
  const { info } = await engine.start({ source: RULES_PRESETS.tokens, settings: [] }, job);
  assert.equal(info.states, 36);
  assert.equal(info.shape, 'grid');
  assert.ok(info.normalPlay);
  assert.equal(info.edges.length % 2, 0);
  assert.deepEqual(job.reports.at(-1), [36, 36, 'build']);
  await engine.end({}, jobOf());
  assert.equal(engine.judge(), truthOf(RULES_PRESETS.tokens, ['--grundy']));
  assert.equal(engine.grundy().length, 36);
  const described = engine.describe({ state: 1 * 6 + 2 });
  assert.deepEqual(described.values, ['1', '2']);
  assert.ok(described.moves.every((move) => typeof move.label === 'string' && /^\(\d, \d\)$/.test(move.name)));
  assert.equal(typeof described.grundy.value, 'string');
  assert.equal(engine.describe({ state: 36 }), null);
});

test('a cancelled build keeps the game before; a refusal is located', async () => {
  const engine = createRulesEngine(wasm);
  await engine.start({ source: RULES_PRESETS.subtraction, settings: ['N=12'] }, jobOf());
  await assert.rejects(engine.start({ source: LARGE, settings: [] }, jobOf(2)), (error) => error instanceof FieldProblems && error.problems[0].code === 'cancelled' && error.problems[0].field === 'rules-source');
  assert.equal(engine.pull().counts.undecided + engine.pull().counts.lose, 13, 'the game before is still there');
  await assert.rejects(engine.start({ source: 'state n in 0..3\nmove n - 2\n', settings: [] }, jobOf()), (error) => error instanceof FieldProblems && error.problems[0].line === 2 && /^line 2, column \d+: /.test(error.problems[0].message));
  assert.throws(() => engine.validate({ source: 'state n in 0..3\nmove n - (\n', settings: [] }), FieldProblems);
  assert.doesNotThrow(() => engine.validate({ source: RULES_PRESETS.wythoff, settings: ['N=3'] }));
});

test("a game without normal play has no Grundy values; the pattern and a sweep are the command's", async () => {
  const engine = createRulesEngine(wasm);
  const { info } = await engine.start({ source: RULES_PRESETS.catAndMouse, settings: [] }, jobOf());
  assert.equal(info.normalPlay, false);
  assert.equal(engine.grundy(), null);
  await engine.end({}, jobOf());
  assert.equal(engine.judge(), truthOf(RULES_PRESETS.catAndMouse, []));
  assert.equal(engine.describe({ state: 0 }).grundy, null);
  await engine.start({ source: RULES_PRESETS.preperiod, settings: [] }, jobOf());
  const pattern = engine.pattern();
  assert.deepEqual([pattern.outcome.period, pattern.outcome.from], [3, 4]);
  const { rows, cancelled } = await engine.sweep({
    source: RULES_PRESETS.subtraction, settings: [], param: 'N', from: 5, to: 9, state: ['5'],
  }, jobOf());
  assert.equal(cancelled, false);
  assert.deepEqual(rows.map((row) => row.value), [5, 6, 7, 8, 9]);
  assert.ok(rows.every((row) => row.error === null && row.outcome !== null));
});
