import js from '@eslint/js';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The repos other modules may take narrow `Pick<>` ports of (paths relative to src/server/modules). */
const SERVER_PORTS = [
  './users/users.repo.ts',
  './auth/sessions.ts',
  './auth/auth.repo.ts',
  './auth/email-confirmation.ts',
  // The plan engine's data as the generator loads it: the shop's diet templates are made from the same.
  './diet-generator/plan-data.ts',
  // Addresses are placed on the map by the geo module's geocoder (the directory's editing takes the interface).
  './geo/geocoder.ts',
  // Narration (issue 23) speaks through the speech module's synthesiser and its limits.
  './speech/text-to-speech.ts',
  // Every module that changes records for an admin writes its audit row through this port (issue 24 A2).
  './audit/audit.repo.ts',
  // Admins' recipe editing (issue 24 A2) derives nutrition, allergens, diet type and facets as the import does.
  './reference-data/nutrition.ts',
  './reference-data/recipe-facets.ts',
];

export default tseslint.config(
  { ignores: ['dist', 'var', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Web layers: a feature imports shared code (components, lib, plan, core), never another feature or the app shell.
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...readdirSync('src/web/features').flatMap((feature) => [
              {
                target: `./src/web/features/${feature}`,
                from: './src/web/features',
                except: [`./${feature}`],
                message: 'Features do not import each other: move shared code to components/, lib/ or plan/.',
              },
              {
                target: `./src/web/features/${feature}`,
                from: './src/web/app',
                message: 'Features do not import the app shell.',
              },
            ]),
            // Shared layers serve the features and never depend on one.
            ...['plan', 'components', 'lib'].map((shared) => ({
              target: `./src/web/${shared}`,
              from: ['./src/web/features', './src/web/app'],
              message: 'Shared web code does not import features or the app shell.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Server modules keep to themselves: what one needs of another comes through a declared port — a narrow
    // `Pick<>` of the repos below, handed in by app.ts — never by importing the other module's internals.
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/testing/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: readdirSync('src/server/modules').map((module) => ({
            target: `./src/server/modules/${module}`,
            from: './src/server/modules',
            except: [`./${module}`, ...SERVER_PORTS],
            message:
              'Modules do not import each other: take what you need as a Pick<> port of a declared port (eslint.config.js).',
          })),
        },
      ],
    },
  },
  {
    // No import cycles anywhere (type-only imports do not count: they vanish at build time).
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // The files no-cycle follows and parses: without these it reads only .js and sees no cycle at all.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': 'error', 'import-x/no-duplicates': 'error' },
  },
  {
    // React stays on the 19.1 line (docs/decisions.md, issue 13): what 19.2 added is not there at run time,
    // though @types/react declares it.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: [
                'useEffectEvent',
                'Activity',
                'unstable_Activity',
                'cacheSignal',
                'ViewTransition',
              ],
              message: 'React 19.2 and later only; we run 19.1 (docs/decisions.md, "React 19.1").',
            },
          ],
        },
      ],
    },
  },
  {
    // The database layer (schema, migrations, dialects) never reaches into feature modules.
    files: ['src/server/db/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/modules/**'] }] },
  },
  {
    // src/core is isomorphic: no Node built-ins, no server or web code.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', '**/server/**', '**/web/**'] }],
    },
  },
);
