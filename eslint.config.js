// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { boundariesRule } from './eslint-rules/boundaries.js';

/**
 * What each folder of packages/chem may import (docs/ARCHITECTURE.md "Layers"). Folders on one line of the
 * picture sit side by side and do not import each other:
 *
 *   core ← io ← perception | forcefields | flows ← typing | charges ← params ← writers | build
 *
 * Every folder of packages/chem/src must have an entry: a new folder without one stops the lint.
 */
const chemImports = {
  core: [],
  io: ['core'],
  perception: ['core', 'io'],
  forcefields: ['core', 'io'],
  flows: ['core', 'io'],
  typing: ['core', 'io', 'perception', 'forcefields'],
  charges: ['core', 'io', 'perception'],
  params: ['core', 'io', 'perception', 'forcefields', 'typing'],
  writers: ['core', 'io', 'perception', 'forcefields', 'params'],
  build: ['core', 'io', 'perception', 'forcefields', 'flows', 'typing', 'charges', 'params'],
  polymer: ['core', 'io', 'perception', 'charges'],
  carbon: ['core', 'io', 'perception'],
  potentials: ['core', 'io'],
  coarse: ['core', 'io', 'perception', 'forcefields'],
};

const chemSrc = fileURLToPath(new URL('./packages/chem/src/', import.meta.url));
const unplaced = readdirSync(chemSrc, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !(e.name in chemImports))
  .map((e) => e.name);
if (unplaced.length > 0) {
  throw new Error(
    `eslint.config.js: packages/chem/src/${unplaced.join(', ')} has no place in chemImports (the layer rule); add it.`,
  );
}

/** Data modules: tables with citations, long by nature; the size warnings do not apply to them. */
const dataModules = [
  'packages/chem/src/**/*-table.ts',
  'packages/chem/src/**/data/**',
  'packages/chem/src/forcefields/clandp/**',
  'packages/chem/src/forcefields/trappe-ua/**',
  'packages/chem/src/forcefields/water/models*.ts',
  'packages/chem/src/params/united-atom/gromos-bonded-rules.ts',
  'packages/chem/src/writers/registry.ts',
  'apps/web/src/i18n/resources/**',
  'apps/server/src/kernel/reference/data/**',
];

const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/e2e/**', '**/testing/**', '**/fixtures/**'];

const boundaries = [
  {
    kind: 'zones',
    root: 'packages/chem/src',
    allow: { ...chemImports, '.': Object.keys(chemImports) },
    message: 'Layer rule (docs/ARCHITECTURE.md): this chem folder may not import from that one',
  },
  {
    kind: 'zones',
    root: 'apps/server/src/services',
    message: 'Server services do not import each other; share through kernel/ or messages/',
  },
  {
    kind: 'forbid',
    from: 'apps/server/src/kernel',
    targets: ['apps/server/src/services', 'apps/server/src/app.ts'],
    message: 'The server kernel serves every service and imports none of them',
  },
  {
    kind: 'zones',
    root: 'apps/web/src/features',
    nested: ['builders'],
    allow: { 'builders/*': ['auto-ff'] },
    message:
      'Web features do not import each other (a builder may use the auto-ff engine); share through widgets/ or shared code',
  },
  {
    kind: 'forbid',
    from: 'apps/web/src/widgets',
    targets: ['apps/web/src/features', 'apps/web/src/pages'],
    message: 'Widgets never import features or pages',
  },
];

const nodeBuiltins = [
  'node:*',
  'fs',
  'fs/*',
  'path',
  'os',
  'child_process',
  'crypto',
  'url',
  'util',
  'stream',
  'http',
  'https',
  'worker_threads',
];

const nodeBuiltinMessage = 'packages/chem runs in browsers and workers: no Node built-ins.';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['packages/chem/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testing/**', '**/fixtures/**'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins
            .filter((n) => !n.includes('*'))
            .map((name) => ({ name, message: nodeBuiltinMessage })),
          patterns: [
            { group: ['node:*', 'fs/*'], message: nodeBuiltinMessage },
            {
              group: ['@topoforge/server', '@topoforge/web', '@topoforge/cli', '**/apps/**'],
              message: 'packages/chem never imports from apps/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: testFiles,
    plugins: { local: { rules: { boundaries: boundariesRule } } },
    rules: {
      'local/boundaries': ['error', boundaries],
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['warn', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: dataModules,
    rules: { 'max-lines': 'off', 'max-lines-per-function': 'off' },
  },
  {
    files: ['packages/engines/src/**/*.ts', 'packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@topoforge/server', '@topoforge/web', '@topoforge/cli', '**/apps/**'],
              message: 'packages never import from apps/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The web app runs in the browser.' },
            {
              group: ['@topoforge/server', '**/apps/server/**'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
);
