/** Serves the built app (dist/) on 127.0.0.1 with Vite's preview server, building it first if needed. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';

export const ROOT = join(import.meta.dirname, '..', '..');

export function buildApp(): void {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}

export async function startPreview(options: { build?: boolean; port?: number } = {}): Promise<{
  url: string;
  close: () => Promise<void>;
}> {
  if (options.build || !existsSync(join(ROOT, 'dist', 'index.html'))) buildApp();
  const server = await preview({
    root: ROOT,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: options.port ?? 4173, strictPort: false, open: false },
  });
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? `http://127.0.0.1:${options.port ?? 4173}`;
  return { url, close: () => server.close() };
}
