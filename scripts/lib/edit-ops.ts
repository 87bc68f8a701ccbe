/**
 * `--edit OPS.json` of `npm run stats`: the operation list (src/domain/edits/types.ts), read and
 * checked with the app's own schema.
 */
import { readFileSync } from 'node:fs';
import { describeEditOpsError, editOpsSchema, type EditOp } from '../../src/domain/edits/types';

/** The operations of --edit, or null without it; `usage` makes the error for a bad option. */
export function readEditOps(argv: readonly string[], usage: (message: string) => Error): EditOp[] | null {
  const at = argv.indexOf('--edit');
  if (at < 0) return null;
  const path = argv[at + 1];
  if (path === undefined || path.startsWith('--')) throw usage('--edit needs a JSON file of operations');
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw usage(`cannot read ${path} as JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  const parsed = editOpsSchema.safeParse(json);
  if (!parsed.success)
    throw usage(`${path} is not a list of edit operations: ${describeEditOpsError(parsed.error)}`);
  return parsed.data;
}

/** The arguments without --edit and its file. */
export function withoutEditArgs(argv: readonly string[]): string[] {
  const at = argv.indexOf('--edit');
  return at < 0 ? [...argv] : [...argv.slice(0, at), ...argv.slice(at + 2)];
}
