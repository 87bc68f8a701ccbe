// Flat ESLint config: type-aware typescript-eslint rules plus the import fences of DESIGN.md.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['import', 'activities', 'overview', 'compare', 'heatmap', 'activity', 'auth', 'review'];

/** no-restricted-imports patterns that forbid reaching the given top-level src folders. */
const fence = (folders, message) => ({
  patterns: folders.map((folder) => ({
    // '!firebase/*': the SDK's own entry points (firebase/app, ...) are not our src folders.
    group: [`**/${folder}/*`, `**/${folder}`, '!firebase/*'],
    message,
  })),
});

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
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Fences: domain imports nothing outside itself.
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...fence(
            ['app', 'features', 'workers', 'data', 'components', 'lib'],
            'domain is pure: it imports nothing outside src/domain.',
          ),
          paths: ['react', 'react-dom', 'dexie', 'firebase'].map((name) => ({
            name,
            message: 'domain is pure.',
          })),
        },
      ],
    },
  },
  // workers import only domain.
  {
    files: ['src/workers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        fence(['app', 'features', 'data', 'components', 'lib'], 'workers import only src/domain.'),
      ],
    },
  },
  // data imports domain (and its own vendor SDKs), never UI.
  {
    files: ['src/data/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        fence(
          ['app', 'features', 'components', 'lib', 'workers'],
          'data imports only src/domain and vendor SDKs.',
        ),
      ],
    },
  },
  // Shared UI and lib never import features or app.
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        fence(['app', 'features'], 'shared folders never import features or app.'),
      ],
    },
  },
  // A feature never imports another feature.
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FEATURES.filter((f) => f !== feature).flatMap((f) => [
                `**/features/${f}/**`,
                `../${f}/**`,
                `../../${f}/**`,
              ]),
              message: 'features do not import each other: compose them in src/app routes.',
            },
            { group: ['**/app/**'], message: 'features do not import app.' },
          ],
        },
      ],
    },
  })),
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
