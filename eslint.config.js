const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const globals = require('globals');

/** The games, one folder each in www/games/. */
const GAMES = fs.readdirSync(path.join(__dirname, 'www', 'games'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/** What a game's views, panels and words may not import (a game's engine aside). */
const GAME_LIMITS = [
  { group: ['**/pkg/**'], message: 'Only a game\'s engine.js imports the wasm module.' },
  { group: ['**/engine/*', '!**/engine/problems.js', '**/engine.js'], message: 'A game\'s views and panels never call an engine: they ask through the hooks the page hands them (ui/panel-hooks.js).' },
  { group: ['**/ui/*', '!**/ui/form.js'], message: 'A game does not reach into the page\'s ui (it is handed hooks); it may use the page\'s form widget.' },
];

module.exports = [
  { ignores: ['dist/', 'pkg/', 'node_modules/', 'target/'] },
  js.configs.recommended,
  {
    files: ['www/**/*.js'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
  },
  {
    // Test files run in Node, but the callbacks they hand to page.evaluate run in the page.
    files: ['tests/**/*.js', 'tests/**/*.mjs', 'scripts/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
  },
  {
    files: ['webpack.config.js', 'eslint.config.js', 'scripts/**/*.cjs'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'commonjs',
      globals: { ...globals.node },
    },
  },
  // The page's layers (ARCHITECTURE.md, www/): only the engines reach the wasm module;
  // outside them only the controller talks to an engine (through engine/client.js); boards,
  // the model, the words and the recorder draw from plain data; a game's views and panels
  // never call an engine. Each later block replaces the rule for its files with a longer
  // list, so every file has one list.
  {
    files: ['www/**/*.js'],
    // main.js is where the engines are put together.
    ignores: ['www/engine/**', 'www/games/*/engine.js', 'www/games/engines.js', 'www/main.js'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/pkg/**'], message: 'Only the engines (www/engine/, www/games/*/engine.js) import the wasm module.' },
          { group: ['**/engine/*', '!**/engine/problems.js', '!**/engine/client.js', '!**/engine/pause.js'], message: 'Outside the engines only the controller talks to an engine, through engine/client.js; refusals are engine/problems.js.' },
        ],
      }],
    },
  },
  {
    files: ['www/games/**/*.js', 'www/panels/**/*.js'],
    ignores: ['www/games/*/engine.js', 'www/games/engines.js'],
    rules: { 'no-restricted-imports': ['error', { patterns: GAME_LIMITS }] },
  },
  // A game's modules, its painters among them, are its own: what two games share lives in
  // draw/, panels/ or model/, never in one of the games.
  ...GAMES.map((game) => ({
    files: [`www/games/${game}/**/*.js`],
    ignores: ['www/games/*/engine.js'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [...GAME_LIMITS, {
          group: GAMES.filter((other) => other !== game).map((other) => `**/${other}/*`),
          message: 'A game imports no other game\'s module: what games share lives in draw/, panels/ or model/.',
        }],
      }],
    },
  })),
  {
    files: ['www/draw/**/*.js', 'www/i18n/**/*.js', 'www/record/**/*.js'],
    rules: {
      'no-restricted-imports': ['error', {
        // Each game's words (games/words.js) are plain data the catalogue gathers.
        patterns: [{ group: ['**/pkg/**', '**/engine/**', '**/engine.js', '**/ui/**', '**/games/**', '!**/games/words.js', '**/panels/**'], message: 'Boards, words and recordings draw from plain data: no engine, page ui, game or panel.' }],
      }],
    },
  },
  {
    files: ['www/model/**/*.js'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/pkg/**', '**/ui/**', '**/draw/**', '**/engine/**', '**/games/**', '**/panels/**', '**/i18n/**'], message: 'The model stands on nothing of the page: no ui, draw, engine, game, panel or words module.' }],
      }],
    },
  },
  {
    // A factory's closure (the page's parts are made by factories) stays readable in one sitting.
    files: ['www/**/*.js'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'prefer-const': 'error',
      'no-var': 'error',
    },
  },
];
