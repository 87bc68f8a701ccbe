/**
 * `npm run csp:sync`: writes the Content-Security-Policy for this build's configuration (VITE_* in
 * the environment and .env files, as Vite reads them for `vite build`) into firebase.json's Hosting
 * headers. Run it before `firebase deploy` (`npm run deploy:hosting` does); the committed
 * firebase.json holds the policy of an unconfigured build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { contentSecurityPolicy } from './lib/csp';
import { withHostingCsp } from './lib/firebase-json';

const root = join(import.meta.dirname, '..');
const mode = process.argv[2] ?? 'production';
const policy = contentSecurityPolicy(loadEnv(mode, root, 'VITE_'));
const file = join(root, 'firebase.json');
writeFileSync(file, await withHostingCsp(readFileSync(file, 'utf8'), policy));
console.log(`firebase.json: Content-Security-Policy for mode "${mode}":\n${policy}`);
