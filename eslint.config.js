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
  // The page's layers (ARCHITECTURE.md, www/): only the engines reach the wasm module, the
  // boards draw from plain data, and the model stands on nothing of the page. Each later
  // block replaces the rule for its files with a longer list, so every file has one list.
  {
    files: ['www/**/*.js'],
    ignores: ['www/engine/**', 'www/games/*/engine.js'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/pkg/**'], message: 'Only the engines (www/engine/, www/games/*/engine.js) import the wasm module.' }] }],
    },
  },
  {
    files: ['www/draw/**/*.js', 'www/games/*/view.js'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/pkg/**', '**/engine/**', '**/engine.js'], message: 'Boards and paint layers draw from plain data: they reach no engine and no wasm.' }],
      }],
    },
  },
  {
    files: ['www/model/**/*.js'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/pkg/**', '**/ui/**', '**/draw/**', '**/engine/**', '**/games/**'], message: 'The model stands on nothing of the page: no ui, draw, engine or game module.' }],
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
