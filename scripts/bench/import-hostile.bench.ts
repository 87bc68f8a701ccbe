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
import { constants, createDeflateRaw } from 'node:zlib';
import { zipSync } from 'fflate';
import { launchChromium } from '../lib/chromium';
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

/** 2 GiB of blank padding as one raw DEFLATE stream (~2 MB at level 9), streamed through node's zlib. */
async function deflatedPadding(): Promise<Buffer> {
  const chunk = Buffer.alloc(64 * 1024 * 1024, 0x20);
  const deflate = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION });
  const parts: Buffer[] = [];
  deflate.on('data', (d: Buffer) => parts.push(d));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let n = 0; n < 2 * GIB; n += chunk.length)
    if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

/** A gzip file of `raw` DEFLATE whose ISIZE trailer says `stated` bytes. */
function gzipAround(raw: Buffer, stated: number): Uint8Array {
  const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(0, 0);
  trailer.writeUInt32LE(stated, 4);
  return new Uint8Array(Buffer.concat([header, raw, trailer]));
}

/** Writes the crafted files once; returns their paths. */
export async function hostileFiles(): Promise<string[]> {
  const names = ['lying.gpx.gz', 'five-lying.zip', 'deflate-bomb.zip', 'padding.gpx'];
  const paths = names.map((n) => join(DIR, n));
  if (paths.every((p) => existsSync(p))) return paths;
  mkdirSync(DIR, { recursive: true });
  const raw = await deflatedPadding();
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

/** A zip whose one entry says 1,000 bytes (method 8) and holds `raw`, a 2 GiB DEFLATE stream. */
function bombZip(raw: Buffer): Uint8Array {
  const name = Buffer.from('activities/bomb.gpx');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(0x12345678, 14);
  local.writeUInt32LE(raw.length, 18);
  local.writeUInt32LE(1000, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(0x12345678, 16);
  central.writeUInt32LE(raw.length, 20);
  central.writeUInt32LE(1000, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const cdStart = local.length + name.length + raw.length;
  const cdSize = central.length + name.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(cdSize, 12);
  end.writeUInt32LE(cdStart, 16);
  return new Uint8Array(Buffer.concat([local, name, raw, central, name, end]));
}

const STORED_COUNT = `new Promise((resolve, reject) => {
  const open = indexedDB.open('gpx-dashboard');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains('summaries')) return resolve(0);
    const request = db.transaction('summaries').objectStore('summaries').count();
    request.onerror = () => reject(request.error);
    request.onsuccess = () => resolve(request.result);
  };
})`;

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
