// Texts in links: lists (`answer=Lose,Win;Loop,Win`) and packed values (`answerz=`, `edgesz=`:
// raw deflate in base64url, as `retrograde stress` prints them), read back by the page; a
// damaged value is null, never an error; and packed by the page itself (its own deflate) where
// that is shorter than the list.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import {
  fromBase64url, linkTexts, listText, pack, packShorter, toBase64url, unpack, unreadNotes,
} from '../../www/ui/packed.js';
import { deflateRaw } from '../../www/ui/deflate.js';
import { graphUrlParams, readGraphUrl } from '../../www/games/graph/url.js';

const packed = (text) => deflateRawSync(Buffer.from(text)).toString('base64url');
const params = (text) => new URLSearchParams(text);

test('base64url is read as RFC 4648 writes it, without padding', () => {
  const read = (value) => (fromBase64url(value) === null ? null : Buffer.from(fromBase64url(value)).toString('latin1'));
  assert.equal(read(''), '');
  assert.equal(read('Zg'), 'f');
  assert.equal(read('Zm8'), 'fo');
  assert.equal(read('Zm9v'), 'foo');
  assert.equal(read('Zm9vYg'), 'foob');
  assert.deepEqual([...fromBase64url('-_8')], [0xfb, 0xff]);
  assert.equal(fromBase64url('Zm9v='), null, 'padding is not written');
  assert.equal(fromBase64url('Zm+v'), null, 'base64, not base64url');
  assert.equal(fromBase64url('Zm9vY'), null, 'no length leaves 6 bits over');
});

test('a packed value is the exact text the command packed', async () => {
  // What `retrograde stress graph -- sh -c "printf 'Win,\r\n'"` prints (a word a list cannot carry).
  assert.equal(await unpack('C8_M0-HlAgA'), 'Win,\r\n');
  const answer = 'Win Lose Loop\n'.repeat(5000);
  assert.equal(await unpack(packed(answer)), answer);
  assert.equal(await unpack(packed('')), '');
  assert.equal(await unpack(packed(Buffer.from([0x57, 0xff, 0x0a]))), 'W\ufffd\n', 'stray bytes read as U+FFFD');
});

test('a damaged or oversized packed value is null', async () => {
  const good = packed('Lose Win Win Loop\nLoop Win Win Win\n');
  assert.equal(await unpack(good.slice(0, good.length - 3)), null, 'cut short');
  assert.equal(await unpack(`x${good}`), null, 'not deflate');
  assert.equal(await unpack('Win%20Lose'), null, 'not base64url');
  assert.equal(await unpack(''), null, 'no deflate stream at all');
  assert.equal(await unpack(packed('Win '.repeat(1000)), 100), null, 'inflating past the limit');
});

test('a list is lines of words', () => {
  assert.equal(listText('Lose,Win,Win,Loop;Loop,Win,Lose,Lose'), 'Lose Win Win Loop\nLoop Win Lose Lose\n');
  assert.equal(listText(';Win;;Lose'), '\nWin\n\nLose\n');
  assert.equal(listText(''), '\n');
});

test('a link\'s texts: the packed form before the list, a damaged one null with its note', async () => {
  const texts = await linkTexts(params(`?game=graph&edgesz=${packed('3 2\n1 2\n2 3\n')}&edges=1,0&answer=Lose,Win;Lose`));
  assert.deepEqual([...texts], [['edges', '3 2\n1 2\n2 3\n'], ['answer', 'Lose Win\nLose\n']]);
  assert.deepEqual(readGraphUrl(params('?game=graph&edges=1,0'), texts), { 'graph-edges': '3 2\n1 2\n2 3\n' });
  assert.deepEqual(unreadNotes(texts), []);
  const damaged = await linkTexts(params('?game=graph&edgesz=AAAA&answerz=!'));
  assert.deepEqual([...damaged], [['edges', null], ['answer', null]]);
  assert.deepEqual(unreadNotes(damaged).map((note) => note.values.name), ['edgesz', 'answerz']);
  assert.match(readGraphUrl(params('?game=graph&edges=1,0&edgesz=AAAA'), damaged)['graph-edges'], /^5 6\n/, 'the default graph');
  assert.deepEqual([...await linkTexts(params('?n=5'))], []);
});

/** A generated edge list of `m` moves among `n` nodes (a fixed sequence, no randomness). */
function edgeList(n, m) {
  let x = 12345;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return 1 + (x % n);
  };
  return `${n} ${m}\n${Array.from({ length: m }, () => `${next()} ${next()}`).join('\n')}\n`;
}

test('the page\'s deflate is read back by zlib, byte for byte, and is about as short', () => {
  const bytes = new Uint8Array(70000).map((_, i) => (i * 7919) % 251);
  const cases = ['', 'a', 'ab'.repeat(300), 'x'.repeat(70000), edgeList(300, 900), edgeList(5000, 60000), bytes];
  for (const item of cases) {
    const input = Buffer.from(item);
    const deflated = deflateRaw(new Uint8Array(input));
    assert.ok(inflateRawSync(deflated).equals(input), `${input.length} bytes`);
    assert.ok(deflated.length <= deflateRawSync(input).length * 1.25 + 16, `${input.length} bytes: ${deflated.length} against zlib's ${deflateRawSync(input).length}`);
  }
});

test('base64url is written as RFC 4648 writes it, without padding', () => {
  for (const text of ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar', '\u00fb\u00ff']) {
    const bytes = Buffer.from(text, 'latin1');
    assert.equal(toBase64url(new Uint8Array(bytes)), bytes.toString('base64url'), JSON.stringify(text));
  }
});

test('a long edge list is packed where that is shorter and reads back to the same graph; a short one stays a list', async () => {
  const text = edgeList(200, 400);
  const [game, edges] = graphUrlParams({ 'graph-edges': text });
  const [, packedEdges] = packShorter([game, edges]);
  assert.equal(packedEdges[0], 'edgesz');
  assert.ok(packedEdges[1].length < edges[1].length * 0.75, `${packedEdges[1].length} against ${edges[1].length}`);
  assert.equal(await unpack(packedEdges[1]), text);
  const link = params(`?game=graph&${packedEdges[0]}=${packedEdges[1]}`);
  assert.deepEqual(readGraphUrl(link, await linkTexts(link)), readGraphUrl(params(`?game=graph&edges=${edges[1]}`)));
  assert.equal(await unpack(pack('3 2\n1 2\n2 3\n')), '3 2\n1 2\n2 3\n');
  const short = [['game', 'graph'], ['edges', '3,2;1,2;2,3'], ['step', '2']];
  assert.deepEqual(packShorter(short), short);
});
