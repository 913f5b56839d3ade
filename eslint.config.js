// One flat config for the monorepo. Boundaries between apps and services are enforced here:
// they may share code only through the `@cardbridge/*` packages' public exports.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import fs from 'node:fs';

const apps = ['shell', 'mfe-seller', 'mfe-admin', 'mfe-support'];
const services = ['identity', 'submissions', 'payments', 'chat'];

const crossAppPatterns = (own) => [
  {
    group: [
      ...apps.filter((a) => a !== own).flatMap((a) => [`**/${a}/**`, `${a}/**`]),
      ...services.filter((s) => s !== own).flatMap((s) => [`**/services/${s}/**`]),
      '**/packages/*/src/**',
    ],
    message: 'Share code through a @cardbridge/* package export, not a relative import.',
  },
];

const noCrossImports = (own, extra = []) => ({
  'no-restricted-imports': ['error', { patterns: [...crossAppPatterns(own), ...extra] }],
});

/**
 * bulletproof-react's one-way imports inside each app: app/ -> features/ -> shared (lib/,
 * components/). A feature never imports another feature; pages composing several features live
 * in app/routes. Feature folders are read from disk, so a new feature is covered at once. The
 * rule is generated per folder depth so that `../` counts land exactly on features/ (a file of
 * the feature itself may share a name with another feature).
 */
const featuresOf = (app) => {
  const dir = new URL(`./${app}/src/features/`, import.meta.url);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
};
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const featureBoundaries = apps.flatMap((app) => {
  const features = featuresOf(app);
  const blocks = [];
  for (const feature of features) {
    const others = features
      .filter((f) => f !== feature)
      .map(escape)
      .join('|');
    if (!others) continue;
    for (let depth = 1; depth <= 5; depth += 1) {
      blocks.push({
        files: [`${app}/src/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
        rules: noCrossImports(app, [
          {
            regex: `^(?:${'\\.\\./'.repeat(depth)}|.*/features/)(?:${others})(?:/|$)`,
            message:
              'Features do not import each other: compose them in app/routes, or move what both need to lib/ or components/.',
          },
          {
            regex: `^${'\\.\\./'.repeat(depth + 1)}app(?:/|$)`,
            message: 'Features do not import the app layer.',
          },
        ]),
      });
    }
  }
  blocks.push({
    files: [`${app}/src/lib/**`, `${app}/src/components/**`],
    rules: noCrossImports(app, [
      {
        regex: '(?:^|/)(?:features|app)(?:/|$)',
        message: 'The shared layer (lib/, components/) does not import features or the app layer.',
      },
    ]),
  });
  return blocks;
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
  ...apps.map((a) => ({ files: [`${a}/src/**`], rules: noCrossImports(a) })),
  ...featureBoundaries,
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
