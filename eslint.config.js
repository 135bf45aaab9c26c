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
  // The page's layers (ARCHITECTURE.md): only engines touch the wasm binding; boards,
  // models and words import no engine, controller or game; panels reach an engine only
  // through the controller's hooks.
  {
    files: ['www/**/*.js'],
    // main.js is where the engines are put together.
    ignores: ['www/engine/**', 'www/games/*/engine.js', 'www/games/engines.js', 'www/main.js'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/pkg/*'], message: 'Only engines (www/engine/, www/games/*/engine.js) use the wasm binding.' },
          { group: ['**/engine/*', '!**/engine/problems.js', '!**/engine/client.js', '!**/engine/pause.js'], message: 'Outside the engines only the page\'s controller talks to an engine, through engine/client.js; refusals are engine/problems.js.' },
        ],
      }],
    },
  },
  {
    files: ['www/draw/**/*.js', 'www/model/**/*.js', 'www/i18n/**/*.js', 'www/record/**/*.js'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/engine/*', '**/pkg/*', '**/ui/*', '**/games/*'], message: 'Boards, models, words and recordings draw from plain data: no engine, controller or game.' }],
      }],
    },
  },
  {
    files: ['www/games/*/*.js'],
    ignores: ['www/games/*/engine.js'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/pkg/*'], message: 'Only a game\'s engine.js uses the wasm binding.' },
          { group: ['**/engine/*', '!**/engine/problems.js'], message: 'A game\'s views and panels never call an engine: they ask through the controller\'s hooks.' },
          { group: ['**/ui/*', '!**/ui/form.js'], message: 'A game does not reach into the controller (it is handed hooks); it may use the page\'s form widget.' },
        ],
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
