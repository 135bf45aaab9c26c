// www/ui/offline.js with stand-ins for the browser: it registers sw.js beside the page only
// over http(s), after load, and a registration that fails or throws costs the page nothing.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { registerServiceWorker, registerWhenLoaded } from '../../www/ui/offline.js';

function fakeWindow({ href = 'http://127.0.0.1:8080/?n=5', register = async () => ({ scope: 'ok' }), serviceWorker = true, readyState = 'complete', framed = false } = {}) {
  const calls = [];
  const listeners = {};
  const url = new URL(href);
  const win = {
    calls,
    listeners,
    location: { protocol: url.protocol, href },
    document: { baseURI: href, readyState },
    navigator: serviceWorker ? { serviceWorker: { register: (...args) => { calls.push(args); return register(...args); } } } : {},
    addEventListener: (type, fn) => { listeners[type] = fn; },
  };
  win.top = framed ? {} : win;
  return win;
}

test('sw.js is registered beside the page, whatever its path and query', async () => {
  const win = fakeWindow({ href: 'https://example.test/retro/index.html?n=5&s1=1,2' });
  assert.deepEqual(await registerServiceWorker(win), { scope: 'ok' });
  assert.deepEqual(win.calls, [['https://example.test/retro/sw.js']]);
});

test('not over file://, nor in a frame, nor where there are no service workers', async () => {
  const framed = fakeWindow({ href: 'http://127.0.0.1:8080/embed.html?n=8', framed: true });
  assert.equal(await registerServiceWorker(framed), null);
  assert.equal(framed.calls.length, 0);
  const file = fakeWindow({ href: 'file:///home/me/dist/index.html' });
  assert.equal(await registerServiceWorker(file), null);
  assert.equal(file.calls.length, 0);
  assert.equal(await registerServiceWorker(fakeWindow({ serviceWorker: false })), null);
});

test('a registration that rejects, throws or resolves to nothing gives null and throws nothing', async () => {
  const rejected = fakeWindow({ register: () => Promise.reject(new Error('SecurityError')) });
  assert.equal(await registerServiceWorker(rejected), null);
  const thrown = fakeWindow({ register: () => { throw new TypeError('no'); } });
  assert.equal(await registerServiceWorker(thrown), null);
  assert.equal(await registerServiceWorker(fakeWindow({ register: async () => undefined })), null);
  const hostile = fakeWindow();
  Object.defineProperty(hostile, 'navigator', { get() { throw new Error('denied'); } });
  assert.equal(await registerServiceWorker(hostile), null);
});

test('registration waits for the load event', async () => {
  const win = fakeWindow({ readyState: 'interactive' });
  registerWhenLoaded(win);
  assert.equal(win.calls.length, 0);
  win.listeners.load();
  await Promise.resolve();
  assert.equal(win.calls.length, 1);
  const loaded = fakeWindow({ readyState: 'complete' });
  registerWhenLoaded(loaded);
  assert.equal(loaded.calls.length, 1);
});
