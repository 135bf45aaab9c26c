// The mark of a link's game being opened: set while it is opened, left for the next start
// (which compares it with its own game's), cleared when the opening is over; without session
// storage (a sandboxed embed, storage that throws) nothing is marked and nothing fails.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createOpeningMark, markOf } from '../../www/ui/opening.js';

/** A window whose session storage is a plain map. */
function windowWithStorage() {
  const items = new Map();
  return {
    sessionStorage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => items.set(key, String(value)),
      removeItem: (key) => items.delete(key),
    },
  };
}

const PROGRAM = { 'rules-source': 'state n in 0..9\nmove n - 1 if n > 0\n' };

test('a game being opened leaves its mark for the next start, which tells it from another', () => {
  const win = windowWithStorage();
  createOpeningMark(win).begin('rules', PROGRAM);
  const after = createOpeningMark(win);
  assert.equal(after.left(), markOf('rules', PROGRAM));
  assert.notEqual(after.left(), markOf('rules', { 'rules-source': 'state n in 0..8\nmove n - 1 if n > 0\n' }));
  assert.notEqual(after.left(), markOf('graph', PROGRAM));
  after.end();
  assert.equal(createOpeningMark(win).left(), null);
});

test('the mark of a large game is short', () => {
  const large = { 'rules-source': 'x'.repeat(1 << 20) };
  assert.ok(markOf('rules', large).length < 40);
});

test('without session storage, or with storage that throws, nothing is marked', () => {
  const denied = {};
  Object.defineProperty(denied, 'sessionStorage', {
    get() {
      throw new Error('SecurityError');
    },
  });
  const broken = {
    sessionStorage: {
      getItem() { throw new Error('denied'); },
      setItem() { throw new Error('quota'); },
      removeItem() { throw new Error('denied'); },
    },
  };
  for (const win of [{}, denied, broken]) {
    const mark = createOpeningMark(win);
    mark.begin('rules', PROGRAM);
    assert.equal(mark.left(), null);
    mark.end();
  }
});
