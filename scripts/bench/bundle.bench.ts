/**
 * initial-js: the JavaScript the first page (/, a fresh profile) actually loads, in gzip bytes.
 *
 * The built app (dist/) is served and opened in headless Chromium; every JS response the page
 * receives until the network is idle (entry, modulepreloads, the lazy route chunk, anything a
 * worker loads) is mapped back to its file in dist/ and gzipped with node:zlib (level 9, as a
 * static host would precompress). 1 KB = 1,000 bytes. Each file's source map names the packages
 * bundled in it (a file without one, such as Vite's small runtime helpers, is searched for the
 * libraries' names), so the bench also says whether deck.gl, MapLibre, Recharts or Firebase are
 * among them, with the gzip KB of the files that carry each (they must load only on the pages
 * that use them). Budget: 250 KB and none of the four.
 * `--no-build` reuses dist/.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../lib/chromium';
import { ROOT } from '../lib/preview-server';
import { previewForBench } from './import.bench';
import type { Bench, BenchResult } from './types';

export const BUDGET_KB = 250;
const BYTES_PER_KB = 1000;

/** Libraries that must stay out of the first page, and how their files show in a source map. */
export const HEAVY_LIBRARIES: Record<string, RegExp> = {
  'deck.gl': /node_modules\/@deck\.gl\//,
  maplibre: /node_modules\/(maplibre-gl|@maplibre)\//,
  recharts: /node_modules\/recharts\//,
  firebase: /node_modules\/(firebase|@firebase)\//,
};

export interface LoadedScript {
  /** Path under dist/ ("assets/index-abc.js"). */
  file: string;
  gzipBytes: number;
  /** Heavy libraries found in it (its source map, else its text). */
  libraries: string[];
}

/** Words that give a library away in a bundled file without a source map (Vite's tiny runtime helpers). */
const LIBRARY_WORDS: Record<string, RegExp> = {
  'deck.gl': /deck\.gl|luma\.gl/i,
  maplibre: /maplibre/i,
  recharts: /recharts/i,
  firebase: /firebase/i,
};

/** Heavy libraries in a dist file: from its source map, else from its text. */
function librariesIn(distFile: string): string[] {
  const mapFile = `${distFile}.map`;
  if (!existsSync(mapFile)) {
    const text = readFileSync(distFile, 'utf8');
    return Object.keys(HEAVY_LIBRARIES).filter((name) => LIBRARY_WORDS[name]?.test(text));
  }
  const { sources } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[] };
  return Object.entries(HEAVY_LIBRARIES)
    .filter(([, pattern]) => (sources ?? []).some((s) => pattern.test(s)))
    .map(([name]) => name);
}

/** The JS files the first page loads, measured. */
export async function firstPageScripts(): Promise<LoadedScript[]> {
  const server = await previewForBench();
  const { context, close } = await launchChromium();
  const urls = new Set<string>();
  try {
    context.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(server.url).origin && /\.m?js$/.test(url.pathname)) urls.add(url.pathname);
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  } finally {
    await close();
    await server.close();
  }
  return [...urls].sort().map((pathname) => {
    const distFile = join(ROOT, 'dist', decodeURIComponent(pathname));
    if (!existsSync(distFile)) throw new Error(`loaded ${pathname}, which is not in dist/`);
    return {
      file: pathname.slice(1),
      gzipBytes: gzipSync(readFileSync(distFile), { level: 9 }).length,
      libraries: librariesIn(distFile),
    };
  });
}

/** Gzip KB of the loaded files that contain this library (whole files: chunks mix modules). */
function libraryKb(scripts: LoadedScript[], name: string): number {
  const bytes = scripts.filter((s) => s.libraries.includes(name)).reduce((sum, s) => sum + s.gzipBytes, 0);
  return Math.round(bytes / BYTES_PER_KB);
}

async function run(): Promise<BenchResult> {
  const scripts = await firstPageScripts();
  if (scripts.length === 0) throw new Error('the first page loaded no JavaScript');
  const kb = scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / BYTES_PER_KB;
  const found = [...new Set(scripts.flatMap((s) => s.libraries))];
  const heavy =
    found.length > 0
      ? `LOADS ${found.map((name) => `${name} (${libraryKb(scripts, name)} KB)`).join(', ')}`
      : `none of ${Object.keys(HEAVY_LIBRARIES).join(', ')}`;
  return {
    figure: Math.round(kb * 10) / 10,
    unit: 'KB gzip',
    comparison: `budget ${BUDGET_KB} KB; ${scripts.length} JS files; ${heavy}`,
    withinBudget: kb <= BUDGET_KB && found.length === 0,
  };
}

const benches: Bench[] = [{ name: 'initial-js', run }];
export default benches;
