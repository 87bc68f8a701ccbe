/**
 * axe-core in the browser tests: WCAG 2.0/2.1/2.2 level A and AA rules (axe's `wcag2a`, `wcag2aa`,
 * `wcag21a`, `wcag21aa`, `wcag22aa` tags) on what the page shows now. Every page and every open
 * dialog must have zero violations; a new page's test calls `expectNoAxeViolations` too. Rules axe
 * marks `experimental` are left out, as axe's own default run does. Running CSS transitions are let
 * finish first (settle()), or axe would measure a colour half-way through a theme change: on a busy
 * machine a 120 ms transition can still be at its first frame after a fixed wait.
 * axe is evaluated through the DevTools protocol, so a page's Content-Security-Policy does not block it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const WCAG_A_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Frames to wait for style changes (a colour scheme switch) to start their transitions. */
const SETTLE_FRAMES = 2;
/** Longest wait for transitions to end (one that never runs must not hang the test), ms. */
const SETTLE_MAX_MS = 3000;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** axe's explanation for the first node (e.g. the colours and ratio of a contrast failure). */
  why: string;
}

/** Resolves once the page's pending style changes have run and every CSS transition has ended. */
async function settle(page: Page): Promise<void> {
  const stuck = await page.evaluate(
    async ({ frames, maxMs }) => {
      for (let i = 0; i < frames; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
      const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
      const ended = Promise.allSettled(transitions.map((a) => a.finished)).then((): string[] => []);
      const late = new Promise<string[]>((resolve) =>
        setTimeout(() => {
          const running = transitions.filter((a) => a.playState !== 'finished');
          const target = (a: CSSTransition) => (a.effect as KeyframeEffect | null)?.target?.className ?? '?';
          resolve(running.map((a) => `${a.transitionProperty} of .${target(a)}`));
        }, maxMs),
      );
      return Promise.race([ended, late]);
    },
    { frames: SETTLE_FRAMES, maxMs: SETTLE_MAX_MS },
  );
  if (stuck.length > 0)
    console.warn(`axe: transitions still running after ${SETTLE_MAX_MS} ms: ${stuck.join(', ')}`);
}

/** One line per violation of the WCAG A/AA rules in `page` (within `selector`, default the page). */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  await settle(page);
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
          why: v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? '',
        }));
    },
    { tags: WCAG_A_AA_TAGS, selector },
  );
  return violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.targets.join(' | ')}: ${v.why}`,
  );
}

/**
 * Fails the test, naming `what` and every violation, unless axe finds none. A soft assertion: the
 * test goes on, so one run lists the violations of every page and dialog it visits.
 */
export async function expectNoAxeViolations(page: Page, what: string, selector?: string): Promise<void> {
  expect.soft(await axeViolations(page, selector), `axe violations on ${what}`).toEqual([]);
}
