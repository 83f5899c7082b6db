import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/generated/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A page's first Intl number format costs 15–60 ms of one task (ICU's data); numbers go
    // through the design system's formatNumber instead (format/number.ts).
    files: ['apps/dashboard/src/**/*.{ts,tsx}', 'packages/design-system/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'packages/design-system/src/format/number.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Intl',
          property: 'NumberFormat',
          message: 'Use formatNumber from the design system.',
        },
        { property: 'toLocaleString', message: 'Use formatNumber from the design system.' },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Machines stay pure: no React, no fetch, no DOM (ARCHITECTURE.md §1).
    files: ['packages/machines/src/**/*.ts'],
    ignores: ['packages/machines/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', '@xstate/react', 'openapi-fetch'] },
      ],
      'no-restricted-globals': [
        'error',
        'fetch',
        'document',
        'window',
        'localStorage',
        'sessionStorage',
        'setTimeout',
        'setInterval',
      ],
    },
  },
  {
    // The design system knows nothing of routes, API or machines.
    files: ['packages/design-system/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react-router*', '@seller/api-types', '@seller/machines', 'xstate'] },
      ],
    },
  },
);
