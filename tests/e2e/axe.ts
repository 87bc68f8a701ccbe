/**
 * axe-core in the browser tests: WCAG 2.0/2.1/2.2 level A and AA rules (axe's `wcag2a`, `wcag2aa`,
 * `wcag21a`, `wcag21aa`, `wcag22aa` tags) on what the page shows now. Every page and every open
 * dialog must have zero violations; a new page's test calls `expectNoAxeViolations` too. Rules axe
 * marks `experimental` are left out, as axe's own default run does. Colour transitions are let
 * finish first (SETTLE_MS), or axe would measure a colour half-way through a theme change.
 * axe is evaluated through the DevTools protocol, so a page's Content-Security-Policy does not block it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const WCAG_A_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Longer than the app's --transition (120 ms). */
const SETTLE_MS = 400;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** One line per violation of the WCAG A/AA rules in `page` (within `selector`, default the page). */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  await page.waitForTimeout(SETTLE_MS);
  const violations = await page.evaluate(
    async ({ tags, selector }): Promise<Violation[]> => {
      const { axe } = window as unknown as { axe: typeof Axe };
      const results = await axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations
        .filter((v) => !v.tags.includes('experimental'))
        .map((v) => ({
          id: v.id,
          impact: v.impact ?? null,
          help: v.help,
          targets: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        }));
    },
    { tags: WCAG_A_AA_TAGS, selector },
  );
  return violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.targets.join(' | ')}`);
}

/** Fails the test, naming `what` and every violation, unless axe finds none. */
export async function expectNoAxeViolations(page: Page, what: string, selector?: string): Promise<void> {
  expect(await axeViolations(page, selector), `axe violations on ${what}`).toEqual([]);
}
