/**
 * `npm run demo -- --count N --out DIR [--seed S] [--mix]`: writes N demo GPX files (deterministic
 * for a seed) into DIR, creating it, and prints a one-line summary. With --mix the same activities
 * come as a Strava-like mix of 60% FIT, 25% GPX and 15% TCX (scripts/lib/demo-formats.ts). Usage
 * errors exit with code 2.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateDemoActivity } from '../src/domain/demo/index';
import { demoFormatFile } from './lib/demo-formats';

export const USAGE = 'usage: npm run demo -- --count N --out DIR [--seed S] [--mix]';
/** Upper bound on --count: a guard against typos (100,000 files is ~25 GB). */
export const MAX_COUNT = 100_000;

export interface DemoArgs {
  count: number;
  out: string;
  seed: number;
  /** FIT, GPX and TCX files mixed (else GPX only). */
  mix: boolean;
}

export type ParsedDemoArgs = { ok: true; args: DemoArgs } | { ok: false; error: string };

function readInteger(flag: string, value: string | undefined, min: number, max: number): number | string {
  if (value === undefined || value === '' || value.startsWith('--')) return `${flag} needs a value`;
  if (!/^-?\d+$/.test(value)) return `${flag} must be an integer, got "${value}"`;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min || n > max)
    return `${flag} must be between ${min} and ${max}, got ${value}`;
  return n;
}

/** Parses `--count N --out DIR [--seed S] [--mix]` (also `--flag=value`). */
export function parseDemoArgs(argv: readonly string[]): ParsedDemoArgs {
  const values = new Map<string, string | undefined>();
  const mix = argv.includes('--mix');
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--mix') continue;
    const match = /^(--[a-z]+)(?:=(.*))?$/.exec(arg);
    if (!match?.[1] || !['--count', '--out', '--seed'].includes(match[1]))
      return { ok: false, error: `unknown argument "${arg}"` };
    if (values.has(match[1])) return { ok: false, error: `${match[1]} given twice` };
    const next = argv[i + 1];
    const inline = match[2];
    if (inline !== undefined) values.set(match[1], inline);
    else if (next !== undefined && !next.startsWith('--')) values.set(match[1], argv[++i]);
    else values.set(match[1], undefined);
  }
  const count = readInteger('--count', values.get('--count'), 1, MAX_COUNT);
  if (typeof count === 'string')
    return { ok: false, error: values.has('--count') ? count : '--count is required' };
  const seed = values.has('--seed') ? readInteger('--seed', values.get('--seed'), 0, 0xffffffff) : 1;
  if (typeof seed === 'string') return { ok: false, error: seed };
  const out = values.get('--out');
  if (out === undefined || out === '' || out.startsWith('--'))
    return { ok: false, error: '--out DIR is required' };
  return { ok: true, args: { count, out, seed, mix } };
}

export interface DemoRunResult {
  files: number;
  bytes: number;
  seconds: number;
  formats: { gpx: number; fit: number; tcx: number };
}

/** Writes the demo set; returns what was written. */
export function writeDemoSet(args: DemoArgs): DemoRunResult {
  const dir = resolve(args.out);
  mkdirSync(dir, { recursive: true });
  const started = performance.now();
  let bytes = 0;
  const formats = { gpx: 0, fit: 0, tcx: 0 };
  for (let i = 0; i < args.count; i++) {
    const options = { seed: args.seed, count: args.count };
    if (args.mix) {
      const file = demoFormatFile(i, options);
      writeFileSync(join(dir, file.fileName), file.bytes);
      formats[file.format]++;
      bytes += file.bytes.length;
      continue;
    }
    const file = generateDemoActivity(i, options);
    const data = Buffer.from(file.gpx, 'utf8');
    writeFileSync(join(dir, file.fileName), data);
    formats.gpx++;
    bytes += data.length;
  }
  return { files: args.count, bytes, seconds: (performance.now() - started) / 1000, formats };
}

function kinds(r: DemoRunResult): string {
  const { gpx, fit, tcx } = r.formats;
  return fit + tcx === 0 ? 'GPX' : `(${gpx} GPX, ${fit} FIT, ${tcx} TCX)`;
}

export function formatSummary(args: DemoArgs, r: DemoRunResult): string {
  const mb = r.bytes / 1e6;
  const secs = Math.max(r.seconds, 1e-3);
  return (
    `demo: wrote ${r.files} ${kinds(r)} files (${mb.toFixed(1)} MB, avg ${(r.bytes / r.files / 1024).toFixed(0)} KB) ` +
    `to ${resolve(args.out)} in ${r.seconds.toFixed(1)} s ` +
    `(${(r.files / secs).toFixed(0)} files/s, ${(mb / secs).toFixed(1)} MB/s), seed ${args.seed}`
  );
}

function main(argv: readonly string[]): number {
  const parsed = parseDemoArgs(argv);
  if (!parsed.ok) {
    console.error(`demo: ${parsed.error}\n${USAGE}`);
    return 2;
  }
  try {
    console.log(formatSummary(parsed.args, writeDemoSet(parsed.args)));
    return 0;
  } catch (err) {
    console.error(`demo: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
    return 1;
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
