/**
 * Node side of the browser seeders (history, heat, compare): bundles a seed entry script
 * (`*-seed-entry.ts`, Vite library build, one IIFE) once per process and injects it into a page of
 * the running app, so activities are written to the app's own IndexedDB through the TrackStore
 * port without an import through the UI. The entry sets `window[globalName]`.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const bundles = new Map<string, Promise<string>>();

async function bundle(entry: string, globalName: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `${basename(entry, '.ts')}-`));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      root: join(here, '..', '..'),
      build: {
        outDir,
        emptyOutDir: true,
        minify: false,
        sourcemap: false,
        lib: { entry: join(here, entry), formats: ['iife'], name: globalName, fileName: () => 'seed.js' },
      },
    });
    const file = readdirSync(outDir).find((f) => f.endsWith('.js'));
    if (!file) throw new Error(`the seed bundle of ${entry} was not written`);
    return readFileSync(join(outDir, file), 'utf8');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** The bundled source of a seed entry (file name in scripts/bench), built once per process. */
export function seedScript(entry: string, globalName: string): Promise<string> {
  let script = bundles.get(entry);
  if (!script) {
    script = bundle(entry, globalName);
    bundles.set(entry, script);
  }
  return script;
}

/** Pages that already serve a seed script, by its path. */
const routed = new WeakMap<Page, Set<string>>();

/**
 * Injects the seed entry into the page unless `window[globalName]` is already there. The app's
 * Content-Security-Policy allows scripts from its own origin only (no inline script), so the seed is
 * served as a same-origin URL (a Playwright route answers it) and loaded from there.
 */
export async function injectSeed(page: Page, entry: string, globalName: string): Promise<void> {
  const loaded = await page.evaluate((name) => name in window, globalName);
  if (loaded) return;
  const script = await seedScript(entry, globalName);
  const path = `/__seed/${globalName}.js`;
  const paths = routed.get(page) ?? new Set<string>();
  routed.set(page, paths);
  if (!paths.has(path)) {
    paths.add(path);
    await page.route(`**${path}`, (route) => route.fulfill({ body: script, contentType: 'text/javascript' }));
  }
  await page.addScriptTag({ url: path });
}
