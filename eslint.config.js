// ESLint flat config: recommended rules (no type-aware rules, to stay fast), Prettier's formatting checked by
// `npm run lint`, and the import boundaries of docs/architecture.md (eslint.boundaries.js, on `@/` imports).
import js from '@eslint/js';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint.boundaries.js';

export default defineConfig(
  {
    name: 'ignores',
    ignores: [
      'dist/**',
      'dev-dist/**',
      '**/node_modules/**',
      'src/route-tree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
      'server/http/reference/*.js',
      'data/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'project',
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    name: 'browser',
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/sw/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    name: 'service-worker',
    files: ['src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    name: 'e2e',
    files: ['tests/e2e/**/*.ts'],
    // page.evaluate callbacks run in the browser.
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    name: 'tests',
    files: ['**/*.test.{ts,tsx}', 'server/test-support/**', 'tests/**'],
    // Test harnesses type loosely on purpose (e.g. response bodies default to any).
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...boundaries,
);
