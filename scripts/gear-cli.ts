/**
 * `npm run gear -- <export zip, folder or files>...`: totals per gear of a bulk export, one NDJSON
 * line per gear, `{"gear":"<name>","activities":N,"distanceM":N,"movingS":N}`, in name order: the
 * totals the app's Gear page shows after importing the same export into an empty store.
 *
 * The inputs are read as the Import page reads them (scripts/lib/export-reader.ts): each folder on
 * its own, the files given (activity files, zips, an activities.csv) together as one pick of its
 * file input, so an activities.csv among them names the gear of all of them.
 *
 * The same domain code as the app: each file is parsed and processed as an import does
 * (parseActivity, processParsed; a data logger's file gives its parts), the export's CSV row puts
 * its name, sport and gear on it (applyExportActivity), CSV rows without a file are manual
 * activities (manualSummary). Duplicates are counted once: the same content (SHA-256 content id)
 * once, and probable duplicates (domain/exports/duplicates.ts) as the import decides them in
 * listing order: a later, richer file replaces the earlier one, else the later one is left out.
 * Gear is created once per export name that a kept activity's row gives (domain/gear/export-gear.ts;
 * a row whose activity is left out or replaced makes none, as the import takes such a gear back:
 * features/import/controller/import-gear.ts), and totalled by
 * domain/gear/totals.ts: distanceM in metres (rounded to 0.1 m), movingS in seconds (moving
 * time, elapsed where unknown).
 *
 * Exit status: 0 once every input was read (unreadable files are skipped with one stderr line
 * each), 2 on usage errors before any output.
 */
import { existsSync } from 'node:fs';
import { gearReport } from './lib/gear-report';

const USAGE = 'usage: npm run gear -- <export zip, folder or files>...';

async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const unknown = argv.find((a) => a.startsWith('--'));
  const missing = argv.find((a) => !a.startsWith('--') && !existsSync(a));
  const problem = unknown
    ? `unknown option ${unknown}`
    : argv.length === 0
      ? 'no export given'
      : missing
        ? `no such file or folder: ${missing}`
        : null;
  if (problem) {
    process.stderr.write(`gear: ${problem}\n${USAGE}\n`);
    return 2;
  }
  for (const line of await gearReport(argv)) process.stdout.write(`${JSON.stringify(line)}\n`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
