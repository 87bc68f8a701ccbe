/**
 * Profiling aid for bench heat-open (not a benchmark): seeds HEAT_BENCH_COUNT activities (default
 * 10,000) into the built app, lets the heatmap build its cache, then opens the Heatmap PROBE_OPENS
 * times with a CPU profile of the page and prints where the time went: the main thread's self time
 * by function and by script, the moments the page created canvases and WebGL contexts, loaded its
 * chunks and painted the first density. Run: npx tsx scripts/bench/heat-open-probe.ts
 */
import { writeFileSync } from 'node:fs';
import { openSeededHeatmap } from './heatmap-session';

const COUNT = Number(process.env.HEAT_BENCH_COUNT ?? 10_000);
const OPENS = Number(process.env.PROBE_OPENS ?? 2);

const MARKS = `(() => {
  const t = () => Math.round(performance.now());
  const marks = (window.__marks = []);
  const get = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
    const t0 = performance.now();
    const ctx = get.call(this, type, ...rest);
    if (!this.__seen || this.__seen !== type) marks.push(t() + ' getContext ' + type + ' (' + Math.round(performance.now() - t0) + ' ms) ' + (this.parentElement?.className ?? ''));
    this.__seen = type;
    return ctx;
  };
  new MutationObserver(() => {
    const el = document.querySelector('[data-heat-painted]');
    if (!el) return;
    const key = el.dataset.heatPainted + '/' + el.dataset.heatStatus + '/' + el.dataset.heatSeq;
    if (marks.at(-1)?.endsWith(key)) return;
    marks.push(t() + ' heat ' + key);
  }).observe(document, { subtree: true, attributes: true, childList: true });
})();`;

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

function summarise(profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] }): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const fn = new Map<string, number>();
  const script = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const n = byId.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const url = n.callFrame.url.replace(/^.*\//, '') || '(native)';
    const name = `${n.callFrame.functionName || '(anon)'} ${url}:${n.callFrame.lineNumber}`;
    fn.set(name, (fn.get(name) ?? 0) + ms);
    script.set(url, (script.get(url) ?? 0) + ms);
  });
  const top = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
      .join('\n');
  return `by function:\n${top(fn, 30)}\nby script:\n${top(script, 12)}`;
}

const { context, page, base, heatUrl, close } = await openSeededHeatmap(COUNT, Date.UTC(2026, 10, 1), 11);
try {
  await page.locator('[data-heat-cached="true"]').waitFor({ timeout: 900_000 });
  await page.addInitScript(MARKS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  for (let i = 0; i < OPENS; i++) {
    await page.goto(`${base}/`);
    await page.waitForTimeout(500);
    await cdp.send('Profiler.start');
    const t0 = Date.now();
    await page.goto(heatUrl);
    await page
      .locator('[data-heat-painted="preview"], [data-heat-painted="engine"]')
      .waitFor({ timeout: 120_000 });
    const painted = Date.now() - t0;
    await page.locator('[data-heat-seq="1"][data-heat-pending="false"]').waitFor({ timeout: 300_000 });
    const engine = Date.now() - t0;
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(`/tmp/heat-open-${i}.cpuprofile`, JSON.stringify(profile));
    const marks = await page.evaluate(() => (window as unknown as { __marks: string[] }).__marks);
    const chunks = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js') || e.name.endsWith('.wasm'))
        .map(
          (e) => `${Math.round((e as PerformanceResourceTiming).responseEnd)} ${e.name.replace(/^.*\//, '')}`,
        ),
    );
    process.stdout.write(
      `open ${i}: painted ${painted} ms, engine ${engine} ms\nmarks:\n  ${marks.join('\n  ')}\nchunks:\n  ${chunks.join('\n  ')}\n${summarise(profile as never)}\n\n`,
    );
  }
} finally {
  await close();
}
