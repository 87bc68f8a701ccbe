/** Serves the built app (dist/) on 127.0.0.1 with Vite's preview server, building it first if needed. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';

export const ROOT = join(import.meta.dirname, '..', '..');

export interface BuildOptions {
  /** Output folder (default: dist/ of the repo). */
  outDir?: string;
  /** Extra environment for `vite build` (e.g. VITE_* settings). */
  env?: Record<string, string>;
}

export function buildApp(options: BuildOptions = {}): void {
  const outDir = options.outDir ? ['--outDir', options.outDir, '--emptyOutDir'] : [];
  execFileSync('npx', ['vite', 'build', ...outDir, '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
  });
}

export interface Preview {
  url: string;
  close: () => Promise<void>;
}

export async function startPreview(
  options: BuildOptions & {
    build?: boolean;
    port?: number;
    headers?: Record<string, string>;
    /** Project whose vite config serves outDir (default: this repo; a built older commit for a baseline). */
    root?: string;
  } = {},
): Promise<Preview> {
  const outDir = options.outDir ?? join(ROOT, 'dist');
  if (options.build || !existsSync(join(outDir, 'index.html'))) buildApp(options);
  const server = await preview({
    root: options.root ?? ROOT,
    logLevel: 'warn',
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port: options.port ?? 4173,
      strictPort: false,
      open: false,
      ...(options.headers ? { headers: options.headers } : {}),
    },
  });
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? `http://127.0.0.1:${options.port ?? 4173}`;
  return { url, close: () => server.close() };
}
