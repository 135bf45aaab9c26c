// The engine host: motion requests run one at a time and in order even when one of them is a
// job that yields between slices; queries are answered at once; a cancel stops a job.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHost } from '../../www/engine/host.js';
import { COMMON } from '../../www/engine/protocol.js';

/** An engine whose `end` is a job of `slices` slices and whose other messages log their turn. */
function fakeEngine(log, slices = 5) {
  const handlers = Object.fromEntries(COMMON.map((type) => [type, () => {
    log.push(type);
    return type;
  }]));
  let at = 0;
  handlers.end = async (_payload, job) => {
    for (let i = 0; i < slices; i += 1) {
      at += 1;
      log.push(`end ${at}`);
      job.progress(at, slices);
      if (job.cancelled) return { cancelled: true, at };
      await job.pause();
    }
    return { cancelled: false, at };
  };
  handlers.pull = () => {
    log.push(`pull at ${at}`);
    return at;
  };
  return handlers;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a step asked during a job waits for it; a query is answered between its slices', async () => {
  const log = [];
  const progress = [];
  const host = createHost({ game: () => fakeEngine(log) }, {}, { pause, onProgress: (p) => progress.push(p.done) });
  const end = host.call(1, 'game', 'end');
  const step = host.call(2, 'game', 'step');
  await pause();
  const pulled = await host.call(3, 'game', 'pull');
  assert.ok(pulled >= 1 && pulled < 5, `pulled mid-job at ${pulled}`);
  assert.deepEqual(await end, { cancelled: false, at: 5 });
  assert.equal(await step, 'step');
  assert.ok(log.indexOf('step') > log.indexOf('end 5'), log.join(', '));
  assert.deepEqual(progress, [1, 2, 3, 4, 5]);
});

test('a cancel stops the running job at its next slice', async () => {
  const log = [];
  const host = createHost({ game: () => fakeEngine(log, 100) }, {}, { pause, onProgress: () => {} });
  const end = host.call(1, 'game', 'end');
  await pause();
  host.cancel('game');
  const result = await end;
  assert.equal(result.cancelled, true);
  assert.ok(result.at < 100);
});

test('an engine lacking a common message is refused', () => {
  const host = createHost({ game: () => ({ start: () => 1 }) }, {}, { pause, onProgress: () => {} });
  assert.throws(() => host.call(1, 'game', 'start'), /lacks/);
});

test('a stretch of a best line is a query: answered between the slices of a job, and asked only of engines that have it', async () => {
  const log = [];
  const host = createHost({
    game: () => ({ ...fakeEngine(log), bestLine: ({ from }) => ({ from, asked: log.filter((l) => l.startsWith('end ')).length }) }),
    piles: () => fakeEngine(log),
  }, {}, { pause, onProgress: () => {} });
  const end = host.call(1, 'game', 'end');
  await pause();
  const stretch = await host.call(2, 'game', 'bestLine', { from: 100 });
  assert.equal(stretch.from, 100);
  assert.ok(stretch.asked >= 1 && stretch.asked < 5, `answered mid-job after ${stretch.asked} slices`);
  await end;
  // A game without best lines is still a whole engine; asked for one, it says it has none.
  assert.equal(await host.call(3, 'piles', 'pull'), 0);
  await assert.rejects(host.call(4, 'piles', 'bestLine', { from: 0 }), /has no "bestLine"/);
});
