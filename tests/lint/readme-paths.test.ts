/**
 * Every repository path the README names (in backticks, from a top-level folder: src/, scripts/,
 * tests/, functions/, docs/) exists, so its walk-throughs follow the code after a file moves.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const root = join(import.meta.dirname, '../..');
/** Named by the README but made by a build or by the person deploying, never committed. */
const NOT_COMMITTED = new Set(['functions/lib/index.js', 'functions/.env']);
const PATH = /`((?:src|scripts|tests|functions|docs)\/[\w./*-]+)`/g;

test('every path the README names exists', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const paths = [...readme.matchAll(PATH)]
    .map((m) => m[1] ?? '')
    .filter((p) => !p.includes('*') && !NOT_COMMITTED.has(p));
  expect(paths.length).toBeGreaterThan(20);
  expect(paths.filter((p) => !existsSync(join(root, p)))).toEqual([]);
});
