// The controller, the mode machine's carrier, over a fake router: every request that moves a
// run is an event it dispatches (a link's step, the recorder's seeks and steps, a game
// started, runs reopened after the worker was replaced), and what panels and the page may
// only read is a fixed list of named requests.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createController } from '../../www/ui/controller.js';
import { openLink } from '../../www/ui/links.js';
import { createPanelHooks } from '../../www/ui/panel-hooks.js';
import {
  MOVING, PAGE_QUERIES, PANEL_QUERIES, createQueries, panelQueries,
} from '../../www/ui/queries.js';
import { createJobs } from '../../www/ui/jobs.js';
import { FieldProblems } from '../../www/engine/problems.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A game whose run is a step count, over `total` steps. */
function fakeGame(id = 'fake', { ownQueries = [], longQueries = [] } = {}) {
  return {
    id,
    ownQueries,
    longQueries,
    createRun: () => ({ steps: 0, done: false }),
    applySnapshot(run, snap) {
      run.steps = snap.steps;
      run.done = snap.done;
    },
    startMessage: (values) => values,
    placeFor: () => 'worker',
  };
}

/** A router that logs every request and answers motions with a snapshot of a run of `total` steps. */
function fakeRouter({ total = 10, refuse = false } = {}) {
  const log = [];
  const placed = new Map();
  const steps = new Map();
  const snap = (game, next) => {
    const at = Math.max(0, Math.min(total, next));
    steps.set(game, at);
    return { steps: at, done: at === total };
  };
  return {
    log,
    placed,
    async start(game, payload, place) {
      log.push({ game, type: 'start', payload });
      if (refuse) throw new FieldProblems([{ field: 'n', code: 'bad' }]);
      placed.set(game, place);
      return { info: { game }, snapshot: snap(game, 0) };
    },
    async request(game, type, payload = {}) {
      log.push({ game, type, payload });
      const at = steps.get(game) ?? 0;
      if (type === 'step') return snap(game, at + 1);
      if (type === 'run') return snap(game, at + payload.steps);
      if (type === 'seek') return snap(game, payload.step);
      if (type === 'reset') return snap(game, 0);
      if (type === 'back') return snap(game, at - 1);
      return { type, payload };
    },
    cancel: (game) => log.push({ game, type: 'cancel' }),
    placeOf: (game) => placed.get(game) ?? null,
  };
}

const fakeWin = { requestAnimationFrame: () => 0 };

function fakeSlot(game = fakeGame()) {
  return {
    game, info: null, values: null, run: game.createRun(), timeline: null, mapAsked: false, memo: {},
  };
}

/** A controller over `router` and `slots` (the first active), logging events, paints and starts. */
function setUp(router, slots = [fakeSlot()], track = undefined) {
  const heard = [];
  const paints = [];
  const controller = createController(fakeWin, {
    router,
    slot: () => slots[0],
    slots: () => slots,
    speed: () => 1,
    paint: () => paints.push('paint'),
    paintControls: () => paints.push('controls'),
    report: (error) => {
      throw error;
    },
    onEvent: (event) => heard.push(event),
    track,
    started: (s, place) => {
      heard.push(`started on ${place}`);
      paints.push('started');
    },
  });
  return {
    controller, heard, paints, slots,
  };
}

const moves = (router) => router.log.map(({ type }) => type);

test("a game started from its values is the controller's 'start' event, told to the page before anything is drawn", async () => {
  const router = fakeRouter();
  const { controller, heard, paints, slots } = setUp(router);
  const problems = await controller.dispatch('start', { values: { n: 3 } });
  assert.equal(problems, null);
  assert.deepEqual(heard, ['start', 'started on worker']);
  assert.deepEqual(moves(router), ['start']);
  assert.deepEqual(slots[0].values, { n: 3 });
  // The buttons answer the event at once; the board is drawn once the page follows the game.
  assert.deepEqual(paints, ['controls', 'started', 'paint']);
  assert.equal(controller.mode(), 'idle');
});

test("a refused start resolves to the problems, and the game stays as it was", async () => {
  const router = fakeRouter({ refuse: true });
  const { controller, heard, slots } = setUp(router);
  const problems = await controller.dispatch('start', { values: { n: -1 } });
  assert.deepEqual(problems, [{ field: 'n', code: 'bad' }]);
  assert.deepEqual(heard, ['start']);
  assert.equal(slots[0].info, null);
});

test("a link's step is the controller's 'seek' event, and a step past the end comes back as a note", async () => {
  const router = fakeRouter({ total: 5 });
  const { controller, heard, slots } = setUp(router);
  await controller.dispatch('start', { values: {} });
  const s = slots[0];
  s.panel = {};
  const pinned = [];
  const notes = await openLink(new URLSearchParams('step=9'), {
    seek: (step) => controller.dispatch('seek', { step }), slot: s, pinTarget: (target) => pinned.push(target),
  });
  assert.deepEqual(heard.slice(-1), ['seek']);
  assert.deepEqual(router.log.at(-1), { game: 'fake', type: 'seek', payload: { step: 9 } });
  assert.equal(s.run.steps, 5);
  assert.equal(controller.mode(), 'done');
  assert.deepEqual(notes, [{ key: 'link.stepPastEnd', values: { value: '9', steps: 5 } }]);
});

test("the recorder's steps are the 'advance' event, which draws nothing (the recorder draws its frames)", async () => {
  const router = fakeRouter({ total: 10 });
  const { controller, heard, paints, slots } = setUp(router);
  await controller.dispatch('start', { values: {} });
  await controller.dispatch('seek', { step: 2 });
  const before = paints.length;
  const snap = await controller.dispatch('advance', { steps: 3 });
  assert.equal(snap.steps, 5);
  assert.equal(slots[0].run.steps, 5);
  assert.equal(heard.at(-1), 'advance');
  assert.deepEqual(router.log.at(-1), { game: 'fake', type: 'run', payload: { steps: 3 } });
  assert.equal(paints.length, before);
});

test("runs a replaced worker held are reopened at their steps by the 'restore' event, after the effects asked before it", async () => {
  const router = fakeRouter({ total: 10 });
  const other = fakeSlot(fakeGame('other'));
  const { controller, slots } = setUp(router, [fakeSlot(), other]);
  await controller.dispatch('start', { values: { n: 1 } });
  const step = controller.dispatch('seek', { step: 4 });
  // The worker is replaced while the seek is on its way: its places are forgotten.
  router.placed.clear();
  router.log.length = 0;
  await Promise.all([step, controller.dispatch('restore')]);
  assert.deepEqual(router.log.map(({ type, payload }) => [type, payload]), [
    ['seek', { step: 4 }], ['start', { n: 1 }], ['seek', { step: 4 }],
  ]);
  assert.equal(slots[0].run.steps, 4);
  // A game never started is not started by a restore.
  assert.equal(other.info, null);
});

test('panels get exactly the named read-only requests, and none that moves a run', async () => {
  const router = fakeRouter();
  const { controller, slots } = setUp(router);
  const s = slots[0];
  const hooks = createPanelHooks(s, { slot: s, decorations: {} }, {
    controller, focus: { state: {} }, paint: () => {}, pinTarget: () => {}, load: () => {}, dock: { open: () => {} },
  });
  assert.equal(hooks.request, undefined);
  const { queries } = hooks;
  assert.deepEqual(Object.keys(queries), [...PANEL_QUERIES]);
  for (const moving of ['start', 'step', 'back', 'run', 'seek', 'end', 'reset', 'pull', 'timeline']) {
    assert.equal(queries[moving], undefined, moving);
  }
  assert.throws(() => queries.seek({ step: 3 }), TypeError);
  assert.throws(() => {
    queries.seek = () => {};
  }, TypeError);
  assert.deepEqual(await queries.check({ answer: 'x' }), { type: 'check', payload: { answer: 'x' } });
  assert.deepEqual(router.log.at(-1), { game: 'fake', type: 'check', payload: { answer: 'x' } });
});

/** The panel hooks of `s`, the active slot, over `controller`. */
const hooksOf = (controller, s) => createPanelHooks(s, { slot: s, decorations: {} }, {
  controller, focus: { state: {} }, paint: () => {}, pinTarget: () => {}, load: () => {}, dock: { open: () => {} },
});

test("a game's panels also get the read-only requests it declares its own, and those it calls long are shown as jobs", async () => {
  const router = fakeRouter();
  const tracked = [];
  const track = (type, promise, long) => {
    tracked.push([type, long]);
    return promise;
  };
  const s = fakeSlot(fakeGame('own', { ownQueries: ['pattern', 'sweep'], longQueries: ['sweep'] }));
  const { controller } = setUp(router, [s], track);
  const { queries } = hooksOf(controller, s);
  assert.deepEqual(Object.keys(queries), [...PANEL_QUERIES, 'pattern', 'sweep']);
  assert.ok(Object.isFrozen(queries));
  assert.deepEqual(await queries.sweep({ from: 1 }), { type: 'sweep', payload: { from: 1 } });
  await queries.pattern();
  await queries.check({ answer: 'x' });
  assert.deepEqual(tracked, [['sweep', true], ['pattern', false], ['check', false]]);
  assert.deepEqual(router.log.at(-3), { game: 'own', type: 'sweep', payload: { from: 1 } });
  // Another game's panels do not get them.
  const other = fakeSlot();
  assert.equal(hooksOf(controller, other).queries.sweep, undefined);
});

test('a game cannot declare a request that moves a run, or a shared one, its own', () => {
  for (const name of [...MOVING, 'describe', 'timeline', 'check']) {
    assert.throws(() => panelQueries(fakeGame('bad', { ownQueries: [name] })), new RegExp(`"${name}"`), name);
  }
  assert.deepEqual(panelQueries(fakeGame()), [...PANEL_QUERIES]);
});

/** A page with the progress bar and Cancel, as much of it as jobs.js touches. */
function fakeJobsDoc() {
  const elements = { cancel: { addEventListener: () => {} }, progress: { title: '', value: 0 } };
  return { getElementById: (id) => elements[id] };
}

test("the jobs shown are the shared long requests and a game's own long ones, after a moment", async () => {
  const changes = [];
  const jobs = createJobs(fakeJobsDoc(), { cancel: () => {}, changed: () => changes.push(jobs.showing()) });
  const never = new Promise(() => {});
  jobs.track('pattern', never);
  assert.equal(jobs.busy(), false, 'a quick request of a game is not a job');
  jobs.track('judge', never, true);
  assert.equal(jobs.busy(), true, "a game's long request is");
  let finish;
  jobs.track('check', new Promise((resolve) => {
    finish = resolve;
  }));
  await new Promise((resolve) => {
    setTimeout(resolve, 400);
  });
  assert.equal(jobs.showing(), true);
  finish();
  await new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
  assert.ok(changes.includes(true));
});

test('the fixed request lists hold no request that moves a run', () => {
  const moving = ['start', 'reset', 'step', 'back', 'run', 'seek', 'end', 'pull'];
  assert.deepEqual([...MOVING], moving);
  for (const name of [...PANEL_QUERIES, ...PAGE_QUERIES]) assert.ok(!moving.includes(name), name);
  const asked = [];
  const queries = createQueries(['a'], (name, payload) => asked.push([name, payload]));
  queries.a(1);
  assert.deepEqual(asked, [['a', 1]]);
  assert.ok(Object.isFrozen(queries));
});

/** Every .js file under www/, as [path from the root, text]. */
async function pageSources() {
  const found = [];
  async function walk(dir) {
    for (const entry of await readdir(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(rel);
      else if (entry.name.endsWith('.js')) found.push([rel, await readFile(path.join(ROOT, rel), 'utf8')]);
    }
  }
  await walk('www');
  return found;
}

test('only the controller moves runs and holds the router; no router is called an engine', async () => {
  const carriers = new Set(['www/ui/controller.js', 'www/ui/motion.js', 'www/ui/slots.js']);
  for (const [file, text] of await pageSources()) {
    if (file.startsWith('www/engine/') || file === 'www/main.js') continue;
    if (!carriers.has(file)) {
      assert.doesNotMatch(text, /\b(moveSlot|startSlot)\(/, file);
      assert.doesNotMatch(text, /\brouter\.(request|start|cancel)\(/, file);
    }
    assert.doesNotMatch(text, /\bengine\.(request|start|cancel|placeOf)\(/, file);
  }
});
