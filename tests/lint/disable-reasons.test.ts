/**
 * Every eslint-disable comment carries its reason (eslint-comments require-description, in
 * eslint.config.js): one without is refused, one with `-- reason` passes.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });
const RULE = '@eslint-community/eslint-comments/require-description';

async function ruleIds(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, 'src/domain/sample.ts') });
  return (result?.messages ?? []).map((message) => message.ruleId ?? '');
}

const sample = (comment: string) => `${comment}\nexport const CONTROLS = /[\\u0000-\\u001f]/g;\n`;

describe('eslint-disable reasons', () => {
  test('a disable comment without a reason is refused', async () => {
    expect(await ruleIds(sample('// eslint-disable-next-line no-control-regex'))).toContain(RULE);
  });

  test('a disable comment with its reason passes', async () => {
    const ids = await ruleIds(sample('// eslint-disable-next-line no-control-regex -- what it strips'));
    expect(ids).toEqual([]);
  });
});
