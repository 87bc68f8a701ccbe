/**
 * The built app carries its Content-Security-Policy as a <meta> (for hosts other than Firebase
 * Hosting) and runs under it without a single violation: no eval probe (zod is jitless), no inline
 * script, workers and maps allowed. Violations are collected from the page's own
 * `securitypolicyviolation` events, which fire whether or not the console is read.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BASE_URL, openApp, type Session } from './browser';

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

const PAGES = ['/', '/activities', '/compare', '/heatmap', '/import'];

describe('Content-Security-Policy', () => {
  it('is delivered in index.html and no page violates it', async () => {
    session = await openApp('/');
    const { page } = session;
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    for (const path of PAGES) {
      await page.goto(BASE_URL + path);
      await page.getByRole('main').waitFor();
      await page.waitForTimeout(500);
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations, path).toEqual([]);
    }
    expect(session.errors).toEqual([]);
  });
});
