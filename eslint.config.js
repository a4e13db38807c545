// One lint setup for the whole repo: typescript-eslint everywhere, React hooks rules for web/,
// Prettier owns formatting (eslint-config-prettier turns the style rules off).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import chem from './web/build/eslint-no-literal-text.js';

const crossing = (from, to) => `${from}/ may not import from ${to}/: put what both need in contract/ (@chem/contract).`;

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', '.emulator-data/**', '.emulator-cache/**', '.test-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  // web/ and functions/ meet only in the contract (ARCHITECTURE.md): neither imports the other's
  // files, and the contract imports neither them nor a framework.
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)functions/', message: crossing('web', 'functions') }] }] },
  },
  {
    files: ['functions/**/*.ts', 'functions/**/*.mts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)web/', message: crossing('functions', 'web') }] }] },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(express|busboy|firebase|firebase-admin|firebase-functions|react|react-dom|react-router-dom)(/|$)|(^|/)(web|functions)/',
              message: 'The contract runs in the browser and on the server alike: only zod and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Every screen in English and Hindi: no interface text hard-coded in a component (src/i18n).
  {
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    plugins: { chem },
    rules: { 'chem/no-literal-text': 'error' },
  },
  prettier,
);
