// One lint setup for the whole repo: typescript-eslint everywhere, React hooks rules for web/,
// Prettier owns formatting (eslint-config-prettier turns the style rules off).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import chem from './web/build/eslint-no-literal-text.js';

// web/src's layers (docs/web-app.md, "What may import what"): shared code (components, lib,
// i18n, config, sw) knows no feature; a feature uses another only through that feature's public
// entry, its index.ts; the app (app/, main.tsx) composes features from their entries and route modules.
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const feature = (name) => `./web/src/features/${name}`;
const featureZones = FEATURES.flatMap((name) => [
  {
    target: FEATURES.filter((other) => other !== name).map(feature),
    from: feature(name),
    except: ['./index.ts'],
    message: `Use what features/${name} offers through its public entry (features/${name}/index.ts), or move what both need to components/ or lib/.`,
  },
  {
    target: ['./web/src/app', './web/src/main.tsx'],
    from: feature(name),
    // The router fetches a landing screen's Hindi texts alongside its code.
    except: ['./index.ts', './routes', './locales'],
    message: `The app composes features from their public entries and route modules only (features/${name}/index.ts, routes/).`,
  },
]);

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
  {
    files: ['web/**/*.{ts,tsx}'],
    // Tests may reach anything they prove.
    ignores: ['web/**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // no-cycle reads each imported file itself: with TypeScript's parser, or it sees no imports at all.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./web/src/components', './web/src/lib', './web/src/i18n', './web/src/config', './web/src/sw'],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared code (components, lib, i18n, config, sw) may not depend on a feature or the app.',
            },
            ...featureZones,
          ],
        },
      ],
    },
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
