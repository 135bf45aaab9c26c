// The rules editor's tokens (www/games/rules/language.js) against the compiler's lexer
// (src/rules/lex.rs): the same keywords and symbols, every example program read without an
// invalid token, declared names told from used ones, and what the lexer refuses marked.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StringStream } from '@codemirror/language';
import {
  FORMAT_KEYWORDS, KEYWORDS, SYMBOLS, readToken, startState,
} from '../../www/games/rules/language.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const lexer = fs.readFileSync(path.join(root, 'src', 'rules', 'lex.rs'), 'utf8');
const problem = fs.readFileSync(path.join(root, 'src', 'rules', 'problem', 'mod.rs'), 'utf8');

/** The string literals of the Rust array `NAME` in lex.rs (or in `source`). */
function rustArray(name, source = lexer) {
  const body = source.match(new RegExp(`const ${name}: \\[&str; \\d+\\] = \\[(.*?)\\];`, 's'));
  assert.ok(body, `lex.rs has no array ${name}`);
  return [...body[1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

/** Every token of `text` as [text, tag], line by line as the editor reads it. */
function tokens(text) {
  const state = startState();
  const out = [];
  for (const line of text.split('\n')) {
    const stream = new StringStream(line, 4, 2);
    while (!stream.eol()) {
      stream.start = stream.pos;
      const tag = readToken(stream, state);
      if (tag !== null) out.push([stream.current(), tag]);
    }
  }
  return out;
}

const tagsOf = (text, wanted) => tokens(text).filter(([, tag]) => tag === wanted).map(([word]) => word);

test('the keywords and symbols are the lexer\'s', () => {
  assert.deepEqual([...KEYWORDS], rustArray('KEYWORDS'));
  // Order matters too: the longer symbols first, as the lexer tries them.
  assert.deepEqual([...SYMBOLS], rustArray('SYMBOLS'));
  assert.deepEqual([...FORMAT_KEYWORDS], rustArray('KEYWORDS', problem));
});

test('a format line is read as the format\'s reader reads it: its words, numbers with powers, ranges and answer words', () => {
  assert.deepEqual(tokens('limit len(P) in 1..10^2 try 1..5 distinct # a list'), [
    ['limit', 'keyword'], ['len', 'variableName.standard'], ['(', 'paren'], ['P', 'variableName'], [')', 'paren'],
    ['in', 'keyword'], ['1', 'integer'], ['..', 'operator'], ['10^2', 'integer'], ['try', 'keyword'],
    ['1', 'integer'], ['..', 'operator'], ['5', 'integer'], ['distinct', 'keyword'], ['# a list', 'lineComment'],
  ]);
  assert.deepEqual(tokens('answer W L for s in 1..n'), [
    ['answer', 'keyword'], ['W', 'string'], ['L', 'string'], ['for', 'keyword'], ['s', 'variableName'],
    ['in', 'keyword'], ['1', 'integer'], ['..', 'operator'], ['n', 'variableName'],
  ]);
  assert.deepEqual(tokens('limit n in 0..1 %').at(-1), ['%', 'invalid'], 'what the reader cannot read is marked');
  assert.equal(tokens('move n - 1 if n > 0\nlimit n in 1..9')[0][1], 'keyword', 'a rule line after is read as rules');
});

test('every example program reads without an invalid token, each keyword and number tagged', () => {
  const dir = path.join(root, 'examples', 'rules');
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.game'));
  assert.ok(files.length >= 5);
  for (const name of files) {
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    const read = tokens(text);
    assert.deepEqual(read.filter(([, tag]) => tag === 'invalid'), [], name);
    for (const [word, tag] of read) {
      if (KEYWORDS.includes(word)) assert.equal(tag, 'keyword', `${name}: ${word}`);
      if (/^[0-9]+$/.test(word)) assert.equal(tag, 'integer', `${name}: ${word}`);
    }
    const comments = text.split('\n').filter((line) => line.startsWith('#'));
    assert.deepEqual(tagsOf(text, 'lineComment'), comments, name);
  }
});

test('declared names (param, state, for, and after their commas) are told from names used', () => {
  const wythoff = fs.readFileSync(path.join(root, 'examples', 'rules', 'wythoff.game'), 'utf8');
  assert.deepEqual(tagsOf(wythoff, 'variableName.definition'), ['N', 'a', 'b', 'k', 'k', 'k']);
  const program = [
    'param adj = [[2, 5],',
    '  [0, 4]]',
    'state mouse in 0..len(adj) - 1, cat in 0..1, turn in {Mouse, Cat}',
    'move (a - k, b - k * s) for k in 1..a, s in 0..b / k if min(a, b) > 0',
  ].join('\n');
  assert.deepEqual(tagsOf(program, 'variableName.definition'), ['adj', 'mouse', 'cat', 'turn', 'k', 's']);
  assert.deepEqual(tagsOf(program, 'variableName.standard'), ['len', 'min']);
  // A name that is a built-in's but not called is a name.
  assert.deepEqual(tagsOf('move len - 1', 'variableName.standard'), []);
});

test('the symbols are read longest first, and what the lexer refuses is invalid', () => {
  assert.deepEqual(tokens('0..N<=x!=y'), [
    ['0', 'integer'], ['..', 'operator'], ['N', 'variableName'], ['<=', 'operator'], ['x', 'variableName'],
    ['!=', 'operator'], ['y', 'variableName'],
  ]);
  assert.deepEqual(tagsOf('state n in 0..N @ x . y ! é', 'invalid'), ['@', '.', '!', 'é']);
  assert.deepEqual(tokens('move n - k # take k'), [
    ['move', 'keyword'], ['n', 'variableName'], ['-', 'operator'], ['k', 'variableName'], ['# take k', 'lineComment'],
  ]);
});
