// The library's layers (src/): it stands on no crate (its manifest lists no dependency); the
// games are listed once, in src/games.rs, above the machinery they share, and no shared module
// (judge, fields, check, retro, gen, ...) names a game's module, so no circle runs between a
// shared module and the games. A game's folder may use any shared module; src/games.rs and
// src/lib.rs name the games.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SRC = path.join(ROOT, 'src');
const REGISTRY = 'games.rs';

/** The games, as src/games.rs lists them: the module each of its variants holds a value of. */
function games() {
  const text = fs.readFileSync(path.join(SRC, REGISTRY), 'utf8');
  return [...new Set([...text.matchAll(/^\s+[A-Z]\w*\((\w+)::/gm)].map((m) => m[1]))].sort();
}

function sources(dir = SRC) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.rs') ? [full] : [];
  });
}

/** The shared modules (given from src/): every file outside the games' folders but the registries. */
function shared(relative, listed) {
  const [top] = relative.split(path.sep);
  return ![REGISTRY, 'lib.rs'].includes(relative) && !listed.includes(top);
}

/** How deep a file's module is below the crate's root: src/fields.rs 1, src/check/words.rs 2. */
function depth(relative) {
  const parts = relative.replace(/\.rs$/, '').split(path.sep);
  return parts.at(-1) === 'mod' ? parts.length - 1 : parts.length;
}

/**
 * The places in `code` (the file `relative`, from src/) that name one of `listed`'s modules at the
 * crate's root, as "file:line: text": `crate::g`, `super::g` from as deep as the root, and `g`
 * in `crate::{...}`, over lines. Comments are left out.
 */
function crossings(relative, code, listed) {
  const lines = code.split('\n');
  const text = lines.map((line) => line.replace(/\/\/.*$/, '')).join('\n');
  const root = `(?:crate|${Array(depth(relative)).fill('super').join('::')})::`;
  const game = `(?:${listed.join('|')})\\b`;
  const named = new RegExp(`\\b${root}(?:${game}|\\{[^}]*?\\b${game})`, 'g');
  return [...text.matchAll(named)].map((m) => {
    const end = m.index + m[0].length;
    const line = text.slice(0, end).split('\n').length;
    return `${relative}:${line}: ${lines[line - 1].trim()}`;
  });
}

const GAMES = games();

test('the games are read from src/games.rs, and the scan sees every shared module', () => {
  assert.deepEqual(GAMES, ['berzerk', 'graph', 'piles', 'rules']);
  const modules = sources().map((file) => path.relative(SRC, file)).filter((file) => shared(file, GAMES));
  for (const module of ['judge/mod.rs', 'fields.rs', 'check/words.rs', 'check/mod.rs', 'retro/grundy.rs', 'gen/mod.rs']) {
    assert.ok(modules.includes(path.join(...module.split('/'))), module);
  }
  assert.ok(!modules.includes(path.join('berzerk', 'judge.rs')) && !modules.includes(REGISTRY));
});

test('the scan finds a shared module naming a game, over lines and through super, and lets the rest be', () => {
  const at = (...parts) => path.join(...parts);
  const found = (file, code) => crossings(file, code, GAMES).length;
  assert.equal(found('fields.rs', 'use crate::berzerk::fields::Quantity;'), 1);
  assert.equal(found(at('judge', 'mod.rs'), 'pub use super::graph::judge::read_graph;'), 1);
  assert.equal(found(at('check', 'words.rs'), 'use crate::{\n    outcome::Outcome,\n    piles::PPositions,\n};'), 1);
  assert.equal(found(at('check', 'words.rs'), 'use super::super::rules::Rules;'), 1);
  assert.equal(found(at('check', 'words.rs'), '        Berzerk(crate::berzerk::check::BerzerkShape),'), 1);
  assert.equal(found(at('retro', 'grundy.rs'), 'mod tests {\n    use crate::graph::Graph;\n}'), 1);
  assert.equal(found(at('check', 'words.rs'), 'use super::proof::Claim;\nuse crate::{judge::Tokens, outcome};'), 0);
  assert.equal(found(at('check', 'mod.rs'), 'pub(crate) mod words;\nuse super::graphs::X;'), 0);
  assert.equal(found('fields.rs', '/// laid out as [`crate::berzerk`] says'), 0);
  assert.deepEqual(crossings('fields.rs', 'use std::fmt;\nuse crate::piles::fields::Quantity;', GAMES), ['fields.rs:2: use crate::piles::fields::Quantity;']);
});

test('no shared module of the library names a game: the games are listed in src/games.rs alone', () => {
  const named = sources().flatMap((file) => {
    const relative = path.relative(SRC, file);
    return shared(relative, GAMES) ? crossings(relative, fs.readFileSync(file, 'utf8'), GAMES) : [];
  });
  assert.deepEqual(named, []);
});

/** The manifest's tables of dependencies that the built library would stand on. */
const dependencyTables = (manifest) => [...manifest.matchAll(/^\[((?:target\.[^\]]*\.)?(?:build-)?dependencies)(?:\.[^\]]*)?\]/gm)].map((m) => m[1]);

test("the library stands on no crate: its manifest lists dev-dependencies only", () => {
  assert.deepEqual(dependencyTables('[dependencies]\nserde = "1"\n[dev-dependencies]\nproptest = "1"\n'), ['dependencies']);
  assert.deepEqual(dependencyTables('[target.\'cfg(unix)\'.dependencies]\nlibc = "0.2"\n'), ["target.'cfg(unix)'.dependencies"]);
  assert.deepEqual(dependencyTables('[dependencies.serde]\nversion = "1"\n'), ['dependencies']);
  const manifest = fs.readFileSync(path.join(ROOT, 'Cargo.toml'), 'utf8');
  assert.ok(/^\[dev-dependencies\]/m.test(manifest), 'the scan reads the library\'s manifest');
  assert.deepEqual(dependencyTables(manifest), []);
});
