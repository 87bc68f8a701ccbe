/**
 * The one import of zod in src/: `import { z } from '../domain/zod'` (a test keeps it so).
 *
 * zod compiles fast object parsers with `new Function`, and probes whether eval is allowed when each
 * object schema is created. Under the app's Content-Security-Policy (no 'unsafe-eval') that probe is
 * reported as a violation on every page load. Jitless mode skips the probe and the compiled parsers
 * (the app's schemas are small; the interpreted path costs nothing noticeable). Because every module
 * that builds a schema imports z from here, this configuration runs before the first schema exists,
 * whatever order the bundler puts the chunks in.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
