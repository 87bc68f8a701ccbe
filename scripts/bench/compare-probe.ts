/**
 * In-page probes for the compare benchmark and browser test, as plain JavaScript source (a
 * transpiled function can carry helpers that do not exist in the page).
 *
 * - chartsPainted(series): resolves with performance.now() once every overlaid chart shows
 *   `series` lines with a drawn path, after the next paint (a requestAnimationFrame, then a task).
 * - armHover(): sets window.__compareHover to a promise of the milliseconds from the next pointer
 *   move (its timeStamp: when the browser took the input) to the paint of its update: the same new
 *   grid index in every chart's cursor, the tooltip and the map, with markers on the map; and of
 *   the part after the page's first listener saw the event (the page's own work).
 */
import type { Page } from 'playwright-core';

const CHARTS_PAINTED = `(series) => new Promise((resolve, reject) => {
  const started = performance.now();
  const ready = () => {
    const charts = [...document.querySelectorAll('.compare-chart')];
    return charts.length >= 4 && charts.every((c) => {
      const paths = [...c.querySelectorAll('path.compare-line')];
      return paths.length === series && paths.every((p) => (p.getAttribute('d') || '').length > 10);
    });
  };
  const tick = () => {
    if (ready()) return requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    if (performance.now() - started > 60000) return reject(new Error('charts never painted'));
    requestAnimationFrame(tick);
  };
  tick();
})`;

const ARM_HOVER = `() => {
  const before = document.querySelector('.map-view')?.getAttribute('data-cursor-index') ?? 'none';
  window.addEventListener('pointermove', (e) => { window.__compareLastMove = e.timeStamp; window.__compareSeenAt = performance.now(); }, { capture: true, once: true });
  window.__compareHover = new Promise((resolve, reject) => {
    const check = () => {
      const map = document.querySelector('.map-view')?.getAttribute('data-cursor-index');
      const tip = document.querySelector('.compare-tooltip')?.getAttribute('data-cursor-index');
      const layers = [...document.querySelectorAll('.compare-chart__hover')];
      const lines = document.querySelectorAll('.compare-chart__cursor').length;
      const markers = Number(document.querySelector('.map-view')?.getAttribute('data-markers') ?? 0);
      return map != null && map !== before && map === tip && lines === layers.length && markers > 0 &&
        layers.every((l) => l.getAttribute('data-cursor-index') === map);
    };
    const observer = new MutationObserver(() => {
      if (!check()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => {
        const now = performance.now();
        resolve({ total: now - (window.__compareLastMove ?? now), inPage: now - (window.__compareSeenAt ?? now) });
      }, 0));
    });
    observer.observe(document.body, { subtree: true, attributes: true, childList: true });
    setTimeout(() => { observer.disconnect(); reject(new Error('the cursor never moved')); }, 10000);
  });
}`;

/** performance.now() in the page once the charts show `series` lines each and have painted. */
export function chartsPainted(page: Page, series: number): Promise<number> {
  return page.evaluate(`(${CHARTS_PAINTED})(${series})`);
}

export interface HoverTiming {
  /** From the input event to the painted update, ms. */
  total: number;
  /** From the page's first listener seeing the event to the painted update, ms. */
  inPage: number;
}

/** How long a pointer move takes to the painted cursor, tooltip and markers (`move` does the move). */
export async function hoverLatency(page: Page, move: () => Promise<void>): Promise<HoverTiming> {
  await page.evaluate(`(${ARM_HOVER})()`);
  await move();
  return page.evaluate('window.__compareHover');
}
