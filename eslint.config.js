// One flat config for the monorepo. Boundaries between apps and services are enforced here:
// they may share code only through the `@cardbridge/*` packages' public exports.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const apps = ['shell', 'mfe-seller', 'mfe-admin', 'mfe-support'];
const services = ['identity', 'submissions', 'payments', 'chat'];

const noCrossImports = (own) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: [
            ...apps.filter((a) => a !== own).flatMap((a) => [`**/${a}/**`, `${a}/**`]),
            ...services.filter((s) => s !== own).flatMap((s) => [`**/services/${s}/**`]),
            '**/packages/*/src/**',
          ],
          message: 'Share code through a @cardbridge/* package export, not a relative import.',
        },
      ],
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      '**/@mf-types/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...apps.map((a) => ({ files: [`${a}/src/**`], rules: noCrossImports(a) })),
  ...services.map((s) => ({ files: [`services/${s}/src/**`], rules: noCrossImports(s) })),
  {
    // process.env is read in one config file per workspace (conventions.md, point 6).
    files: ['services/*/src/**', 'packages/service-kit/src/**'],
    ignores: ['**/config.ts', '**/*.test.ts', '**/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in config.ts only.' },
      ],
    },
  },
  prettier,
);
