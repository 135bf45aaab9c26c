// The run controller's mode machine: every mode answers every event, and the transitions
// the page promises hold.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  EVENTS, MODES, controlsFor, settle, transition,
} from '../../www/ui/modes.js';

test('every mode answers every event, and moving modes stop before anything else', () => {
  for (const mode of MODES) {
    for (const event of EVENTS) {
      const next = transition(mode, event);
      assert.ok(MODES.includes(next.mode), `${mode} + ${event} -> ${next.mode}`);
      const moving = mode === 'playing' || mode === 'ending';
      const stays = next.mode === mode;
      if (moving && !stays) assert.equal(next.effects[0], 'stop', `${mode} + ${event} must stop first`);
    }
  }
});

test('Play, space (play), End again and Esc all stop a running End', () => {
  for (const event of ['play', 'end', 'escape']) {
    assert.deepEqual(transition('ending', event), { mode: 'idle', effects: ['stop'] }, event);
  }
});

test('Play pauses, End while playing switches to running to the end', () => {
  assert.deepEqual(transition('idle', 'play'), { mode: 'playing', effects: ['play'] });
  assert.deepEqual(transition('playing', 'play'), { mode: 'idle', effects: ['stop'] });
  assert.deepEqual(transition('playing', 'end'), { mode: 'ending', effects: ['stop', 'end'] });
});

test('Step and Back interrupt motion and act once', () => {
  assert.deepEqual(transition('playing', 'step'), { mode: 'idle', effects: ['stop', 'step'] });
  assert.deepEqual(transition('ending', 'back'), { mode: 'idle', effects: ['stop', 'back'] });
  assert.deepEqual(transition('idle', 'step'), { mode: 'idle', effects: ['step'] });
});

test('once done only Back, Reset and a new game do anything', () => {
  for (const event of ['step', 'play', 'end', 'escape']) assert.deepEqual(transition('done', event).effects, [], event);
  assert.deepEqual(transition('done', 'back').effects, ['back']);
  assert.deepEqual(transition('done', 'reset').effects, ['reset']);
});

test('settle makes done exactly the end of the run', () => {
  assert.equal(settle('ending', true), 'done');
  assert.equal(settle('idle', true), 'done');
  assert.equal(settle('done', false), 'idle');
  assert.equal(settle('playing', false), 'playing');
});

test('unknown modes and events are refused', () => {
  assert.throws(() => transition('flying', 'step'), /unknown mode/);
  assert.throws(() => transition('idle', 'jump'), /unknown event/);
});

test('controls follow the mode', () => {
  const playing = controlsFor('playing', 3);
  assert.equal(playing.playLabel, 'run.pause');
  assert.equal(playing.announce, false);
  const ending = controlsFor('ending', 3);
  assert.equal(ending.endLabel, 'run.stop');
  assert.equal(ending.playDisabled, false, 'Play must stay usable to stop a running End');
  const done = controlsFor('done', 9);
  assert.ok(done.stepDisabled && done.playDisabled && done.endDisabled && !done.backDisabled);
  assert.equal(controlsFor('idle', 0).backDisabled, true);
});

test('Play paces steps by the speed, carries fractions and never bursts after a stall', async () => {
  const { startPace, stepsDue } = await import('../../www/ui/pacing.js');
  let { due, pace } = stepsDue(startPace(true), 1000, 4);
  assert.equal(due, 1, 'the first step comes at once');
  ({ due, pace } = stepsDue(pace, 1100, 4));
  assert.equal(due, 0, '0.4 of a step is carried');
  ({ due, pace } = stepsDue(pace, 1250, 4));
  assert.equal(due, 1);
  ({ due } = stepsDue(pace, 61250, 1000));
  assert.equal(due, 100, 'a minute-long stall at 1000 steps/s gives a tenth of a second of steps');
  assert.deepEqual(startPace(false), { carry: 0, lastTime: null });
});

test('a game started stops the motion first; a restore reopens the runs and leaves the mode as it is', () => {
  for (const mode of ['playing', 'ending']) assert.deepEqual(transition(mode, 'start'), { mode: 'idle', effects: ['stop', 'start'] }, mode);
  assert.deepEqual(transition('idle', 'start'), { mode: 'idle', effects: ['start'] });
  for (const mode of MODES) assert.deepEqual(transition(mode, 'restore'), { mode, effects: ['restore'] }, mode);
});

test("the recorder's steps stop Play or End first, and take nothing once the run is over", () => {
  assert.deepEqual(transition('idle', 'advance'), { mode: 'idle', effects: ['advance'] });
  assert.deepEqual(transition('playing', 'advance'), { mode: 'idle', effects: ['stop', 'advance'] });
  assert.deepEqual(transition('done', 'advance'), { mode: 'done', effects: [] });
});
