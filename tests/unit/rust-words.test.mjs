// Rust sends problems, verdicts and proofs as data (crates/wire) and keeps its English for
// the command; the page words the same data from its catalogues. Here the built wasm module
// refuses bad fields and judge inputs and checks wrong and malformed answers to random games:
// the English catalogue must say word for word what the command says, and the Chinese one
// must word every case without failing and with the same numbers.

import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import init, {
  BerzerkSession, GraphSession, PileOracle, check_berzerk_fields as checkFields, check_graph_edges as checkEdges,
  check_pile_answer as checkPileAnswer, check_pile_size as checkPileSize, parse_judge_input as parseJudgeInput,
} from '../../pkg/retrograde_web.js';
import { setLanguage } from '../../www/i18n/index.js';
import { problemWords } from '../../www/ui/problem-words.js';
import { formatText, verdictText } from '../../www/panels/check-text.js';
import { BERZERK_NAMING } from '../../www/games/berzerk/naming.js';
import { proofSentences } from '../../www/games/berzerk/proof-text.js';
import { graphProofSentences } from '../../www/games/graph/proof-text.js';
import { GRAPH_NAMING } from '../../www/games/graph/naming.js';
import { pilesProofSentences } from '../../www/games/piles/proof-text.js';
import { PILES_NAMING } from '../../www/games/piles/naming.js';
import { numbersIn } from './numbers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

before(async () => {
  await init({ module_or_path: fs.readFileSync(path.join(root, 'pkg', 'retrograde_web_bg.wasm')) });
});

/** The problems a wasm call refuses with (none when it accepts). */
function refused(call) {
  try {
    call();
    return [];
  } catch (error) {
    assert.ok(Array.isArray(error.problems), `not a refusal: ${error}`);
    return error.problems;
  }
}

/**
 * `words(data)` in English is `english`; in Chinese it is worded, with the same numbers. Words
 * that are all the page's own (a proof, unlike a problem quoting the input) leave no Latin word.
 */
function wordedAlike(words, data, english, what, { own = false } = {}) {
  assert.equal(words(data), english, what);
  setLanguage('zh');
  try {
    const chinese = words(data);
    assert.ok(chinese.length > 0 && !chinese.includes('undefined'), `${what}: ${chinese}`);
    assert.deepEqual(numbersIn(chinese).sort(), numbersIn(english).sort(), `${english} | ${chinese}`);
    if (own) assert.deepEqual(chinese.match(/[A-Za-z]{2,}/g) ?? [], [], `${what}: English left in ${chinese}`);
  } finally {
    setLanguage('en');
  }
}

const BAD_GAMES = [
  ['x', '3 2', '1 2 3'], ['1', '1', '1'], ['99999999999', '1', '1'], ['2000000', '1', '1'],
  ['5', '', '1'], ['5', '3 9', '2 2'], ['5', '1 a', '7-3'], ['5', '123456789012345678901', '1'],
  ['1000000', '1-500000', '1'], ['1000000', '1-500000', '1-500000'], ['0', '0', '-1'],
];
const BAD_INPUTS = [
  ['', 1], ['5', 1], ['5\n2 3', 1], ['x', 1], ['5\n2 3 9\n3 1 2 3', 1], ['5\n2 3 2\n3 1 2 3\n7', 1],
  ['2\n5\n1 1\n1 1', 1], ['2\n5\n1 1\n1 1\n7000\n1 1\n1 1', 1], ['5\n1 1\n1 1', 3], ['3\n5\n1 1\n1 1', 1],
  ['101\n5\n1 1\n1 1', 1], ['5\n1 1\n1 \u00ff', 1], ['5\n1 1\n1 1\n1 1', 2], ['-4\n1 1\n1 1', 1],
  [`11\n${'999999\n1 1\n1 1\n'.repeat(11)}`, 1],
];
const BAD_GRAPHS = ['', '3', '3 2\n1 2', '3 1\n1 4', '3 0\n1', '3 2\n1 2\n2 x', '100001 0', '2 1\n1 2\n2 1'];

test('every refused field and judge input is worded in English as the command words it', () => {
  const problems = [
    ...BAD_GAMES.flatMap(([n, s1, s2]) => refused(() => checkFields(n, s1, s2))),
    ...BAD_INPUTS.flatMap(([text, which]) => refused(() => parseJudgeInput(text, which))),
    ...BAD_GRAPHS.flatMap((text) => refused(() => checkEdges(text))),
    ...['0', 'x', '5001'].flatMap((size) => refused(() => checkPileSize(size))),
    ...[['x', '3'], ['5001', '-1']].flatMap(([n, m]) => refused(() => new PileOracle().ask(n, m))),
  ];
  const codes = new Set(problems.map((p) => (p.code === 'judgeInput' ? `${p.code}.${p.problem.kind}` : p.code)));
  for (const code of ['rule', 'notAWholeNumber', 'abovePageLimit', 'notAJump', 'jumpTooLarge', 'backwardRange', 'tooManyJumps',
    'tooLargeForJumps', 'noSuchCase', 'judgeInput.empty', 'judgeInput.endsEarly', 'judgeInput.notAnInteger',
    'judgeInput.outOfRange', 'judgeInput.rule', 'judgeInput.tooManyObjectsInAll', 'judgeInput.extra']) {
    assert.ok(codes.has(code), `no input here is refused with ${code}: ${[...codes]}`);
  }
  for (const problem of problems) wordedAlike(problemWords, problem, problem.message, problem.code);
});

/** xorshift32: the same games on every run. */
function randoms(seed) {
  let x = seed;
  return (below) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % below;
  };
}

function randomGame(next) {
  const n = 2 + next(11);
  const jumps = () => [...new Set(Array.from({ length: 1 + next(3) }, () => 1 + next(n - 1)))].join(' ');
  return new BerzerkSession(String(n), jumps(), jumps());
}

/** Answers to check: the truth with words changed, dropped, added, misspelt or miscapitalised. */
function answers(truth, next) {
  const words = truth.trim().split(/\s+/);
  const others = ['Win', 'Lose', 'Loop'];
  const flipped = words.map((w) => (next(3) === 0 ? others[(others.indexOf(w) + 1 + next(2)) % 3] : w));
  return [
    flipped.join(' '), words.slice(1).join('\n'), [...words, 'Win'].join(' '), '', ' \n ',
    words.map((w, i) => (i === words.length - 1 ? 'Draw' : w)).join(' '), words.map((w) => w.toLowerCase()).join(' '),
  ];
}

test('every verdict on random games is worded in English as the command words it', () => {
  const next = randoms(2024);
  const seen = new Set();
  for (let game = 0; game < 120; game += 1) {
    const session = randomGame(next);
    const n = session.n();
    session.run(1e9);
    const truth = session.judge_lines();
    for (const answer of answers(truth, next)) {
      const verdict = session.check(answer);
      seen.add(verdict.verdict === 'wrong' ? verdict.first.proof.claim.kind : verdict.format?.kind ?? verdict.verdict);
      if (verdict.verdict === 'format') wordedAlike((format) => formatText(format, BERZERK_NAMING), verdict.format, verdict.message, answer);
      if (verdict.verdict === 'wrong') wordedAlike((first) => proofSentences(first, n).join('\n'), verdict.first, verdict.first.text, answer, { own: true });
    }
    session.free();
  }
  for (const kind of ['accepted', 'winningMove', 'everyMoveLoses', 'noWinningMove', 'loopMove', 'empty', 'endsEarly', 'notAWord', 'extra']) {
    assert.ok(seen.has(kind), `no answer here gives ${kind}: ${[...seen]}`);
  }
});

test('on the page a wrong verdict\'s proof reads as sentences, its lines kept apart', () => {
  // Sample 1 with R5 (a Loop) said to be Win: a claim line, then a best line.
  const session = new BerzerkSession('5', '3 2', '1 2 3');
  session.run(1e9);
  const verdict = session.check('Lose Win Win Win\nLoop Win Win Win\n');
  const text = verdictText(verdict, BERZERK_NAMING, { n: 5 });
  assert.match(text, /\(a Loop\); best play: Rick plays 2 to object 2, .*; then the game repeats forever\. The board shows/);
  session.free();
});

/** A random graph of 1 to 9 nodes, with self-loops and repeated lines as they come. */
function randomGraph(next) {
  const n = 1 + next(9);
  const lines = Array.from({ length: next(2 * n + 1) }, () => `${1 + next(n)} ${1 + next(n)}`);
  return new GraphSession(`${n} ${lines.length}\n${lines.join('\n')}\n`);
}

test('every verdict on random graphs is worded in English as the command words it', () => {
  const next = randoms(936);
  const seen = new Set();
  for (let game = 0; game < 120; game += 1) {
    const session = randomGraph(next);
    session.run(1e9);
    for (const answer of answers(session.answer(false), next)) {
      const verdict = session.check(answer);
      seen.add(verdict.verdict === 'wrong' ? verdict.first.proof.claim.kind : verdict.format?.kind ?? verdict.verdict);
      if (verdict.verdict === 'format') wordedAlike((format) => formatText(format, GRAPH_NAMING), verdict.format, verdict.message, answer);
      if (verdict.verdict === 'wrong') wordedAlike((first) => graphProofSentences(first).join('\n'), verdict.first, verdict.first.text, answer, { own: true });
    }
    session.free();
  }
  for (const kind of ['accepted', 'noMoves', 'winningMove', 'everyMoveLoses', 'noWinningMove', 'loopMove', 'empty', 'endsEarly', 'notAWord', 'extra']) {
    assert.ok(seen.has(kind), `no answer here gives ${kind}: ${[...seen]}`);
  }
});

/** The pile b that makes (a, b) a P-position, if there is one (at most one; a few a have none). */
function partner(oracle, a) {
  for (let b = 0; b <= 5000; b += 1) if (!oracle.ask(String(a), String(b)).firstWins) return b;
  return a;
}

/** Random pile queries: small piles, the corners (0, 0) and (0, m), large ones and large P-positions. */
function randomQueries(next, oracle) {
  const pile = () => [next(12), next(12), next(400), 0][next(4)];
  const query = () => {
    if (next(6) > 0) return [pile(), pile()];
    const a = 40 + next(200);
    return [a, partner(oracle, a)];
  };
  return Array.from({ length: 1 + next(8) }, query);
}

/** Answers to pile queries: the truth flipped here and there, cut, lengthened or misspelt. */
function pileAnswers(truth, next) {
  const flip = (w) => (w === 'Alice' ? 'Bob' : 'Alice');
  return [
    truth.map((w) => (next(3) === 0 ? flip(w) : w)).join('\n'), truth.map(flip).join(' '), truth.slice(1).join('\n'),
    [...truth, 'Bob'].join('\n'), '', truth.map((w) => w.toLowerCase()).join('\n'), [...truth.slice(0, -1), 'Carol'].join(' '),
  ];
}

test('every verdict on random pile queries is worded in English as the command words it', () => {
  const next = randoms(1977);
  const oracle = new PileOracle();
  const seen = new Set();
  for (let round = 0; round < 150; round += 1) {
    const queries = randomQueries(next, oracle);
    const input = `${queries.length}\n${queries.map(([n, m]) => `${n} ${m}`).join('\n')}\n`;
    const truth = queries.map(([n, m]) => (oracle.ask(String(n), String(m)).firstWins ? 'Alice' : 'Bob'));
    for (const answer of pileAnswers(truth, next)) {
      const verdict = checkPileAnswer(input, answer);
      const proof = verdict.first?.proof;
      seen.add(proof ? `${proof.kind}${proof.kind === 'bobWins' ? proof.listed.length : proof.to.join()}` : verdict.format?.kind ?? verdict.verdict);
      if (verdict.verdict === 'format') wordedAlike((format) => formatText(format, PILES_NAMING), verdict.format, verdict.message, answer);
      if (verdict.verdict === 'wrong') wordedAlike((first) => pilesProofSentences(first).join('\n'), verdict.first, verdict.first.text, answer, { own: true });
    }
  }
  oracle.free();
  for (const kind of ['accepted', 'aliceWins0,0', 'bobWins0', 'bobWins1', 'bobWins4', 'empty', 'endsEarly', 'notAWord', 'extra']) {
    assert.ok(seen.has(kind), `no answer here gives ${kind}: ${[...seen]}`);
  }
  assert.ok([...seen].some((kind) => /^aliceWins[1-9]/.test(kind)), 'Alice moves onto a P-position other than (0, 0)');
});

test('a wrong pile answer names its query and piles, in Alice and Bob, and its cell', () => {
  const verdict = checkPileAnswer('5\n2 3\n3 5\n5 7\n7 5\n7 7\n', 'Bob\nAlice\nAlice\nBob\nBob\n');
  const text = verdictText(verdict, PILES_NAMING, { size: 6 });
  assert.match(text, /^Wrong answer: 2 of 5 words wrong\. First at line 3, word 1 \(query 3, piles \(5, 7\)\): it says Alice, the truth is Bob\. Proof: Bob wins: \(5, 7\) is a P-position/);
  assert.match(text, /the truth\. 2 wrong queries lie outside this grid \(piles 0 to 6\), so they are not outlined: a grid size of 7 shows them\.$/);
  assert.doesNotMatch(verdictText(verdict, PILES_NAMING, { size: 7 }), /outside/);
  assert.deepEqual(verdict.wrongStates.map((s) => PILES_NAMING.stateName(s)), ['(5, 7)', '(7, 7)']);
  assert.equal(PILES_NAMING.targetOf(verdict.wrongStates[0], { size: 6 }), null, 'off the grid: nothing to pin');
  assert.deepEqual(PILES_NAMING.targetOf(verdict.wrongStates[0], { size: 7 }), { n: 5, m: 7 });
  setLanguage('zh');
  try {
    assert.match(verdictText(verdict, PILES_NAMING, { size: 7 }), /你的输出是 Alice（先手必胜），正确结果是 Bob（先手必败）。证明：先手必败，因为 \(5,\u00a07\) 是 P 态/);
  } finally {
    setLanguage('en');
  }
});
