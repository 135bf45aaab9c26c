// The embeddable view's parameters and snippet.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  embedAddress, embedCode, embedOptions, fullPageAddress, nearestSpeed,
} from '../../www/ui/embed.js';

const params = (text) => new URLSearchParams(text);

test('a page is an embed by its name or embed=1, with its own parameters', () => {
  assert.equal(embedOptions('/index.html', params('?n=5')), null);
  assert.equal(embedOptions('/', params('?embed=0')), null);
  const all = embedOptions('/retro/embed.html', params('?n=5'));
  assert.deepEqual([all.autoplay, all.loop, all.speedIndex, all.narration], [false, false, null, null]);
  assert.ok(all.controls.has('step') && all.controls.has('timeline'));
  const some = embedOptions('/', params('?embed=1&autoplay=1&loop=1&speed=100&controls=play, step,nonsense'));
  assert.deepEqual([some.autoplay, some.loop, [...some.controls]], [true, true, ['play', 'step']]);
  assert.equal(some.speedIndex, nearestSpeed(100));
  assert.deepEqual(['1', '0', 'yes'].map((v) => embedOptions('/embed.html', params(`?narration=${v}`)).narration), [true, false, null]);
});

test('speeds round to the slider position of the nearest speed', () => {
  assert.equal(nearestSpeed(1), 0);
  assert.equal(nearestSpeed(1000), 10);
  assert.equal(nearestSpeed(7), 3);
});

test('the snippet is an iframe of the embed beside the page, escaped, playing by itself only when asked', () => {
  const location = { origin: 'https://example.org', pathname: '/notes/retro/index.html' };
  const src = embedAddress(location, [['n', '5'], ['s1', '3,2'], ['step', '3'], ['pin', 'R3']]);
  assert.equal(src, 'https://example.org/notes/retro/embed.html?n=5&s1=3,2&step=3&pin=R3');
  assert.equal(embedAddress(location, [['n', '5']], { autoplay: true }), 'https://example.org/notes/retro/embed.html?n=5&autoplay=1');
  assert.equal(embedAddress({ origin: 'https://x', pathname: '/' }, []), 'https://x/embed.html');
  assert.equal(embedAddress({ origin: 'https://x', pathname: '/' }, [], { autoplay: true }), 'https://x/embed.html?autoplay=1');
  // A program rides after '#', the embed's own options in the query.
  assert.equal(
    embedAddress(location, [['game', 'rules'], ['src', 'state n in 0..3'], ['step', '2']], { autoplay: true }),
    'https://example.org/notes/retro/embed.html?game=rules&step=2&autoplay=1#src=state+n+in+0..3',
  );
  assert.equal(embedCode(src, { title: 'A "game" <1>' }),
    '<iframe src="https://example.org/notes/retro/embed.html?n=5&amp;s1=3,2&amp;step=3&amp;pin=R3" width="720" height="540" title="A &quot;game&quot; &lt;1>" loading="lazy" style="border:0"></iframe>');
});

test('the full page is beside the embed, with the view asked for', () => {
  assert.equal(fullPageAddress({ origin: 'https://example.org', pathname: '/retro/embed.html' }, '?n=5&step=end'), 'https://example.org/retro/?n=5&step=end');
  assert.equal(fullPageAddress({ origin: 'https://x', pathname: '/index.html' }, ''), 'https://x/');
});
