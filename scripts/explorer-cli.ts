/**
 * `npm run explorer -- <files or folders>...`: explorer tiles, squares, clusters and Eddington
 * numbers of a set of activities, as one JSON object, computed by the same domain code as the app
 * (parseActivity and processParsed for each file, as an import does: a data logger's file is cut
 * into its parts; src/domain/explorer for tiles and Eddington).
 *
 * Inputs: files are read whatever their name; folders are walked recursively (symbolic links to
 * folders are not followed) for GPX, FIT and TCX files (plain or .gz), in sorted order. Gzip content
 * (by its magic bytes) is decompressed first.
 *
 * The object has exactly these keys:
 *   files        files read as activities
 *   tilesZ14, tilesZ17, maxSquareZ14, maxSquareZ17, clusterZ14, clusterZ17
 *                visited tiles, the side of the max square and the tiles of the largest cluster
 *                at zoom 14 and 17 (definitions in src/domain/explorer/tiles.ts, tile-metrics.ts;
 *                planned routes and virtual activities visit none: eligible.ts)
 *   eddingtonKm, eddingtonMi   the Eddington numbers (src/domain/explorer/eddington.ts; days in the
 *                activity's UTC offset where the file gives one, else this process's time zone)
 *   failed       files that could not be read (skipped; each gets one line on stderr)
 * Exit status: 0 once every input was processed, 2 on usage errors (no input, a missing path, an
 * unknown option), before any output.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { ACTIVITY_NAME, walkFiles } from './lib/walk-files';
import { gunzipSync } from 'fflate';
import { eddingtonOf, type DatedDistance } from '../src/domain/explorer/eddington';
import { ExplorerIndex } from '../src/domain/explorer/explorer-index';
import { visitsExplorerTiles } from '../src/domain/explorer/eligible';
import { parseActivity } from '../src/domain/formats/parse-activity';
import { processParsed } from '../src/domain/process-activity';

const USAGE = 'usage: npm run explorer -- <file-or-folder>...';

class UsageError extends Error {}

function collectFiles(paths: readonly string[]): string[] {
  return paths.flatMap((p) => {
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) throw new UsageError(`no such file or folder: ${p}`);
    return st.isDirectory() ? walkFiles(p, ACTIVITY_NAME) : [p];
  });
}

function readBytes(file: string): Uint8Array {
  const bytes = readFileSync(file);
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
}

const oneLine = (e: unknown): string => (e instanceof Error ? e.message : String(e)).replace(/\s+/g, ' ');

export interface ExplorerReport {
  files: number;
  tilesZ14: number;
  tilesZ17: number;
  maxSquareZ14: number;
  maxSquareZ17: number;
  clusterZ14: number;
  clusterZ17: number;
  eddingtonKm: number;
  eddingtonMi: number;
  failed: number;
}

function report(paths: readonly string[]): ExplorerReport {
  const index = new ExplorerIndex();
  const days: DatedDistance[] = [];
  let failed = 0;
  let files = 0;
  for (const file of paths) {
    try {
      const bytes = readBytes(file);
      const fileName = basename(file).replace(/\.gz$/i, '');
      const parsed = parseActivity(bytes, fileName);
      const first = processParsed(parsed, {
        id: file,
        fileName,
        fileSize: bytes.length,
        importedAt: Date.now(),
      });
      for (const { summary, products } of [first, ...first.otherParts]) {
        if (visitsExplorerTiles(summary))
          index.add({ id: summary.id, startMs: summary.startTime ?? NaN, line: products.path });
        days.push(summary);
      }
      files++;
    } catch (e) {
      failed++;
      process.stderr.write(`explorer: skipped ${file}: ${oneLine(e)}\n`);
    }
  }
  const z14 = index.totals(14);
  const z17 = index.totals(17);
  return {
    files,
    tilesZ14: z14.tiles,
    tilesZ17: z17.tiles,
    maxSquareZ14: z14.maxSquare.size,
    maxSquareZ17: z17.maxSquare.size,
    clusterZ14: z14.cluster.size,
    clusterZ17: z17.cluster.size,
    eddingtonKm: eddingtonOf(days, 'km').n,
    eddingtonMi: eddingtonOf(days, 'mi').n,
    failed,
  };
}

function main(argv: readonly string[]): number {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  let files: string[];
  try {
    const unknown = argv.find((a) => a.startsWith('--'));
    if (unknown) throw new UsageError(`unknown option ${unknown}`);
    if (argv.length === 0) throw new UsageError('no file or folder given');
    files = collectFiles(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`explorer: ${err.message}\n${USAGE}\n`);
    return 2;
  }
  process.stdout.write(`${JSON.stringify(report(files))}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
