// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');

module.exports = tseslint.config(
  {
    ignores: [
      'build/',
      'build-shards-off/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'content/viewer/tessera-viewer-api/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
    },
  },
  {
    // Tests assert on values they just checked exist.
    files: ['tests/**/*.ts', '**/*.test.ts', '**/*.spec.ts'],
    rules: {'@typescript-eslint/no-non-null-assertion': 'off'},
  },
  {
    // Bundler loaders run in Node as CommonJS (the bundler requires them by path).
    files: ['src/**/*.cjs', 'packages/*/src/**/*.cjs'],
    languageOptions: {globals: {require: 'readonly', module: 'writable', __dirname: 'readonly'}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['eslint.config.js'],
    languageOptions: {globals: {require: 'readonly', module: 'writable'}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
