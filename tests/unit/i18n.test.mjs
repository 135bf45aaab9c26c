// The catalogues: words for every key the page names (the static texts of index.html and
// every t('...') in the code), the Chinese catalogue with exactly the English keys, each of
// its entries taking the English entry's values and saying the same numbers; and choosing
// the language.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CATALOGUES, formatNumber, languageOf, mergeWords, preferredLanguage, setLanguage, t, wordsIn,
} from '../../www/i18n/index.js';
import { readLocale } from '../../www/ui/locale.js';
import {
  isHole, parseStateName, setNumbering,
} from '../../www/model/states.js';
import { BERZERK_NAMING } from '../../www/games/berzerk/naming.js';
import {
  FONT, PAGE_CJK_FONT, SYSTEM_FONT, usePageCjkFont,
} from '../../www/draw/palette.js';
import { FAMILY } from '../../scripts/build/han-font.mjs';
import { renderPage } from '../../scripts/build/page.mjs';
import { EN as SHARED_EN } from '../../www/i18n/en.js';
import { ZH as SHARED_ZH } from '../../www/i18n/zh.js';
import { GAME_WORDS } from '../../www/games/words.js';
import { GAMES } from '../../www/games/registry.js';
import { numbersIn } from './numbers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { en: EN, zh: ZH } = CATALOGUES;

function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return file.endsWith('.js') ? [file] : [];
  });
}

test('every static text of the page (index.html and each game\'s parts.html) has words', () => {
  const html = renderPage();
  const keys = [...html.matchAll(/data-i18n="([^"]+)"/g)].map((m) => m[1]);
  for (const pairs of html.matchAll(/data-i18n-attr="([^"]+)"/g)) {
    for (const pair of pairs[1].split(';')) keys.push(pair.split(':')[1].trim());
  }
  assert.ok(keys.length > 100);
  for (const key of keys) assert.ok(key in EN, `index.html names "${key}"`);
});

test('the page says in English, before the script words it, what the English catalogue says', () => {
  // The document's own text is what shows before the script runs (and to a reader without
  // it): it must not say something the catalogue has since stopped saying.
  const html = renderPage();
  const plain = (text) => text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();
  const differ = [];
  let compared = 0;
  for (const [, key, text] of html.matchAll(/<[a-z0-9]+\b[^>]*\bdata-i18n="([^"]+)"[^>]*>([^<]*)</g)) {
    if (typeof EN[key] !== 'string') continue;
    compared += 1;
    if (plain(text) !== plain(EN[key])) differ.push(`${key}: "${plain(text)}"`);
  }
  assert.ok(compared > 100, `${compared} texts compared`);
  assert.deepEqual(differ, []);
});

test('every key the code names literally has words', () => {
  const missing = [];
  for (const file of sources(path.join(root, 'www'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)) {
      if (!(match[1] in EN)) missing.push(`${path.relative(root, file)}: ${match[1]}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('the Chinese catalogue has exactly the keys of the English one, each of the same kind', () => {
  assert.deepEqual(Object.keys(ZH).sort(), Object.keys(EN).sort());
  for (const key of Object.keys(EN)) assert.equal(typeof ZH[key], typeof EN[key], key);
});

test('each game words its own texts in both languages, beside the shared words', () => {
  assert.deepEqual(Object.keys(GAME_WORDS), Object.keys(GAMES), 'a game\'s words for each game of the registry');
  assert.deepEqual(Object.keys(SHARED_ZH).sort(), Object.keys(SHARED_EN).sort(), 'the shared words');
  for (const [id, words] of Object.entries(GAME_WORDS)) {
    assert.ok(Object.keys(words.en).length > 0, id);
    assert.deepEqual(Object.keys(words.zh).sort(), Object.keys(words.en).sort(), id);
  }
  assert.ok(Object.hasOwn(GAME_WORDS.piles.en, 'ask.title') && !Object.hasOwn(SHARED_EN, 'ask.title'), 'the query panel\'s words are the piles\'');
});

/** The keys a catalogue file writes, in its order, read from its text (a repeated key in one object literal would silently win). */
const writtenKeys = (file) => [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/^ {2}'([^']+)':/gm)].map((m) => m[1]);

test('no key is defined twice, in one file or across the shared words and the games\'', () => {
  for (const language of ['en', 'zh']) {
    const files = [`www/i18n/${language}.js`, ...Object.keys(GAMES).map((id) => `www/games/${id}/words.${language}.js`)];
    const seen = new Map();
    for (const file of files) {
      const keys = writtenKeys(file);
      assert.ok(keys.length > 20, file);
      for (const key of keys) {
        assert.ok(!seen.has(key), `"${key}" is in ${seen.get(key)} and in ${file}`);
        seen.set(key, file);
      }
    }
    assert.equal(seen.size, Object.keys(CATALOGUES[language]).length, `${language}: every entry read`);
  }
  assert.throws(() => mergeWords([['a.js', { 'x.y': 'one' }], ['b.js', { 'x.y': 'two' }]]), /"x\.y" is defined twice: in a\.js and in b\.js/);
  assert.deepEqual(mergeWords([['a.js', { 'x.y': 'one' }], ['b.js', { 'x.z': 'two' }]]), { 'x.y': 'one', 'x.z': 'two' });
});

/** A value for each name an entry asks for: numbers distinct enough to be told apart. */
const SAMPLES = {
  a: 3, b: 5, who: 'W', other: 'O', me: 'W', you: 'O', mover: 'rick', numbering: 'object',
  jumps: [2, 3], names: ['R2', 'M3'], shown: ['R2 → 1'], listed: ['L1', 'L2'], plays: ['P1'], choices: ['Win', 'Lose', 'Loop'],
  zoom: 2.5, count: 3, k: 4, remoteness: 6, toRemoteness: 5, jump: 2, resist: 3, place: 'P', name: 'R7', number: 7,
  first: 2, last: 9, n: 11, m: 12, end: 10, start: 1, steps: 13, win: 14, lose: 15, loop: 16, undecided: 17,
  queue: 18, rick: 19, morty: 20, loops: 21, step: 22, total: 23, value: 'v', speed: 24, percent: 25, what: 'J',
  message: 'boom', reason: 'why', words: 26, wrong: 27, line: 28, word: 29, said: 'S', truth: 'T', proof: 'P.', length: 30,
  title: 'G', text: 'X', size: 31, pair: 'Q', where: 'Q', move: 32, to: 'Q', latest: 'r', low: 'r', high: 'r',
  winner: 'A', loser: 'B', frames: 33, frame: 34, limit: 35, least: 36, seconds: 37, format: 'F', from: 38,
  focus: 'F', counter: 39, max: 40, remaining: 41, more: 42, label: 'L', worth: 'V', headline: 'H', prefix: 'P',
  right: 43, missed: 44, quantity: 'objects', lo: 45, hi: 46, column: 47, case: 48, held: 49, expected: 'E',
  otherCase: true, found: 'F', games: 50, places: 'P', nodes: [51, 65], reaches: 'R', stay: 'S', claim: 'C',
  outcome: 'O', ending: 'E', moves: 52, winning: 60, second: 61, read: 62, cells: 66, terminal: 63, node: 64, solved: true, numbered: false,
  lines: ['line 67', 'line 68'], note: 'N', state: 'S', states: ['S1', 'S2'], over: 82, example: 'E', detail: 'D', normalPlay: false,
  reached: [83, 84], mex: 85, keepers: ['K1', 'K2'], asked: 86, done: 89, cap: 87, period: 88, seen: 90, measure: 'M', summary: 'Y', complete: true,
  tied: [69, 70], sum: 'U', part: 91, rest: 92, after: 'A', parts: 'P', values: 'V', query: 73, x: 74, y: 75, needed: 76, take: 'T', index: 77, queries: 78, edge: 79, edges: 80, head: true,
  rowName: 'A', columnName: 'B', rows: 93, columns: 94, shownRows: 95, shownColumns: 96, around: 97, piece: 'P', stays: 98,
  rule: {
    code: 'jumpOutOfRange', mover: 'morty', jump: 53, n: 54,
  },
  problem: {
    kind: 'outOfRange', wanted: { case: 55, item: { kind: 'jump', mover: 'rick', index: 56, count: 57 } }, bounds: { kind: 'between', lo: 58, hi: 59 }, text: '"x"',
  },
};

/** A name that means something else in one entry: the graph's answer format counts its nodes, a rule game's caption and a test of its format their states. */
const SAMPLES_OF = {
  'format.expectedGraph': { nodes: 51 },
  'rules.caption': { states: 83 },
  'problem.rules': { setting: null },
  'rulesFormat.read': { cases: 93, states: 94 },
  'rulesFormat.listed': { listed: 95, states: 96 },
  'rulesFormat.elsewhere': { cases: 97 },
  'rulesFormat.apart': { cases: 98 },
};

/** One of everything, for the entries that word a single move, node or jump their own way. */
const ONE = {
  count: 1, k: 1, terminal: 1, loops: 1, moves: 1, more: 1, jumps: [2], nodes: [51], listed: ['L1'], names: ['R2'],
  reached: [], keepers: ['K1'], asked: 1,
};

/**
 * Calls `entry` (the words of `key` in `language`) with `samples`, and says which names it
 * asked for; an entry that words a part by another key looks it up in its own language.
 */
function call(entry, key, samples, numbering, language) {
  const asked = new Set();
  const chosen = { ...samples, ...SAMPLES_OF[key], numbering };
  const values = new Proxy({}, {
    get(_, name) {
      if (typeof name !== 'string') return undefined;
      if (!(name in chosen)) throw new Error(`no sample value for "${name}"`);
      asked.add(name);
      return chosen[name];
    },
  });
  return { text: entry(values, (part, partValues) => wordsIn(language, part, partValues)), asked };
}

test('each Chinese entry takes the English entry\'s values and says the same numbers', () => {
  for (const samples of [SAMPLES, { ...SAMPLES, ...ONE }]) {
    for (const numbering of ['object', 'position']) {
      for (const [key, english] of Object.entries(EN)) {
        if (typeof english !== 'function') continue;
        const en = call(english, key, samples, numbering, 'en');
        const zh = call(ZH[key], key, samples, numbering, 'zh');
        assert.equal(typeof zh.text, 'string', key);
        for (const name of zh.asked) assert.ok(en.asked.has(name), `${key}: the Chinese words ask for "${name}", the English ones do not`);
        assert.deepEqual(numbersIn(zh.text).sort(), numbersIn(en.text).sort(), `${key} (${numbering}): ${en.text} | ${zh.text}`);
      }
    }
  }
});

test('plain entries say the same numbers in both languages', () => {
  for (const [key, english] of Object.entries(EN)) {
    if (typeof english === 'function') continue;
    assert.deepEqual(numbersIn(ZH[key]).sort(), numbersIn(english).sort(), `${key}: ${english} | ${ZH[key]}`);
  }
});

test('words come out with their values, and a missing key is an error', () => {
  assert.equal(t('count.moves', { count: 1 }), '1 move');
  assert.equal(t('count.moves', { count: 2 }), '2 moves');
  assert.equal(t('why.knownWins', { jumps: [2, 3], other: 'Morty' }), 'Known to reach a Win for Morty: 2 and 3.');
  assert.equal(t('why.knownLoses', { jumps: [4], other: 'Rick', who: 'Morty' }), '4 reaches a Lose for Rick still in the queue: Morty will win once it is taken.');
  assert.throws(() => t('no.such.key'), /no words/);
  setLanguage('zh');
  try {
    assert.equal(t('outcome.in', { name: t('outcome.1'), remoteness: 3 }), '3 步必胜');
    assert.equal(t('why.knownWins', { jumps: [2, 3, 5], other: '莫蒂' }), '已知会走到莫蒂必胜态的步长：2、3 和 5。');
    assert.equal(formatNumber(1000000), '1,000,000');
  } finally {
    setLanguage('en');
  }
});

test('the language comes from the link, else the browser\'s first language the page speaks', () => {
  assert.equal(languageOf('zh-CN'), 'zh');
  assert.equal(languageOf('zh-Hans-SG'), 'zh');
  assert.equal(languageOf('EN_gb'), 'en');
  assert.equal(languageOf('fr'), null);
  assert.equal(preferredLanguage(['fr-FR', 'zh-TW', 'en']), 'zh');
  assert.equal(preferredLanguage(['de']), 'en');
  assert.equal(preferredLanguage(undefined), 'en');
  const read = (search, browser = ['zh-CN']) => readLocale(new URLSearchParams(search), browser);
  assert.deepEqual(read('?lang=en'), {
    language: 'en', explicit: true, numbering: 'object', notes: [],
  });
  assert.deepEqual(read(''), {
    language: 'zh', explicit: false, numbering: 'object', notes: [],
  }, 'the numbering is 1..n in every language: a link names the same states for everyone');
  assert.equal(read('?numbering=0').numbering, 'position');
  const bad = read('?lang=fr&numbering=2', ['en-US']);
  assert.equal(bad.language, 'en');
  assert.deepEqual(bad.notes.map((note) => note.key), ['link.badLang', 'link.badNumbering']);
});

/** Every text of the Chinese catalogue with the sample values, in both numberings, as [key, text]. */
function chineseTexts() {
  return ['object', 'position'].flatMap((numbering) => Object.entries(ZH).map(([key, entry]) => (
    [key, typeof entry === 'function' ? call(entry, key, SAMPLES, numbering, 'zh').text : entry])));
}

test('the Chinese words are the contestants\': the counter is the out-degree, one term per thing', () => {
  assert.equal(ZH['legend.counter'], '剩余出度');
  assert.equal(ZH['tip.counter'], '剩余出度');
  assert.match(ZH['code.counters'], /出度\(s\) ← /);
  assert.match(ZH['code.countDown'], /出度\(p\) ← 出度\(p\) − 1/);
  assert.match(ZH['graphCode.counters'], /出度\(v\) ← /);
  const texts = chineseTexts();
  for (const [word, why] of [
    ['计数', 'the counter is 出度'], ['步骤/秒', 'a speed is 每秒 N 步'], ['行动方', 'the player to move is 当前玩家'],
    ['运行的', 'the run is 搜索'], ['整个运行', 'the run is 搜索'],
  ]) {
    assert.deepEqual(texts.filter(([, text]) => text.includes(word)).map(([key]) => key), [], `${word}: ${why}`);
  }
  setLanguage('zh');
  try {
    assert.equal(t('speed.value', { speed: 4 }), '每秒 4 步');
    // The line of best play and a best move have two names.
    assert.match(t('proof.bestPlay', { plays: ['P'], more: 0, ending: '' }), /^最优路线：/);
    assert.match(t('why.lineToHole', { count: 2 }), /^最优路线：/);
    assert.equal(t('tip.best'), '最优走法');
    // A graph's edges are edges.
    for (const key of ['draw.hint', 'form.graphEdges', 'graphLegend.layoutText']) assert.doesNotMatch(t(key), /走法/, key);
  } finally {
    setLanguage('en');
  }
});

test('a wrong answer says what the program printed, then the truth, in the judge\'s words too', () => {
  setLanguage('zh');
  try {
    const text = t('check.wrong', {
      wrong: 1, words: 8, line: 1, word: 1, name: 'R2', said: t('outcome.1'), truth: t('outcome.2'), proof: '证明。',
    });
    assert.match(text, /（R2），你的输出是 Win（必胜），正确结果是 Lose（必败）。/);
    assert.doesNotMatch(text, /答案是/);
  } finally {
    setLanguage('en');
  }
});

test('Chinese prose has full-width parentheses and one colon a sentence', () => {
  // Samples that hold Chinese, as the proofs and the check's verdict are put together.
  const samples = {
    ...SAMPLES, claim: '甲', stay: '乙', reaches: '跳 2 格到物体 3', worth: '循环', listed: ['跳 2 格到物体 3，莫蒂 1 步必胜'],
    ending: t('proof.endWin', { me: '瑞克', moves: 3 }), proof: '它是必败而不是必胜，因为甲。', note: '注',
    expected: ZH['format.expectedBerzerk']({ words: 8, choices: ['Win', 'Lose', 'Loop'], places: '物体 2..5' }),
  };
  setLanguage('zh');
  try {
    samples.ending = t('proof.endWin', { me: '瑞克', moves: 3 });
    for (const numbering of ['object', 'position']) {
      for (const [key, entry] of Object.entries(ZH)) {
        const text = typeof entry === 'function' ? call(entry, key, samples, numbering, 'zh').text : entry;
        assert.doesNotMatch(text, /\([^()]*\p{Script=Han}[^()]*\)/u, key);
        for (const sentence of text.split('。')) assert.ok((sentence.match(/：/g) ?? []).length <= 1, `${key}: ${sentence}`);
      }
    }
    // The proof of a wrong word, as the check puts it together.
    const proof = t('check.proof', {
      lines: [t('proof.claim', { truth: '必败', said: '必胜', claim: t('proof.noMoves', { me: '瑞克' }) }), t('proof.bestPlay', { plays: ['瑞克跳 3 格进入黑洞'], more: 0, ending: samples.ending })],
    });
    assert.equal(proof, '它是必败而不是必胜，因为怪物已在黑洞中，瑞克已经输了。最优路线：瑞克跳 3 格进入黑洞，瑞克 3 步获胜。');
  } finally {
    setLanguage('en');
  }
});

test('a pile pair in Chinese is never broken across lines', () => {
  setLanguage('zh');
  try {
    assert.match(t('piles.playOver', { winner: 'A', loser: 'B', moves: 3 }), /\(0,\u00a00\)/);
    assert.match(t('piles.bobWins', { where: '(3, 5)' }), /\(3,\u00a05\)/);
    assert.match(t('piles.pair', { a: 1, b: 2 }), /^\(1,\u00a02\) 和 \(2,\u00a01\)$/);
  } finally {
    setLanguage('en');
  }
});

test('every example of a state name is a state the page accepts, in either numbering, on any circle', () => {
  for (const language of ['en', 'zh']) {
    setLanguage(language);
    try {
      for (const numbering of ['object', 'position']) {
        for (const n of [2, 3, 5, 8, 7000]) {
          const texts = [
            t('problem.playStart', { n, numbering }), t('link.badPlay', { value: 'x', n, numbering }),
            t('legend.namesTerm', { numbering }), t('play.startHint', { numbering }),
          ];
          for (const text of texts) {
            const names = text.match(/\b[RM]\d+\b/g) ?? [];
            assert.ok(names.length > 0, text);
            for (const name of names) {
              const state = parseStateName(name, n, numbering);
              assert.ok(state !== null && !isHole(state, n), `${language}, ${numbering}, n = ${n}: ${name} in "${text}"`);
            }
          }
          // The legend names the place of its example.
          const example = t('legend.namesTerm', { numbering }).match(/\d+/)[0];
          assert.match(t('legend.names', { numbering }), new RegExp(`\\b${example}\\b`));
        }
        setNumbering(numbering);
        const start = BERZERK_NAMING.startExample();
        assert.notEqual(BERZERK_NAMING.parseStart(start, { n: 2 }), null, `${numbering}: ${start}`);
        assert.ok(BERZERK_NAMING.startHint().endsWith(start), `${numbering}: the hint shows the example the field holds`);
      }
    } finally {
      setNumbering('object');
      setLanguage('en');
    }
  }
});

/** The value of custom property `name` in `block` (CSS text), its var()s filled in from `scope` ({ name: value }). */
function resolved(block, name, scope) {
  const value = block.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1] ?? scope[name];
  return value.replace(/var\((--[a-z-]+)\)/g, (_, inner) => resolved(block, inner, scope));
}

test('the page\'s fonts name the systems\' CJK families before the generic family, on the page and on the canvas, and the page\'s own once it uses it', () => {
  const families = ['"PingFang SC"', '"Hiragino Sans GB"', '"Microsoft YaHei"', '"Noto Sans CJK SC"', '"Source Han Sans SC"'];
  const own = `"${FAMILY}"`;
  assert.equal(PAGE_CJK_FONT, own);
  const css = fs.readFileSync(path.join(root, 'www', 'style.css'), 'utf8');
  const rootBlock = css.match(/:root \{([^}]*)\}/)[1];
  const scope = Object.fromEntries([...rootBlock.matchAll(/(--[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]]));
  const using = css.match(/:root\[data-han-font\] \{([^}]*)\}/)[1];
  const stacks = (block) => [[resolved(block, '--font-sans', scope), 'sans-serif'], [resolved(block, '--font-mono', scope), 'monospace']];
  const before = [...stacks(rootBlock), [FONT, 'sans-serif']];
  usePageCjkFont();
  const after = [...stacks(using), [FONT, 'sans-serif']];
  for (const [stack, generic] of [...before, ...after]) {
    for (const family of families) {
      assert.ok(stack.includes(family) && stack.indexOf(family) < stack.lastIndexOf(generic), `${family} before ${generic} in ${stack}`);
    }
  }
  for (const [stack] of before) assert.ok(!stack.includes(own), `no page names its own font before it uses it: ${stack}`);
  for (const [stack, generic] of after) {
    const last = Math.max(...families.map((family) => stack.indexOf(family)));
    assert.ok(stack.indexOf(own) > last && stack.indexOf(own) < stack.lastIndexOf(generic), `${own} after the systems' families, before ${generic}: ${stack}`);
  }
  assert.equal(FONT.replace(`, ${own}`, ''), SYSTEM_FONT);
  assert.match(css, /:root \{[^}]*font-family: var\(--font-sans\);/);
  assert.doesNotMatch(css.replace(/--font-[a-z-]+:[^;]+;/g, ''), /font-family:(?!\s*(?:var\(--font-|inherit))/, 'every family is one of the stacks (or inherit)');
  // Every font drawn on a canvas ends in the shared family.
  const drawn = sources(path.join(root, 'www')).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/\.font = (.+);/g)].map((m) => `${path.relative(root, file)}: ${m[1]}`));
  assert.ok(drawn.length > 10);
  for (const line of drawn) assert.match(line, /\$\{(FONT|SYSTEM_FONT)\}`$/, line);
});

test('the grid says to zoom in only while its numbers are not drawn, and two tied moves are "both" alike', () => {
  assert.equal(EN['graph.summaryView']({
    n: 500, zoom: 2, solved: true, numbered: false,
  }), '500 nodes, a cell each, grouped by outcome and remoteness (zoom ×2.0). Zoom in to read numbers.');
  assert.equal(EN['graph.summaryView']({
    n: 500, zoom: 12, solved: true, numbered: true,
  }), '500 nodes, a cell each, grouped by outcome and remoteness (zoom ×12).');
  assert.doesNotMatch(ZH['graph.summaryView']({
    n: 500, zoom: 12, solved: true, numbered: true,
  }), /放大可以看到编号/);
  const tied = (key, catalogue, moves) => catalogue[key]({
    ...SAMPLES, tied: moves, nodes: moves, jumps: moves.join(', '),
  });
  assert.match(tied('why.loseTied', EN, [2, 3]), /2 and 3 resist longest, both alike/);
  assert.match(tied('why.loseTied', EN, [2, 3, 5]), /2, 3,? and 5 resist longest, all alike/);
  assert.match(tied('graphWhy.loseTied', EN, [2, 3]), /the moves to 2 and 3 resist longest, both alike/);
  assert.match(tied('graphWhy.loseTied', EN, [2, 3, 5]), /resist longest, all alike/);
  assert.match(tied('why.loseTied', ZH, [2, 3]), /跳 2 和 3 格两种走法同样坚持得最久/);
  assert.match(tied('graphWhy.loseTied', ZH, [2, 3, 5]), /走到 2、3 和 5 这几种走法同样坚持得最久/);
});

test('the board\'s text puts no space between Chinese words, and one beside a number or a name in letters', () => {
  assert.equal(ZH['board.row']({ name: '轮到', value: '瑞克' }), '轮到瑞克');
  assert.equal(ZH['board.row']({ name: '状态', value: 'R2' }), '状态 R2');
  assert.equal(ZH['board.row']({ name: '步数', value: '3 步' }), '步数 3 步');
  assert.equal(EN['board.row']({ name: 'To move', value: 'Rick' }), 'To move Rick');
});
