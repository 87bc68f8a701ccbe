/**
 * The import fences of docs/design.md, tested: each forbidden sample is linted with the project's own
 * eslint.config.js (ESLint's Node API, virtual files at real paths, so relative imports resolve as
 * they would in that folder) and must be refused by a fence rule; each allowed sample must pass.
 * Type-aware rules are switched off for the virtual files (they are not in the TypeScript project).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '../..');

const FENCE_RULES = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-unresolved',
  'no-restricted-imports',
  'no-restricted-syntax',
]);

const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });

/** Fence rule ids reported for `code` as if it were the file `path` (fatal parse errors throw). */
async function fenceErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  const messages = result?.messages ?? [];
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${path}: ${fatal.message}`);
  return messages.filter((message) => FENCE_RULES.has(message.ruleId ?? '')).map((m) => m.ruleId ?? '');
}

/** A real worker module (whatever the folder layout of src/workers is), as seen from src/<folder>/. */
function someWorkerModule(): string {
  const file = readdirSync(join(root, 'src/workers'), { recursive: true, encoding: 'utf8' })
    .map((name) => name.replaceAll('\\', '/'))
    .find((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  if (!file) throw new Error('no worker module found');
  return `../workers/${file.replace(/\.ts$/, '')}`;
}

type Sample = [file: string, code: string];

const importOf = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

const FORBIDDEN: Sample[] = [
  // A feature never imports another feature, however the path is spelled.
  ['src/features/compare/sample.ts', importOf('../auth')],
  ['src/features/compare/sample.ts', importOf('../import')],
  ['src/features/compare/sample.ts', importOf('../activities/page')],
  ['src/features/heatmap/sample.ts', importOf('../../features/activities/page')],
  ['src/features/heatmap/sample.ts', importOf('../../features/import')],
  ['src/features/import/intake/deep/sample.ts', importOf('../../../activities/export/csv')],
  ['src/features/overview/sample.ts', `export const page = () => import('../compare/page');\n`],
  ['src/features/activity/sample.ts', `export { COMPARE_PALETTE } from '../compare';\n`],
  ['src/features/activity/sample.ts', `export * from '../heatmap';\n`],
  // Features never import app.
  ['src/features/activities/sample.ts', importOf('../../app/app')],
  ['src/features/activities/sample.ts', importOf('../../app/routes')],
  ['src/features/import/components/sample.tsx', importOf('../../../app/route-search')],
  // Domain imports nothing outside itself, and only the packages of its allow-list.
  ['src/domain/sample.ts', importOf('react-dom/client')],
  ['src/domain/sample.ts', importOf('@deck.gl/core')],
  ['src/domain/sample.ts', importOf('@tanstack/react-query')],
  ['src/domain/sample.ts', importOf('react')],
  ['src/domain/sample.ts', importOf('dexie')],
  ['src/domain/stats/sample.ts', importOf('firebase/firestore')],
  ['src/domain/sample.ts', importOf('../lib/format')],
  ['src/domain/stats/sample.ts', importOf('../../data/track-store')],
  ['src/domain/sample.ts', importOf('../features/compare')],
  ['src/domain/sample.test.ts', importOf('@testing-library/react')],
  // Workers import only domain (and worker helpers).
  ['src/workers/sample.ts', importOf('../lib/format')],
  ['src/workers/sample.ts', importOf('../data/track-store')],
  ['src/workers/sample.ts', importOf('../features/import')],
  ['src/workers/sample.ts', importOf('../components/button')],
  // Data imports domain, never UI or workers.
  ['src/data/sample.ts', importOf('../lib/format')],
  ['src/data/local/sample.ts', importOf('../../components/button')],
  ['src/data/sample.ts', importOf('../features/heatmap')],
  // Shared folders never import features or app.
  ['src/components/sample.tsx', importOf('../features/auth')],
  ['src/components/map/sample.tsx', importOf('../../app/routes')],
  ['src/lib/sample.ts', importOf('../features/import/page')],
  ['src/lib/sample.ts', importOf('../app/route-search')],
  ['src/shared/segments/sample.ts', importOf('../../features/segments')],
  ['src/shared/explorer/sample.ts', importOf('../../app/workers-provider')],
  ['src/shared/gear/sample.ts', importOf('../../features/gear/page')],
  // Outside src/data, the data layer is reached only through its front door, src/data/index.ts.
  ['src/features/activity/sample.ts', importOf('../../data/track-store')],
  ['src/features/auth/sample.ts', importOf('../../data/firebase/contract/auth-port')],
  ['src/features/auth/sample.ts', importOf('../../data/firebase/firebase-session')],
  ['src/features/import/controller/sample.ts', importOf('../../../data/time-slices')],
  ['src/lib/sample.ts', importOf('../data/shared-originals')],
  ['src/shared/segments/sample.ts', importOf('../../data/local/local-track-store')],
  ['src/components/sample.tsx', importOf('../data/schemas')],
  ['src/app/sample.ts', importOf('../data/local/local-track-store')],
  // App (and the browser tests) reach a feature only through index.ts or page.ts.
  ['src/app/sample.ts', importOf('../features/compare/palette')],
  ['src/app/sample.ts', `export const page = () => import('../features/heatmap/heatmap-page');\n`],
  ['tests/e2e/sample.test.ts', importOf('../../src/features/import/demo-source')],
  // Only src/data touches the storage SDKs.
  ['src/lib/sample.ts', `import Dexie from 'dexie';\nexport const D = Dexie;\n`],
  ['src/features/auth/sample.ts', importOf('firebase/auth')],
  // Test helpers are for tests only.
  ['src/features/activities/sample.ts', importOf('../../testing/summary')],
  ['src/domain/filters/sample.ts', importOf('../../testing/summary')],
  ['src/data/sample.ts', importOf('../testing/memory-track-store')],
  ['src/lib/sample.ts', importOf('../testing/render-page')],
  ['src/shared/segments/sample.ts', importOf('../../testing/memory-track-store')],
];

const ALLOWED: Sample[] = [
  ['src/features/compare/sample.ts', importOf('./palette')],
  ['src/features/compare/sample.ts', importOf('../../domain/geo')],
  ['src/features/compare/sample.ts', importOf('../../lib/format')],
  ['src/features/compare/sample.ts', importOf('../../components/button')],
  ['src/features/import/intake/deep/sample.ts', importOf('../../controller/types')],
  ['src/domain/sample.ts', importOf('./geo')],
  ['src/domain/sample.ts', importOf('date-fns')],
  ['src/domain/sample.ts', importOf('zod')],
  ['src/domain/sample.ts', importOf('flatbush')],
  ['src/domain/sample.test.ts', importOf('vitest')],
  ['src/workers/sample.ts', importOf('../domain/geo')],
  ['src/data/sample.ts', importOf('../domain/geo')],
  ['src/data/sample.ts', importOf('dexie')],
  ['src/lib/sample.ts', importOf('../domain/geo')],
  ['src/components/sample.tsx', importOf('../lib/format')],
  ['src/features/activity/panels/sample.tsx', importOf('../../../shared/segments/segment-queries')],
  ['src/shared/segments/sample.ts', importOf('../../lib/store-context')],
  ['src/features/goals/sample.tsx', importOf('../../shared/gear/gear-queries')],
  ['src/features/activity/sample.ts', importOf('../../data')],
  ['src/lib/sample.ts', importOf('../data/index')],
  ['src/features/heatmap/sample.test.ts', importOf('../../data/local/local-track-store')],
  ['src/app/sample.ts', importOf('../features/import')],
  ['src/app/sample.ts', importOf('../features/heatmap')],
  ['src/app/sample.ts', `export const page = () => import('../features/activities/page');\n`],
  ['tests/e2e/sample.test.ts', importOf('../../src/features/compare')],
  ['src/domain/filters/sample.test.ts', importOf('../../testing/summary')],
  ['src/data/local/sample.test.ts', importOf('../../testing/track-store-contract')],
  ['src/features/activities/sample.test.tsx', importOf('../../testing/render-page')],
];

describe('import fences', () => {
  // Refused by a fence, not only as unresolved: a probe of a path that no longer exists (a file
  // moved) would pass for the wrong reason and test nothing.
  test.each(FORBIDDEN)('%s may not: %s', async (file, code) => {
    const errors = await fenceErrors(file, code);
    expect(errors.filter((rule) => rule !== 'import-x/no-unresolved')).not.toEqual([]);
  });

  test.each(ALLOWED)('%s may: %s', async (file, code) => {
    expect(await fenceErrors(file, code)).toEqual([]);
  });

  test('workers may import domain but not data, whatever their folder layout', async () => {
    const worker = someWorkerModule();
    expect(await fenceErrors('src/workers/sample.ts', importOf('../domain/geo'))).toEqual([]);
    expect(await fenceErrors('src/data/sample.ts', importOf(worker))).not.toEqual([]);
  });
});
