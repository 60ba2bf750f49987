import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB_SRC = resolve(import.meta.dirname, 'web/src');
/**
 * The web app's folders that serve every feature, or run before any (early/: the pre-drawn pages' scripts), so
 * none of them may import one (ARCHITECTURE.md).
 */
const SHARED = ['components', 'lib', 'api', 'i18n', 'pwa', 'early'];

/**
 * A feature never imports another feature, at any depth (`../bonus/`, `../../bonus/`), and what every feature
 * shares never imports a feature: the import is resolved against the file, not matched as text.
 */
const featureBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = relative(WEB_SRC, context.filename).split(sep);
    if (file[0] === '..') return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relative(WEB_SRC, resolve(dirname(context.filename), source)).split(sep);
      if (target[0] !== 'features' || target.length < 2) return;
      if (file[0] === 'features' && file[1] !== target[1]) {
        context.report({
          node: node.source,
          message: `The ${file[1]} feature imports the ${target[1]} feature: move what two share to components/ or lib/.`,
        });
      } else if (SHARED.includes(file[0])) {
        context.report({
          node: node.source,
          message: `${file[0]}/ imports no feature (here ${target[1]}): move what it needs out of the feature, to lib/.`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-laos/**',
      '**/dist-demo/**',
      '**/dist-demo-laos/**',
      '**/.ssr/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'mock-server/src/testing/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-console': 'off' },
  },
  {
    // A journey waits for what a player would see, never for a fixed time: a sleep is too short on a loaded
    // machine and too long on an idle one. Time the app counts is moved with page.clock. (A route held back to
    // stand for a slow network is not a sleep of the journey's.)
    files: ['e2e/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for what the player would see, or move time with page.clock.' },
      ],
    },
  },
  {
    // The simulator's core runs in a browser too (docs/decisions/008): the rules know no transport and no
    // Node built-in. core/browser-bundle.test.ts checks the whole bundle; this says where it went wrong.
    files: [
      'mock-server/src/domain/**/*.ts',
      'mock-server/src/core/**/*.ts',
      'mock-server/src/routes/**/*.ts',
      'mock-server/src/world/**/*.ts',
      'mock-server/src/scenario/**/*.ts',
      'scenarios/**/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/http/*', '**/admin/*'], message: 'The domain and the core know no transport.' },
            { regex: '^node:', message: 'The core runs in a browser: use web-standard APIs.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'Buffer', 'process'],
    },
  },
  {
    files: ['mock-server/src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/http/*', '**/admin/*', '**/routes/*'], message: 'The domain knows no transport.' },
            { group: ['**/scenario/seed.js'], message: "The domain acts on a world; seeding one is the scenario's." },
            { regex: '^node:', message: 'The core runs in a browser: use web-standard APIs.' },
          ],
        },
      ],
    },
  },
  {
    // The world holds data, not rules (issue 28): what it and its parts import is never the domain, nor the
    // scenarios' seeding and checks built on it (types aside). The core's fence above applies too.
    files: ['mock-server/src/world/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/domain/*', '**/scenario/*'],
              allowTypeImports: true,
              message: 'The world holds data, not rules: the domain acts on the world, never the other way round.',
            },
            { group: ['**/http/*', '**/admin/*'], message: 'The domain and the core know no transport.' },
            { regex: '^node:', message: 'The core runs in a browser: use web-standard APIs.' },
          ],
        },
      ],
    },
  },
  {
    // A feature never imports another feature, and components/, lib/, api/, i18n/, pwa/ and early/ import none.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { portal: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'portal/feature-boundaries': 'error' },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
