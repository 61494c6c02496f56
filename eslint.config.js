import js from '@eslint/js';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // Web layers: a feature imports shared code (components, lib, core), never another feature or the app shell.
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: readdirSync('src/web/features').flatMap((feature) => [
            { target: `./src/web/features/${feature}`, from: './src/web/features', except: [`./${feature}`], message: 'Features do not import each other: move shared code to components/ or lib/.' },
            { target: `./src/web/features/${feature}`, from: './src/web/app', message: 'Features do not import the app shell.' },
          ]),
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
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '**/server/**', '**/web/**'] },
      ],
    },
  },
);
