// Type-aware lint for the whole repository (design notes §8: no floating promises, exhaustive
// switches). Formatting belongs to Prettier, not here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/migrations/**', '.data/**', 'coverage/**', '**/*.js', '**/*.mjs', '**/*.cjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.lint.json', './shell/*/tsconfig.json', './mfe-*/tsconfig.json', './infra/load/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip)$/]',
          message: 'CI runs every test: no focused or skipped tests.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.walk.ts', '**/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['shell/**/*.tsx', 'mfe-*/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // FullCalendar and the chart library live only in the host's lazy chunks of the UI kit (ADR
    // 0024): remotes render CalendarView and the chart cards, never a second copy of their own.
    files: ['mfe-*/**/*.ts', 'mfe-*/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@fullcalendar/*'], message: 'Use CalendarView from @portico/shell-ui (ADR 0024).' },
            { group: ['@mantine/charts', 'recharts'], message: 'Use the chart cards from @portico/shell-ui (ADR 0024).' },
          ],
        },
      ],
    },
  },
);
