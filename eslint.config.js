// One flat config for the monorepo. Boundaries are enforced with eslint-plugin-boundaries over
// every workspace: apps, services, the gateway and e2e share code only through `@cardbridge/*`
// packages; inside an app, imports run one way, app/ -> features/ -> shared (lib/, components/),
// and a feature never imports another (bulletproof-react, docs/conventions in the README).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const apps = '(shell|mfe-seller|mfe-admin|mfe-support)';

/** What each file is, by where it lives; the first matching element wins. */
const elements = [
  { type: 'feature', pattern: `${apps}/src/features/*`, capture: ['app', 'feature'] },
  { type: 'app-routes', pattern: `${apps}/src/app`, capture: ['app'] },
  { type: 'app-shared', pattern: `${apps}/src/(lib|components)`, capture: ['app', 'layer'] },
  { type: 'app', pattern: apps, capture: ['app'] },
  { type: 'service', pattern: 'services/*', capture: ['service'] },
  { type: 'package', pattern: 'packages/*', capture: ['package'] },
  { type: 'gateway', pattern: 'gateway' },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'deploy', pattern: 'deploy' },
];

const sameApp = { app: '${from.app}' };
const packagesOnly = 'Share code through a @cardbridge/* package export.';

/** Who may import whom; anything not allowed here is refused. */
const boundaryRules = [
  {
    from: 'feature',
    allow: [
      ['feature', { app: '${from.app}', feature: '${from.feature}' }],
      ['app-shared', sameApp],
      'package',
    ],
  },
  { from: 'app-shared', allow: [['app-shared', sameApp], 'package'] },
  {
    from: 'app-routes',
    // The shell's own frame (layout, federation, theme) sits beside app/ and is composed there.
    allow: [
      ['app-routes', sameApp],
      ['app', sameApp],
      ['feature', sameApp],
      ['app-shared', sameApp],
      'package',
    ],
  },
  {
    from: 'app',
    allow: [
      ['app', sameApp],
      ['app-routes', sameApp],
      ['feature', sameApp],
      ['app-shared', sameApp],
      'package',
    ],
  },
  { from: 'service', allow: [['service', { service: '${from.service}' }], 'package'] },
  { from: 'package', allow: ['package'] },
  { from: 'gateway', allow: ['gateway', 'package'] },
  { from: 'e2e', allow: ['e2e', 'package'] },
  // The Kubernetes manifests carry the gateway's nginx config, rendered by the gateway itself.
  { from: 'deploy', allow: ['deploy', 'gateway', 'package'] },
];

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
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
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
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': [
        'shell/**',
        'mfe-*/**',
        'services/**',
        'packages/**',
        'gateway/**',
        'e2e/**',
        'deploy/**',
      ],
      'import/resolver': { typescript: { alwaysTryTypes: true }, node: true },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message: `\${file.type} may not import \${dependency.type}: ${packagesOnly} Inside an app: app/ -> features/ -> lib/, components/; a feature never imports another.`,
          rules: boundaryRules,
        },
      ],
    },
  },
  {
    // process.env is read in one config file per workspace (docs/conventions.md#configuration).
    files: ['services/*/src/**', 'packages/service-kit/src/**'],
    ignores: ['**/config.ts', '**/config/**', '**/*.test.ts', '**/testing/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in config.ts only.' },
      ],
    },
  },
  {
    // Scripts run by mongosh, whose shell provides these.
    files: ['deploy/compose/*.js'],
    languageOptions: {
      globals: { db: 'readonly', rs: 'readonly', sleep: 'readonly', print: 'readonly' },
    },
  },
  prettier,
);
