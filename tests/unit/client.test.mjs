// The engine client's restart: the page hears of a replaced worker before the requests it
// leaves are refused (so it can queue its games' reopening ahead of anything asked after),
// and a request asked after the restart waits for the new worker.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngineClient } from '../../www/engine/client.js';
import { KIND } from '../../www/engine/protocol.js';

/** A stand-in for a module worker: it records what it is sent and replays what it says. */
class FakeWorker {
  constructor() {
    this.sent = [];
    this.listeners = { message: [], error: [] };
    this.terminated = false;
  }

  addEventListener(type, listener) {
    this.listeners[type].push(listener);
  }

  postMessage(message) {
    this.sent.push(message);
  }

  terminate() {
    this.terminated = true;
  }

  say(data) {
    for (const listener of this.listeners.message) listener({ data });
  }

  requests() {
    return this.sent.filter((message) => message.kind === KIND.request);
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('a restart is heard before the requests it leaves are refused, and later requests wait for the new worker', async () => {
  const workers = [];
  const heard = [];
  const client = createEngineClient({
    createWorker: () => {
      workers.push(new FakeWorker());
      return workers[workers.length - 1];
    },
    module: Promise.resolve('compiled'),
    onRestart: () => heard.push('restarted'),
  });
  workers[0].say({ kind: KIND.ready });
  const running = client.request('berzerk', 'end').catch((error) => heard.push(`refused: ${error.message}`));
  await settle();
  assert.equal(workers[0].requests().length, 1);

  client.restart();
  await running;
  assert.deepEqual(heard, ['restarted', 'refused: the engine was restarted']);
  assert.ok(workers[0].terminated);

  const next = client.request('berzerk', 'step');
  await settle();
  assert.equal(workers[1].requests().length, 0, 'nothing is sent before the new worker is ready');
  workers[1].say({ kind: KIND.ready });
  await settle();
  const [sent] = workers[1].requests();
  assert.equal(sent.type, 'step');
  workers[1].say({ kind: KIND.reply, id: sent.id, value: 'stepped' });
  assert.equal(await next, 'stepped');
});
