// The rule game in links: the program as it is (`src=`) or packed (`srcz=`, read by the page),
// each `set=NAME:EXPR` a setting, and every link read back to the values it was written from.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_SOURCE, readRulesUrl, rulesUrlParams, settingsOf, withSetting,
} from '../../www/games/rules/url.js';
import { RULES_PRESETS } from '../../www/games/rules/presets.js';
import { linkTexts, packShorter } from '../../www/ui/packed.js';

const query = (pairs) => new URLSearchParams(pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));

test('a link names the program and its settings; another game\'s link names none', () => {
  const params = new URLSearchParams('game=rules&src=state+n+in+0..3%0Amove+n+-+1+if+n+%3E+0&set=N:20&set=S:%7B1,+2%7D');
  assert.deepEqual(readRulesUrl(params), {
    'rules-source': 'state n in 0..3\nmove n - 1 if n > 0',
    'rules-set': 'N=20\nS={1, 2}',
  });
  assert.equal(readRulesUrl(new URLSearchParams('game=graph&src=x')), null);
  assert.deepEqual(readRulesUrl(new URLSearchParams('game=rules')), { 'rules-source': DEFAULT_SOURCE, 'rules-set': '' });
});

test('a program and its settings written in a link read back the same, packed or not', async () => {
  for (const source of Object.values(RULES_PRESETS)) {
    const values = { 'rules-source': source, 'rules-set': 'N=7\nS = {2, 5}' };
    const written = packShorter(rulesUrlParams(values));
    assert.ok(written.some(([name]) => name === 'srcz'), 'a preset is shorter packed');
    const params = query(written);
    const read = readRulesUrl(params, await linkTexts(params));
    assert.deepEqual(read, { 'rules-source': source, 'rules-set': 'N=7\nS={2, 5}' });
  }
  const short = { 'rules-source': 'state n in 0..3', 'rules-set': '' };
  const params = query(packShorter(rulesUrlParams(short)));
  assert.equal(params.get('src'), 'state n in 0..3', 'a short program stays as it is');
  assert.deepEqual(readRulesUrl(params, await linkTexts(params)), short);
});

test('a packed program that cannot be read leaves the default program', async () => {
  const params = new URLSearchParams('game=rules&srcz=!!&set=N:3');
  const texts = await linkTexts(params);
  assert.equal(texts.get('src'), null);
  assert.deepEqual(readRulesUrl(params, texts), { 'rules-source': DEFAULT_SOURCE, 'rules-set': 'N=3' });
});

test('settings are a line each; setting a param replaces its line or adds one', () => {
  assert.deepEqual(settingsOf('N=3\n\n  S={1}  \n'), ['N=3', 'S={1}']);
  assert.deepEqual(settingsOf(''), []);
  assert.equal(withSetting('N=3\nS={1}', 'N', ' 12 '), 'N=12\nS={1}');
  assert.equal(withSetting('N=3', 'S', '{1, 2}'), 'N=3\nS={1, 2}');
  assert.equal(withSetting('', 'N', '5'), 'N=5');
});
