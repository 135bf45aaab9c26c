// The page's layering rules that eslint's import rules (tests/unit/layers.test.mjs) cannot
// see: how states are laid out in the tables and what the outcome codes are is written in
// www/model/states.js alone; and a game's members that every game has (`defineGame` fills in
// what one leaves out) are asked plainly. And ARCHITECTURE.md itself: short enough to be read
// whole, and every test it names as holding a rule there to hold it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEMBERS } from '../../www/games/contract.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WWW = path.join(ROOT, 'www');
const MODEL = path.join('model', 'states.js');

function sources(dir = WWW) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

/**
 * Lines of every page module but the model (of those `among` keeps, given the path in www/)
 * that match `pattern`, as "file:line: text".
 */
function offenders(pattern, among = () => true) {
  const scanned = sources().filter((file) => path.relative(WWW, file) !== MODEL && among(path.relative(WWW, file)));
  return scanned.flatMap((file) => {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    return lines.flatMap((line, i) => (pattern.test(line) && !line.trim().startsWith('//')
      ? [`${path.relative(WWW, file)}:${i + 1}: ${line.trim()}`] : []));
  });
}

test('the scan sees the page: it reads every folder of www/', () => {
  const folders = new Set(sources().map((file) => path.relative(WWW, file).split(path.sep)[0]));
  for (const folder of ['engine', 'games', 'draw', 'ui', 'model', 'i18n']) assert.ok(folders.has(folder), folder);
});

/**
 * Berzerk's size as the modules write it: `n`, `g.n`, `tables.n`, `session.n()`. In another
 * game's folder `n` is that game's own (a pile, the number of nodes), so these patterns read
 * Berzerk's folder and every shared module, and no other game's; the piles' layout (`size`)
 * and the checker's (`PILE_SIDE`) are read everywhere.
 */
const SIZE = String.raw`(?:\b\w+\.)?\bn\b(?:\(\))?`;
const berzerkModule = (relative) => {
  const [folder, game, ...rest] = relative.split(path.sep);
  return folder !== 'games' || rest.length === 0 || game === 'berzerk';
};

test("Berzerk's layout patterns read its folder and the shared modules, and no other game's, a new one included", () => {
  const at = (...parts) => path.join(...parts);
  assert.equal(berzerkModule(at('games', 'berzerk', 'view.js')), true);
  assert.equal(berzerkModule(at('ui', 'paint.js')), true);
  assert.equal(berzerkModule(at('games', 'contract.js')), true);
  assert.equal(berzerkModule(at('games', 'piles', 'view.js')), false);
  assert.equal(berzerkModule(at('games', 'subtraction', 'view.js')), false);
});

/** What writes a state layout, each pattern with lines it must find and lines it must let be. */
const LAYOUTS = [
  {
    what: 'a state from mover and position (`mover * n + position`)',
    pattern: new RegExp(String.raw`\bmover\s*\*\s*${SIZE}|\*\s*${SIZE}\s*\+`),
    berzerk: true,
    finds: ['const s = mover * n + p;', 'codes[m * g.n + i]', 'return 1 * session.n() + p;'],
    passes: ['const slice = TAU / g.n;', 'Math.max(1, (24 * g.n) / fit)'],
  },
  {
    what: 'Morty\'s state as Rick\'s plus the size (`n + p`, `[g.n + `)',
    pattern: new RegExp(String.raw`${SIZE}\s*\+\s*(?!\d)[\w(]|[\w)\]]\s*\+\s*${SIZE}|\[\s*${SIZE}\s*\+`),
    berzerk: true,
    finds: ['outcomes[n + p]', 'outlineState(ctx, g, g.n + p)', 'const wrapped = (p + n - 1) % n;', 'const first = outcomes[n + 1];', 'state + tables.n'],
    passes: ['if (number - offset < g.n) next();', 'const count = Math.min(g.n, count);', 'stateOf(mover, aroundCircle(p - 1, n), n)'],
  },
  {
    what: 'a mover told by comparing a state with the size (`state < n`, `s >= g.n`)',
    pattern: new RegExp(String.raw`\b(?:state|s)\w*\s*[<>]=?\s*(?:\d+\s*\*\s*)?${SIZE}|${SIZE}\s*[<>]=?\s*\w*(?:[sS]tate|\bs)\b`),
    berzerk: true,
    finds: ['const mover = first.state < n ? 0 : 1;', 'g.rings[state < g.n ? 0 : 1]', 'if (s >= n) return MORTY;', 'for (let state = 0; state < 2 * g.n; state += 1)', 'n <= state'],
    passes: ['for (let p = 1; p < g.n; p += 1)', 'if (lo < n) parts.push(lo);', 'state < stateCount(g.n)'],
  },
  {
    what: 'a position from a state, or round the circle, by remainder or quotient (`% n`, `floor(s / n)`)',
    pattern: new RegExp(String.raw`%\s*${SIZE}|Math\.floor\(\s*[\w.]+\s*/\s*${SIZE}`),
    berzerk: true,
    finds: ['const p = state % n;', 'placeNumber((range.from + i) % g.n)', 'const mover = Math.floor(state / n);'],
    passes: ['const slice = TAU / g.n;', 'aroundCircle(from, g.n)', 'const k = (around / n) * spacing;'],
  },
  {
    what: 'the states counted by hand (`2 * n`)',
    pattern: new RegExp(String.raw`\b2\s*\*\s*${SIZE}`),
    berzerk: true,
    finds: ['states: 2 * session.n(),', 'new Uint8Array(2 * n)', '[[1, n], [n + 1, 2 * n]]'],
    passes: ['const states = stateCount(n);', 'const half = side / (2 * zoom);'],
  },
  {
    what: 'a pile cell\'s index written or read (`n * (size + 1) + m`, `% (size + 1)`, `/ PILE_SIDE`)',
    pattern: /\(size(?:\(\))? \+ 1\)\s*[*+]|[*%/]\s*\(\s*size(?:\(\))?\s*\+\s*1\s*\)|[*%/]\s*PILE_SIDE\b/,
    berzerk: false,
    finds: ['decided[n * (size + 1) + m]', 'const m = cell % (size + 1);', 'Math.floor(cell / (size + 1))', 'cells: (size + 1) * (size + 1),', 'state % PILE_SIDE'],
    passes: ['centreN: (size + 1) / 2', 'const side = size + 1;', 'cellIndex(n, m, size)'],
  },
];

for (const layout of LAYOUTS) {
  test(`no module but the model writes a state layout: ${layout.what}`, () => {
    for (const line of layout.finds) assert.ok(layout.pattern.test(line), `the pattern finds ${line}`);
    for (const line of layout.passes) assert.ok(!layout.pattern.test(line), `the pattern lets ${line} be`);
    assert.deepEqual(offenders(layout.pattern, layout.berzerk ? berzerkModule : () => true), []);
  });
}

test('no module but the model compares an outcome with a number', () => {
  const literal = /\boutcomes?\b(\s*\[[^\]]*\])?\s*[!=]==?\s*\d/;
  assert.ok(literal.test('if (outcomes[s] === 2)') && literal.test('outcome !== 0'), 'the pattern finds a literal code');
  assert.deepEqual(offenders(literal), []);
});

test("the page asks a game plainly: no `?.` on a member every game has (defineGame's defaults included)", () => {
  const always = Object.keys(MEMBERS.game).filter((name) => !MEMBERS.game[name].optional && !MEMBERS.game[name].nullable);
  assert.ok(['heavy', 'exportable', 'exportFile', 'linkFits'].every((name) => always.includes(name)), 'the defaults are among them');
  const guarded = new RegExp(String.raw`\bgame\.(?:${always.join('|')})\?\.`);
  assert.ok(guarded.test('if (s.game.heavy?.(info))') && !guarded.test('s.panel.reset?.(info)'), 'the pattern finds a guarded call');
  assert.ok(!guarded.test('game.random?.()'), 'a member that may be null may be asked so');
  assert.deepEqual(offenders(guarded), []);
});

/** The most lines ARCHITECTURE.md may have: what rarely changes, read in one sitting. */
const ARCHITECTURE_LINES = 300;
const architecture = () => fs.readFileSync(path.join(ROOT, 'ARCHITECTURE.md'), 'utf8');

test(`ARCHITECTURE.md is at most ${ARCHITECTURE_LINES} lines`, () => {
  const lines = architecture().trimEnd().split('\n').length;
  assert.ok(lines <= ARCHITECTURE_LINES, `ARCHITECTURE.md has ${lines} lines`);
});

/** The tests a text names, in backquotes: the files (or folders) under a tests/ folder. */
function namedTests(text) {
  const named = [...text.matchAll(/`((?:crates\/[\w-]+\/)?tests\/[^`\s*]*)`/g)].map((m) => m[1]);
  return [...new Set(named)];
}

test('every test ARCHITECTURE.md names as holding a rule exists', () => {
  assert.deepEqual(namedTests('held by `tests/check.rs` and `crates/cli/tests/`, not `tests/*.rs`'), ['tests/check.rs', 'crates/cli/tests/']);
  const named = namedTests(architecture());
  assert.ok(named.length > 20 && named.includes('tests/unit/library-layers.test.mjs'), 'the scan reads the rules\' tests');
  assert.deepEqual(named.filter((file) => !fs.existsSync(path.join(ROOT, file))), []);
});
