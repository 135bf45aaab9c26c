// Links: which game a query string opens, with what values, and how a game is written back.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gameFromUrl } from '../../www/games/registry.js';
import {
  berzerkUrlParams, defaultObjects, defaultJumps, readBerzerkUrl,
} from '../../www/games/berzerk/url.js';
import { pilesUrlParams, readPilesUrl } from '../../www/games/piles/url.js';
import {
  QUERY_LIMIT, linkFor, linkOf, linkParams, searchFor,
} from '../../www/ui/url.js';

const params = (text) => new URLSearchParams(text);

test('a Berzerk link is read as typed', () => {
  assert.deepEqual(readBerzerkUrl(params('?n=8&s1=6,2,3,4&s2=3,6')), { n: '8', s1: '6,2,3,4', s2: '3,6' });
  assert.deepEqual(readBerzerkUrl(params('?n=5&s1=3,x&s2=1,2,3')), { n: '5', s1: '3,x', s2: '1,2,3' });
  assert.equal(readBerzerkUrl(params('')), null);
});

test('a partial Berzerk link gets sensible defaults', () => {
  assert.deepEqual(readBerzerkUrl(params('?n=5')), { n: '5', s1: '1 2 3', s2: '1 2 3' });
  assert.deepEqual(readBerzerkUrl(params('?n=3')), { n: '3', s1: '1 2', s2: '1 2' });
  assert.equal(defaultJumps('2'), '1');
  assert.equal(defaultJumps('oops'), '1 2 3');
  assert.equal(defaultObjects('1-9', '4'), '10');
  assert.equal(defaultObjects(null, undefined), '5');
  assert.deepEqual(readBerzerkUrl(params('?s1=12')), { n: '13', s1: '12', s2: '1 2 3' });
});

test('Berzerk games are written compactly, ranges kept', () => {
  assert.equal(searchFor(berzerkUrlParams({ n: ' 7000 ', s1: '1-6999', s2: '1, 2  3' })), '?n=7000&s1=1-6999&s2=1,2,3');
});

test('the pile game is chosen by game=piles, with a default size', () => {
  assert.deepEqual(readPilesUrl(params('?game=piles&size=60')), { 'pile-size': '60' });
  assert.deepEqual(readPilesUrl(params('?game=piles')), { 'pile-size': '40' });
  assert.equal(readPilesUrl(params('?n=5')), null);
  assert.equal(searchFor(pilesUrlParams({ 'pile-size': ' 60' })), '?game=piles&size=60');
});

test('the registry picks the game a link names, else Berzerk with no values', () => {
  assert.equal(gameFromUrl(params('?game=piles&size=9')).game.id, 'piles');
  assert.equal(gameFromUrl(params('?game=piles&n=5')).values['pile-size'], '40');
  assert.equal(gameFromUrl(params('?n=9')).game.id, 'berzerk');
  const none = gameFromUrl(params('?unrelated=1'));
  assert.equal(none.game.id, 'berzerk');
  assert.equal(none.values, null);
  assert.deepEqual(none.notes, []);
});

test('a link naming no game here says so, and opens Berzerk with its values', () => {
  const bad = gameFromUrl(params('?game=chess&n=5'));
  assert.equal(bad.game.id, 'berzerk');
  assert.equal(bad.values.n, '5');
  assert.deepEqual(bad.notes, [{ key: 'link.badGame', values: { value: 'chess' } }]);
});

test('step= is a whole number or end, read without wrapping', async () => {
  const { stepAsked } = await import('../../www/ui/links.js');
  assert.deepEqual(stepAsked('end'), { end: true });
  assert.equal(stepAsked('12').step, 12);
  assert.equal(stepAsked('4294967296').step, 0xffffffff);
  assert.equal(stepAsked('4294967297').value, 4294967297n);
  assert.equal(stepAsked('99999999999999999999').step, 0xffffffff);
  assert.equal(stepAsked('-1'), null);
  assert.equal(stepAsked('1.5'), null);
  assert.equal(stepAsked(''), null);
});

/** A link written by linkFor, read back as the page reads its address. */
const readBack = (link) => {
  const at = link.indexOf('#');
  return linkParams(at < 0 ? { search: link, hash: '' } : { search: link.slice(0, at), hash: link.slice(at) });
};

test('a game\'s texts ride after #, the rest in the query, and read back in order', () => {
  assert.equal(linkFor([['game', 'graph'], ['edges', '3,2;1,2;2,3'], ['step', 'end'], ['pin', '1']]), '?game=graph&step=end&pin=1#edges=3,2;1,2;2,3');
  assert.equal(linkFor([['game', 'rules'], ['srcz', 'AbC-_'], ['set', 'N:3']]), '?game=rules&set=N%3A3#srcz=AbC-_');
  assert.equal(linkFor([['n', '5'], ['s1', '3,2']]), '?n=5&s1=3,2', 'a link without texts is as before');
  assert.equal(linkFor([]), '');
  assert.equal(linkFor([['answer', 'Win']]), '#answer=Win');
  const pairs = [['game', 'rules'], ['src', 'state n in 0..3\nmove n - 1 if n > 0 # a & b'], ['set', 'N:3'], ['step', '2']];
  assert.deepEqual([...readBack(linkFor(pairs))], [['game', 'rules'], ['set', 'N:3'], ['step', '2'], ['src', pairs[1][1]]]);
});

test('the query stays within its limit whatever the link holds; a repeated name keeps its order', () => {
  const long = 'x'.repeat(5000);
  const pairs = [['game', 'rules'], ['set', 'A:1'], ['set', `B:${long}`], ['set', 'C:3'], ['s1', long], ['lang', 'zh']];
  const link = linkFor(pairs);
  const query = link.slice(0, link.indexOf('#'));
  assert.ok(query.length <= QUERY_LIMIT + 1, `a query of ${query.length}`);
  assert.equal(query, '?game=rules&set=A%3A1&lang=zh');
  assert.deepEqual(readBack(link).getAll('set'), ['A:1', `B:${long}`, 'C:3']);
  assert.equal(readBack(link).get('s1'), long);
});

test('old links with everything in the query still read; a fragment that is no list adds nothing', () => {
  const old = linkParams({ search: '?game=graph&edges=3,2;1,2;2,3&step=end', hash: '' });
  assert.equal(old.get('edges'), '3,2;1,2;2,3');
  assert.equal(old.get('step'), 'end');
  assert.deepEqual([...linkParams({ search: '?n=5', hash: '#top' })], [['n', '5']]);
  assert.equal(linkOf({ search: '?game=rules', hash: '#src=x' }), '?game=rules#src=x');
});
