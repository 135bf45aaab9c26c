// A jump field too long to lay out shows its first jumps and how many more it holds.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JUMPS_SHOWN_WHOLE, jumpsHead } from '../../www/games/berzerk/jump-field.js';

const more = (count) => `[+${count}]`;

test('a jump field up to the limit is shown whole', () => {
  assert.equal(jumpsHead('1 2 3', more), null);
  assert.equal(jumpsHead('1-99999', more), null);
  assert.equal(jumpsHead('7 '.repeat(JUMPS_SHOWN_WHOLE / 2), more), null);
});

test('a longer field shows its first whole jumps, then the count of the entries that follow', () => {
  const jumps = Array.from({ length: 50000 }, (_, i) => 2 * i + 1);
  for (const separator of [' ', ', ', ',', '\n']) {
    const text = jumps.join(separator);
    const head = jumpsHead(text, more);
    assert.ok(head.length < 700, `${head.length} characters shown`);
    const [shown, rest] = head.split(' [+');
    const words = shown.split(/[\s,]+/);
    assert.deepEqual(words.map(Number), jumps.slice(0, words.length), 'whole jumps, in order');
    assert.equal(rest, `${50000 - words.length}]`);
  }
  // Ranges count as one entry each.
  const ranges = Array.from({ length: 3000 }, (_, i) => `${10 * i + 1}-${10 * i + 5}`).join(' ');
  assert.match(jumpsHead(ranges, more), /^1-5 11-15 .* \[\+\d+\]$/);
  // One word longer than the head is shown whole: there is nowhere to cut it.
  assert.equal(jumpsHead('9'.repeat(JUMPS_SHOWN_WHOLE + 1), more), null);
});
