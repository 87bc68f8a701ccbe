/**
 * A verbose profile of a benchmark run (set BENCH_PROFILE=1): a Chrome trace over the Chrome DevTools
 * Protocol with only the categories needed to say where the time went, summarised while it streams
 * (nothing is written to disk):
 *   busy per thread   the sum and the longest of top-level tasks ('toplevel' RunTask events) per
 *                     thread of the page's renderer (main thread, each worker)
 *   hot functions     self time per function and thread, from the V8 sampling profiler's chunks
 *                     ('disabled-by-default-v8.cpu_profiler'), which covers workers too
 * The summary is printed to stderr by the benchmark; it is a diagnosis aid, not a figure.
 */
import type { CDPSession } from 'playwright-core';

export const PROFILE_FLAG = 'BENCH_PROFILE';
const TOP_FUNCTIONS = 40;
const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  id?: string;
  dur?: number;
  args?: {
    name?: string;
    data?: {
      cpuProfile?: {
        nodes?: {
          id: number;
          callFrame?: { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number };
        }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

interface ThreadTotals {
  busyUs: number;
  longestUs: number;
  tasks: number;
}

export interface TraceProfile {
  stop: () => Promise<string>;
}

export const profileWanted = (): boolean => process.env[PROFILE_FLAG] === '1';

export async function startTraceProfile(cdp: CDPSession): Promise<TraceProfile> {
  const threads = new Map<string, ThreadTotals>();
  const names = new Map<string, string>();
  /** profile id -> thread key; node key -> frame label; per thread key: label -> self µs */
  const profileThread = new Map<string, string>();
  const frames = new Map<string, string>();
  const self = new Map<string, Map<string, number>>();
  const key = (e: TraceEvent) => `${e.pid}:${e.tid}`;

  function onEvent(e: TraceEvent): void {
    if (e.ph === 'M' && e.name === 'thread_name') names.set(key(e), e.args?.name ?? '?');
    else if (e.ph === 'X' && TASK_NAMES.has(e.name) && e.dur !== undefined) {
      const t = threads.get(key(e)) ?? { busyUs: 0, longestUs: 0, tasks: 0 };
      t.busyUs += e.dur;
      t.longestUs = Math.max(t.longestUs, e.dur);
      t.tasks++;
      threads.set(key(e), t);
    } else if (e.name === 'Profile' && e.id) profileThread.set(e.id, key(e));
    else if (e.name === 'ProfileChunk' && e.id) onChunk(e, profileThread.get(e.id) ?? key(e));
  }

  function onChunk(e: TraceEvent, thread: string): void {
    const data = e.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? []) {
      const f = n.callFrame ?? {};
      const file = (f.url ?? '').split('/').pop() ?? '';
      const at = `${(f.lineNumber ?? -1) + 1}:${(f.columnNumber ?? -1) + 1}`;
      frames.set(`${e.id}:${n.id}`, `${f.functionName || '(anonymous)'} ${file}:${at}`);
    }
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    const perThread = self.get(thread) ?? new Map<string, number>();
    self.set(thread, perThread);
    samples.forEach((node, i) => {
      const label = frames.get(`${e.id}:${node}`) ?? `node ${node}`;
      perThread.set(label, (perThread.get(label) ?? 0) + Math.max(0, deltas[i] ?? 0));
    });
  }

  cdp.on('Tracing.dataCollected', (p) => (p.value as unknown as TraceEvent[]).forEach(onEvent));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: ['toplevel', '__metadata', 'disabled-by-default-v8.cpu_profiler', 'v8'],
    },
  });

  return {
    async stop() {
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await complete;
      const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
      const lines: string[] = ['profile: busy per thread (top-level tasks)'];
      const sorted = [...threads].sort((a, b) => b[1].busyUs - a[1].busyUs).slice(0, 12);
      for (const [k, t] of sorted)
        lines.push(
          `  ${names.get(k) ?? k} (${k}): busy ${ms(t.busyUs)}, ${t.tasks} tasks, longest ${ms(t.longestUs)}`,
        );
      for (const [k, fns] of self) {
        const total = [...fns.values()].reduce((a, b) => a + b, 0);
        if (total < 1e6) continue;
        lines.push(`profile: self time on ${names.get(k) ?? k} (${k}), ${ms(total)} sampled`);
        for (const [label, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, TOP_FUNCTIONS))
          lines.push(`  ${ms(us).padStart(9)}  ${label}`);
      }
      return lines.join('\n');
    },
  };
}
