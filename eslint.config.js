const js = require('@eslint/js');
const globals = require('globals');

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
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/pkg/**'], message: 'Only a game\'s engine.js imports the wasm module.' },
          { group: ['**/engine/*', '!**/engine/problems.js', '**/engine.js'], message: 'A game\'s views and panels never call an engine: they ask through the controller\'s hooks.' },
          { group: ['**/ui/*', '!**/ui/form.js'], message: 'A game does not reach into the controller (it is handed hooks); it may use the page\'s form widget.' },
        ],
      }],
    },
  },
  {
    files: ['www/draw/**/*.js', 'www/i18n/**/*.js', 'www/record/**/*.js'],
    rules: {
      'no-restricted-imports': ['error', {
        // Each game's words (games/words.js) are plain data the catalogue gathers.
        patterns: [{ group: ['**/pkg/**', '**/engine/**', '**/engine.js', '**/ui/**', '**/games/**', '!**/games/words.js', '**/panels/**'], message: 'Boards, words and recordings draw from plain data: no engine, controller, game or panel.' }],
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
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'prefer-const': 'error',
      'no-var': 'error',
    },
  },
];
