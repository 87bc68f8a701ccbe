/** Temporary: profiles the segment-match and segment-open flows (not a bench). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_END_DATE } from '../../src/domain/demo';
import { launchChromium } from '../lib/chromium';
import { seedClonedActivities } from './history-seed';
import { previewForBench } from './import.bench';
import { loopSegmentGpx, seedLoopPasses } from './segments-seed';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[] }

function summarise(p: Profile, label: string) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const n = byId.get(id)!;
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000);
  });
  console.log(`--- ${label}: top self time (ms)`);
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(v.toFixed(1).padStart(8), k);
}

const server = await previewForBench();
const { context, close } = await launchChromium();
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.url}/segments`);
  const t0 = Date.now();
  await seedClonedActivities(page, 9750, DEFAULT_END_DATE);
  await seedLoopPasses(page, 250, DEFAULT_END_DATE - 400 * 86_400_000);
  console.log('seeded in', (Date.now() - t0) / 1000, 's');
  const file = join(mkdtempSync(join(tmpdir(), 'seg-prof-')), 'loop.gpx');
  writeFileSync(file, loopSegmentGpx());
  for (let round = 0; round < Number(process.env.ROUNDS ?? 1); round++) {
    await page.goto(`${server.url}/segments`);
    await page.getByLabel('New segment from a GPX file').setInputFiles(file);
    const dialog = page.getByRole('dialog', { name: 'Name the new segment' });
    await dialog.getByLabel('Segment name').fill(`P${round}`);
    await page.evaluate(`(() => { window.__t = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__t.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask' }); })()`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const c0 = await page.evaluate<number>('performance.now()');
    await dialog.getByRole('button', { name: 'Create segment' }).click();
    await page.locator('h1', { hasText: `P${round}` }).waitFor({ timeout: 120_000 });
    await page.locator('.leaderboard tbody tr').first().waitFor();
    const c1 = await page.evaluate<number>('performance.now()');
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    console.log(`create->page ${Math.round(c1 - c0)} ms (load ${loadavg()[0]!.toFixed(1)}); long tasks`, JSON.stringify(await page.evaluate('window.__t.filter(t => t[0] >= ' + c0 + ')')));
    summarise(profile, 'create');
    await cdp.send('Profiler.start');
    await page.reload();
    await page.locator('.leaderboard tbody tr').first().waitFor();
    const o1 = await page.evaluate<number>('performance.now()');
    const { profile: p2 } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    console.log(`open ${Math.round(o1)} ms; long tasks`, JSON.stringify(await page.evaluate('performance.getEntriesByType("longtask").map(e=>[Math.round(e.startTime),Math.round(e.duration)])')));
    summarise(p2, 'open');
  }
} finally {
  await close();
  await server.close();
}
