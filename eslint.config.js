// Flat ESLint config: type-aware typescript-eslint rules, jsx-a11y, and the import fences of
// DESIGN.md as zones on absolute folders (tests/lint/import-fences.test.ts lints forbidden samples against them).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Every folder in src/features is a feature: a new one is fenced without editing this file. */
const FEATURES = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Packages src/domain may import: pure libraries that run in the browser, its workers, the CLI and
 * Cloud Functions alike. Anything else (React, deck.gl, TanStack, Dexie, Firebase...) is refused.
 */
const DOMAIN_PACKAGES = [
  'date-fns',
  '@date-fns/tz',
  '@photostructure/tz-lookup',
  'fflate',
  'flatbush',
  'papaparse',
  'zod',
];
/**
 * Test files beside domain code may also use the test runner, Node built-ins and @garmin/fitsdk
 * (a dev dependency: the FIT decoder's test oracle, and the encoder that writes FIT test files).
 */
const DOMAIN_TEST_PACKAGES = [...DOMAIN_PACKAGES, 'vitest', 'node:', '@garmin/fitsdk'];
/** Test helpers in src/domain held to the test files' rules (never imported by app code). */
const DOMAIN_TEST_HELPERS = ['src/domain/fit/test-fit.ts'];

/** no-restricted-imports options refusing every package not in `allowed` (relative paths pass). */
function packageAllowList(allowed, message) {
  const names = allowed.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  const alternatives = names.map((name) => (name.endsWith(':') ? name : `${name}(?:/|$)`));
  return {
    patterns: [{ regex: `^(?![.]{1,2}/)(?!(?:${alternatives.join('|')}))`, message }],
  };
}

/**
 * The data layer's front door: outside src/data, code imports it only through src/data/index.ts,
 * never an adapter's files, a contract or the port's module itself, so what the data layer offers
 * is one list. (Workers have their own zone; tests may reach the local adapter's internals.)
 */
const DATA_DOOR = {
  target: ['./src/app', './src/components', './src/features', './src/lib', './src/shared', './src/main.tsx'],
  from: './src/data',
  except: ['./index.ts'],
  message: 'import the data layer only through its front door, src/data/index.ts.',
};

/**
 * The fences (DESIGN.md "Import rules"), as import-x/no-restricted-paths zones: `target` files may
 * not import anything under `from` (paths from the repository root) except the `except` paths
 * (relative to `from`). Imports are resolved first, so '../x', '../../features/x' and
 * '../../../x/csv' are caught alike, in static imports, re-exports and dynamic import().
 */
const ZONES = [
  {
    target: './src/domain',
    from: './src',
    except: ['./domain'],
    message: 'domain is pure: it imports nothing outside src/domain.',
  },
  // Two data modules are open to workers: the read-only local-database access a worker uses to read
  // stored tracks itself (the segments worker), and the heat cache the heat worker reads and writes
  // itself, so the main thread never reads or copies them.
  {
    target: './src/workers',
    from: './src',
    except: ['./domain', './workers', './data/local/stored-tracks.ts', './data/local/stored-heat.ts'],
    message:
      'workers import only src/domain (and shared worker helpers in src/workers, and data/local/stored-tracks.ts or stored-heat.ts).',
  },
  {
    target: './src/data',
    from: './src',
    except: ['./domain', './data'],
    message: 'data imports only src/domain (and its vendor SDKs).',
  },
  {
    target: ['./src/components', './src/lib', './src/shared'],
    from: ['./src/features', './src/app'],
    message: 'shared folders (components, lib, shared) never import features or app.',
  },
  DATA_DOOR,
  { target: './src/features', from: './src/app', message: 'features do not import app.' },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'features do not import each other: compose them in src/app routes.',
  })),
  {
    target: ['./src/app', './src/main.tsx', './tests'],
    from: './src/features',
    except: FEATURES.flatMap((feature) => [`./${feature}/index.ts`, `./${feature}/page.ts`]),
    message: 'a feature is reached only through its index.ts (or its lazy page.ts, from routes).',
  },
  {
    target: [
      './src/app',
      './src/components',
      './src/data',
      './src/domain',
      './src/features',
      './src/lib',
      './src/shared',
      './src/workers',
      './src/main.tsx',
    ],
    from: './src/testing',
    message: 'src/testing holds test helpers: only tests import it.',
  },
];

/**
 * Tests may also use the shared test helpers of src/testing (memory store, summary factory, fake
 * workers, renderPage): every zone that fences off src/testing lets test files through, and so
 * does the data layer's front door (a test may open the local adapter's own modules).
 */
const TEST_ZONES = ZONES.filter((zone) => zone.from !== './src/testing' && zone !== DATA_DOOR).map((zone) =>
  zone.from === './src' ? { ...zone, except: [...zone.except, './testing'] } : zone,
);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'public', 'functions/lib', 'test-results', '.tmp'] },
  // Cloud Functions wiring imports firebase-functions/firebase-admin (installed in functions/ only):
  // checked by `npm --prefix functions run typecheck`, not by the root project.
  {
    ignores: [
      'functions/node_modules',
      'functions/scripts',
      'functions/src/index.ts',
      'functions/src/admin-ports.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  // Every eslint-disable says why, after `--` (and disables one named rule set, never everything).
  comments.recommended,
  { rules: { '@eslint-community/eslint-comments/require-description': 'error' } },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: ZONES }],
      // A relative import that resolves to nothing would slip past the zones (tsc refuses it too).
      'import-x/no-unresolved': ['error', { ignore: ['^[^.]'] }],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: TEST_ZONES }] },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // domain imports only the packages of its allow-list.
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        packageAllowList(
          DOMAIN_PACKAGES,
          `domain is pure: it may import only ${DOMAIN_PACKAGES.join(', ')}.`,
        ),
      ],
    },
  },
  {
    files: ['src/domain/**/*.test.ts', ...DOMAIN_TEST_HELPERS],
    rules: {
      'no-restricted-imports': [
        'error',
        packageAllowList(
          DOMAIN_TEST_PACKAGES,
          'domain tests import only domain packages, vitest, node:* and @garmin/fitsdk.',
        ),
      ],
    },
  },
  // Only src/data touches vendor storage SDKs.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^(firebase|dexie)(\\/|$)/]',
          message: 'Only src/data imports firebase/* or dexie.',
        },
      ],
    },
  },
);
