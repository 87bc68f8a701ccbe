import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from './zod';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('src/domain/zod', () => {
  it('configures zod to be jitless (no eval probe under the CSP)', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('is the only module of src/ that imports zod itself', () => {
    const direct = sourceFiles(SRC)
      .filter((f) => /from ['"]zod(\/[^'"]*)?['"]/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f));
    expect(direct).toEqual(['domain/zod.ts']);
  });
});
