/** Reads and rewrites the Content-Security-Policy header of firebase.json's Hosting config. */
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';

const headerSchema = z.object({ key: z.string(), value: z.string() });
const firebaseJsonSchema = z.looseObject({
  hosting: z.looseObject({
    headers: z.array(z.looseObject({ source: z.string(), headers: z.array(headerSchema) })),
  }),
});

const CSP = 'Content-Security-Policy';

/** The policy that firebase.json sends with every page (source "**"), if any. */
export function hostingCsp(json: string): string | undefined {
  const config = firebaseJsonSchema.parse(JSON.parse(json));
  return config.hosting.headers.find((h) => h.source === '**')?.headers.find((h) => h.key === CSP)?.value;
}

/**
 * firebase.json's text with the "**" policy set to `policy` (added when missing), formatted as the
 * repository formats JSON; every other key keeps its place.
 */
export async function withHostingCsp(json: string, policy: string): Promise<string> {
  // Checked against the schema, then changed in place in the parsed JSON (key order kept).
  firebaseJsonSchema.parse(JSON.parse(json));
  const config = JSON.parse(json) as z.infer<typeof firebaseJsonSchema>;
  let all = config.hosting.headers.find((h) => h.source === '**');
  if (!all) {
    all = { source: '**', headers: [] };
    config.hosting.headers.unshift(all);
  }
  const header = all.headers.find((h) => h.key === CSP);
  if (header) header.value = policy;
  else all.headers.unshift({ key: CSP, value: policy });
  const filepath = join(import.meta.dirname, '../../firebase.json');
  const options = (await resolveConfig(filepath)) ?? {};
  return format(JSON.stringify(config, null, 2), { ...options, filepath });
}
