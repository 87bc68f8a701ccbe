/**
 * import-hostile: crafted files picked one at a time on the Import page of the built app in headless
 * Chromium (issue 20). For each: the longest main-thread task from the change event until "Import
 * finished" ('longtask' observer, as in import-1000), the time until then (its clear failure), the
 * reason shown, and that nothing was stored (the app's IndexedDB summaries).
 *
 *   lying.gpx.gz      2 GiB of padding gzipped to ~2 MB whose size trailer says 1,000 bytes
 *   five-lying.zip    five such files stored in one zip (~10 MB)
 *   deflate-bomb.zip  one entry whose directory says 1,000 bytes and which inflates to 2 GiB
 *   padding.gpx       one track point inside 300 MB of blank padding
 *
 * Budget: no main-thread task over 200 ms for any of them, each refused with its reason and
 * nothing stored. The files are written once into the temporary folder. `--no-build` reuses dist/.
 */
import { closeSync, existsSync, mkdirSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { launchChromium } from '../lib/chromium';
import { bombZip, deflatedBlanks, gzipAround, STORED_COUNT } from '../lib/crafted-files';
import { FINISHED, INSTALL_PROBE, previewForBench, type Probe } from './import.bench';
import type { Bench, BenchResult } from './types';

export const BUDGET_TASK_MS = 200;
const POLL_MS = 100;
const TIMEOUT_MS = 180_000;
const GIB = 1024 * 1024 * 1024;
const PADDING_BYTES = 300 * 1024 * 1024;
const DIR = join(tmpdir(), 'gpx-bench-hostile-v1');

const POINT =
  '<trk><trkseg><trkpt lat="48.1" lon="2.3"><time>2024-05-01T07:00:00Z</time></trkpt></trkseg></trk>';

/** Writes the crafted files once; returns their paths. */
export async function hostileFiles(): Promise<string[]> {
  const names = ['lying.gpx.gz', 'five-lying.zip', 'deflate-bomb.zip', 'padding.gpx'];
  const paths = names.map((n) => join(DIR, n));
  if (paths.every((p) => existsSync(p))) return paths;
  mkdirSync(DIR, { recursive: true });
  const raw = await deflatedBlanks(2 * GIB);
  const lying = gzipAround(raw, 1000);
  writeFileSync(paths[0]!, lying);
  const five: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (let i = 1; i <= 5; i++) five[`activities/${i}.gpx.gz`] = [lying, { level: 0 }];
  writeFileSync(paths[1]!, zipSync(five));
  // A real zip of a small file, then its entry's data swapped for the 2 GiB stream (directory kept).
  writeFileSync(paths[2]!, bombZip(raw));
  const fd = openSync(paths[3]!, 'w');
  writeSync(fd, `<?xml version="1.0"?><gpx version="1.1" creator="bench">`);
  const blank = Buffer.alloc(16 * 1024 * 1024, 0x20);
  for (let n = 0; n < PADDING_BYTES; n += blank.length) writeSync(fd, blank);
  writeSync(fd, `${POINT}</gpx>`);
  closeSync(fd);
  return paths;
}

interface FileFigures {
  name: string;
  longestTaskMs: number;
  seconds: number;
  reason: string;
  stored: number;
}

async function measure(): Promise<FileFigures[]> {
  const files = await hostileFiles();
  const server = await previewForBench();
  const { context, close } = await launchChromium();
  const out: FileFigures[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const path of files) {
      await page.goto(`${server.url}/import`);
      const input = page.getByLabel('Choose files', { exact: true });
      await input.waitFor({ state: 'attached' });
      await page.evaluate(INSTALL_PROBE);
      await input.setInputFiles([path]);
      const deadline = Date.now() + TIMEOUT_MS;
      while (!(await page.evaluate<boolean>(FINISHED))) {
        if (Date.now() > deadline)
          throw new Error(`${path}: no "Import finished" after ${TIMEOUT_MS / 1000} s`);
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
      const probe = await page.evaluate<Probe>('window.__importProbe');
      const { start, end } = probe;
      if (start === null || end === null) throw new Error('import start or end not seen');
      const inWindow = probe.tasks.filter((t) => t.start + t.duration >= start && t.start <= end);
      const reason = (await page.locator('.import-result__detail').first().textContent()) ?? '';
      out.push({
        name: path.split('/').pop() ?? path,
        longestTaskMs: inWindow.reduce((m, t) => Math.max(m, t.duration), 0),
        seconds: (end - start) / 1000,
        reason: reason.trim(),
        stored: await page.evaluate<number>(STORED_COUNT),
      });
    }
  } finally {
    await close();
    await server.close();
  }
  return out;
}

async function run(): Promise<BenchResult> {
  const figures = await measure();
  const worst = figures.reduce((m, f) => Math.max(m, f.longestTaskMs), 0);
  const stored = figures.reduce((n, f) => n + f.stored, 0);
  return {
    figure: Math.round(worst),
    unit: 'ms',
    comparison:
      figures
        .map(
          (f) =>
            `${f.name}: ${Math.round(f.longestTaskMs)} ms, refused after ${f.seconds.toFixed(1)} s "${f.reason}"`,
        )
        .join('; ') +
      `; ${stored} stored; budget ${BUDGET_TASK_MS} ms longest task, nothing stored; ` +
      `machine load ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores`,
    withinBudget: worst <= BUDGET_TASK_MS && stored === 0,
  };
}

const benches: Bench[] = [{ name: 'import-hostile', run }];
export default benches;
