// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/** Layers of packages/chem, innermost first. A layer may import only the layers before it. */
const chemLayers = ['core', 'io', 'perception', 'smarts', 'typing', 'charges', 'params', 'writers'];
const chemSide = ['builders', 'cg', 'forcefields'];

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

/** @param {string[]} forbidden */
const forbidLayers = (forbidden) =>
  forbidden.map((layer) => ({
    group: [`../${layer}/*`, `../../${layer}/*`, `../../../${layer}/*`, `**/src/${layer}/*`],
    message: `Layer rule (docs/ARCHITECTURE.md): this layer may not import from ${layer}/.`,
  }));

/** One config block per chem layer, forbidding every layer above it. */
const chemLayerRules = chemLayers.map((layer, i) => {
  const above = chemLayers.slice(i + 1);
  // typing and charges sit side by side: neither imports the other.
  if (layer === 'typing') above.push('charges');
  if (layer === 'charges') above.splice(above.indexOf('charges'), 1);
  const forbidden = [...new Set([...above, ...(layer === 'core' || layer === 'io' ? chemSide : [])])];
  return {
    files: [`packages/chem/src/${layer}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/testing/**', '**/fixtures/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins
            .filter((n) => !n.includes('*'))
            .map((name) => ({
              name,
              message: 'packages/chem runs in browsers and workers: no Node built-ins.',
            })),
          patterns: [
            ...forbidLayers(forbidden),
            {
              group: ['node:*', 'fs/*'],
              message: 'packages/chem runs in browsers and workers: no Node built-ins.',
            },
            {
              group: ['@topoforge/server', '@topoforge/web', '@topoforge/cli', '**/apps/**'],
              message: 'packages/chem never imports from apps/.',
            },
          ],
        },
      ],
    },
  };
});

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
          patterns: [
            {
              group: ['node:*', 'fs/*'],
              message: 'packages/chem runs in browsers and workers: no Node built-ins.',
            },
            {
              group: ['@topoforge/server', '@topoforge/web', '@topoforge/cli', '**/apps/**'],
              message: 'packages/chem never imports from apps/.',
            },
          ],
        },
      ],
    },
  },
  ...chemLayerRules,
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
