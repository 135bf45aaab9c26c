// The engine client's restart: the page hears of a replaced worker before the requests it
// leaves are refused (so it can queue its games' reopening ahead of anything asked after),
// and a request asked after the restart waits for the new worker.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineFailed, createEngineClient } from '../../www/engine/client.js';
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

  /** An error the worker did not catch, as the browser reports it to the page. */
  fail(message) {
    const event = { message, prevented: false, preventDefault() { this.prevented = true; } };
    for (const listener of this.listeners.error) listener(event);
    return event;
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

/** A client over fake workers: { client, workers, heard }, its first worker ready. */
function readyClient() {
  const workers = [];
  const heard = [];
  const client = createEngineClient({
    createWorker: () => {
      workers.push(new FakeWorker());
      return workers[workers.length - 1];
    },
    module: Promise.resolve('compiled'),
    onRestart: (reason) => heard.push(`restarted: ${reason}`),
    onFailure: (error) => heard.push(`failed: ${error.message}`),
  });
  workers[0].say({ kind: KIND.ready });
  return { client, workers, heard };
}

test('a restart is heard before the requests it leaves are refused, and later requests wait for the new worker', async () => {
  const { client, workers, heard } = readyClient();
  const running = client.request('berzerk', 'end').catch((error) => heard.push(`refused: ${error.message}`));
  await settle();
  assert.equal(workers[0].requests().length, 1);

  client.restart();
  await running;
  assert.deepEqual(heard, ['restarted: null', 'refused: the engine was restarted']);
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

test('a reply from a broken engine replaces the worker: the restart is heard with why, and every request it held fails', async () => {
  const { client, workers, heard } = readyClient();
  const building = client.request('rules', 'start').catch((error) => error);
  const other = client.request('graph', 'end').catch((error) => error);
  await settle();
  const [first] = workers[0].requests();
  workers[0].say({
    kind: KIND.reply, id: first.id, error: 'unreachable', broken: true,
  });
  const [failed, left] = await Promise.all([building, other]);
  assert.ok(failed instanceof EngineFailed);
  assert.equal(failed.reason, 'unreachable');
  assert.ok(left instanceof EngineFailed, 'the other request is refused too');
  assert.deepEqual(heard, ['restarted: unreachable']);
  assert.ok(workers[0].terminated);
  assert.equal(workers.length, 2, 'a new worker');
});

test('a worker that fails after it was ready is replaced and its error kept from the page; one that fails before is the page\'s failure', async () => {
  const { client, workers, heard } = readyClient();
  const waiting = client.request('rules', 'start').catch((error) => error);
  await settle();
  const event = workers[0].fail('out of memory');
  assert.ok(event.prevented, 'handled: the window never hears it');
  assert.equal((await waiting).reason, 'out of memory');
  assert.deepEqual(heard, ['restarted: out of memory']);
  const booting = client.ready().catch((error) => error);
  const late = workers[1].fail('cannot start');
  assert.equal((await booting).message, 'cannot start');
  assert.equal(late.prevented, false);
  assert.deepEqual(heard, ['restarted: out of memory', 'failed: cannot start']);
  assert.equal(workers.length, 2, 'a worker that cannot start is not replaced again and again');
});
