/**
 * A verbose profile of a benchmark run (set BENCH_PROFILE=1): a Chrome trace over the Chrome DevTools
 * Protocol with only the categories needed to say where the time went, summarised while it streams
 * (nothing is written to disk):
 *   busy per thread   the sum and the longest of top-level tasks ('toplevel' RunTask events) per
 *                     thread of the page's renderer (main thread, each worker)
 *   hot functions     self time per function and thread, from the V8 sampling profiler's chunks
 *                     ('disabled-by-default-v8.cpu_profiler'), which covers workers too
 *   slow events       with `{ timeline: true }`: the costliest named trace events (layout, paint,
 *                     GPU command-buffer waits, shader compiles: 'devtools.timeline' and 'gpu')
 *                     per thread, and the long top-level tasks placed in time from the page's first
 *                     `performance.mark` (e.g. a click), to tell what the main thread's native time
 *                     ("(program)" to the sampler) was and whether it came before or after the mark
 *   inside the page   with `{ endMark: name }`: the busy time per thread from the page's last
 *                     navigationStart to the page's `performance.mark(name)` (a benchmark's end), i.e.
 *                     the CPU inside the measured time, which the machine's load does not inflate
 * The summary is printed to stderr by the benchmark; it is a diagnosis aid, not a figure.
 */
import type { CDPSession } from 'playwright-core';

export const PROFILE_FLAG = 'BENCH_PROFILE';
const TOP_FUNCTIONS = 40;
const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);
/**
 * A microtask checkpoint run outside any task (e.g. after a native callback): a task of its own to
 * the page's long-task observer, but not a RunTask. Counted as a task when no RunTask holds it.
 */
const CHECKPOINT = 'BlinkScheduler_PerformMicrotaskCheckpoint';
/** Named events shorter than this are left out of "slow events", µs. */
const SLOW_EVENT_US = 2000;
/** Top-level tasks at least this long are listed with their start, µs (BENCH_LONG_TASK_MS to change). */
const LONG_TASK_US = Number(process.env.BENCH_LONG_TASK_MS ?? 50) * 1000;
/** Functions listed per long task (inclusive time of the samples inside it). */
const TOP_IN_TASK = Number(process.env.BENCH_TASK_FUNCTIONS ?? 12);
/** Trace events at least this long are listed inside the long tasks that hold them, µs. */
const NESTED_EVENT_US = 1000;
/** Callers shown with each sampled stack of a long task (its leaf and these many frames above). */
const STACK_DEPTH = 10;
const TOP_EVENTS = 15;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  id?: string;
  ts?: number;
  dur?: number;
  cat?: string;
  args?: {
    name?: string;
    data?: {
      cpuProfile?: {
        nodes?: {
          id: number;
          parent?: number;
          callFrame?: { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number };
        }[];
        samples?: number[];
      };
      timeDeltas?: number[];
      startTime?: number;
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

export async function startTraceProfile(
  cdp: CDPSession,
  options: { timeline?: boolean; endMark?: string } = {},
): Promise<TraceProfile> {
  /** With endMark: every top-level task, the navigation starts and the end mark, for insideLines(). */
  const tasks: { thread: string; ts: number; dur: number }[] = [];
  const navStarts: number[] = [];
  let endTs: number | null = null;
  const threads = new Map<string, ThreadTotals>();
  /** thread key -> event name -> total µs; long tasks; the first user-timing mark's ts. */
  const slow = new Map<string, Map<string, number>>();
  const longTasks: { thread: string; ts: number; dur: number }[] = [];
  let markTs: number | null = null;
  let markName = '';
  const names = new Map<string, string>();
  /** profile id -> thread key; node key -> frame label; per thread key: label -> self µs */
  const profileThread = new Map<string, string>();
  const frames = new Map<string, string>();
  const self = new Map<string, Map<string, number>>();
  /** Per profile id: the sampler's clock (µs, the trace's), node parents; per thread: the samples. */
  const clock = new Map<string, number>();
  const parents = new Map<string, string>();
  const samplesOf = new Map<string, { ts: number; node: string }[]>();
  const key = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const bigEvents: { thread: string; ts: number; dur: number; name: string }[] = [];
  const runTasks = new Map<string, { thread: string; ts: number; dur: number }[]>();
  const checkpoints: { thread: string; ts: number; dur: number }[] = [];

  function onEvent(e: TraceEvent): void {
    if (options.timeline && e.ph === 'X' && (e.dur ?? 0) >= NESTED_EVENT_US && !TASK_NAMES.has(e.name))
      bigEvents.push({ thread: key(e), ts: e.ts ?? 0, dur: e.dur ?? 0, name: e.name });
    if (e.ph === 'M' && e.name === 'thread_name') names.set(key(e), e.args?.name ?? '?');
    else if (e.ph === 'X' && TASK_NAMES.has(e.name) && e.dur !== undefined) {
      onTask({ thread: key(e), ts: e.ts ?? 0, dur: e.dur });
      const spans = runTasks.get(key(e)) ?? [];
      runTasks.set(key(e), spans);
      spans.push({ thread: key(e), ts: e.ts ?? 0, dur: e.dur });
    } else if (e.ph === 'X' && e.name === CHECKPOINT && e.dur !== undefined)
      checkpoints.push({ thread: key(e), ts: e.ts ?? 0, dur: e.dur });
    else if (options.endMark && e.cat?.includes('blink.user_timing') && e.ts !== undefined) {
      if (e.name === 'navigationStart') navStarts.push(e.ts);
      else if (e.name === options.endMark) endTs = e.ts;
      if (markTs === null) [markTs, markName] = [e.ts, e.name];
    } else if (e.cat?.includes('blink.user_timing') && markTs === null && e.ts !== undefined) {
      markTs = e.ts;
      markName = e.name;
    } else if (e.ph === 'X' && e.dur !== undefined && e.dur >= SLOW_EVENT_US) {
      const perThread = slow.get(key(e)) ?? new Map<string, number>();
      perThread.set(e.name, (perThread.get(e.name) ?? 0) + e.dur);
      slow.set(key(e), perThread);
    } else if (e.name === 'Profile' && e.id) {
      profileThread.set(e.id, key(e));
      clock.set(e.id, e.args?.data?.startTime ?? e.ts ?? 0);
    } else if (e.name === 'ProfileChunk' && e.id) onChunk(e, profileThread.get(e.id) ?? key(e));
  }

  function onTask(task: { thread: string; ts: number; dur: number }): void {
    const t = threads.get(task.thread) ?? { busyUs: 0, longestUs: 0, tasks: 0 };
    t.busyUs += task.dur;
    t.longestUs = Math.max(t.longestUs, task.dur);
    t.tasks++;
    threads.set(task.thread, t);
    if (task.dur >= LONG_TASK_US) longTasks.push(task);
    if (options.endMark) tasks.push(task);
  }

  /** The checkpoints no RunTask holds, as tasks (see CHECKPOINT). */
  function addLoneCheckpoints(): void {
    for (const c of checkpoints) {
      const held = (runTasks.get(c.thread) ?? []).some((r) => r.ts <= c.ts && c.ts + c.dur <= r.ts + r.dur);
      if (!held) onTask(c);
    }
  }

  function onChunk(e: TraceEvent, thread: string): void {
    const data = e.args?.data;
    for (const n of data?.cpuProfile?.nodes ?? []) {
      const f = n.callFrame ?? {};
      const file = (f.url ?? '').split('/').pop() ?? '';
      const at = `${(f.lineNumber ?? -1) + 1}:${(f.columnNumber ?? -1) + 1}`;
      frames.set(`${e.id}:${n.id}`, `${f.functionName || '(anonymous)'} ${file}:${at}`);
      if (n.parent !== undefined) parents.set(`${e.id}:${n.id}`, `${e.id}:${n.parent}`);
    }
    let now = clock.get(e.id ?? '') ?? 0;
    const stamped = samplesOf.get(thread) ?? [];
    samplesOf.set(thread, stamped);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    const perThread = self.get(thread) ?? new Map<string, number>();
    self.set(thread, perThread);
    samples.forEach((node, i) => {
      now += deltas[i] ?? 0;
      stamped.push({ ts: now, node: `${e.id}:${node}` });
      const label = frames.get(`${e.id}:${node}`) ?? `node ${node}`;
      perThread.set(label, (perThread.get(label) ?? 0) + Math.max(0, deltas[i] ?? 0));
    });
    clock.set(e.id ?? '', now);
  }

  /** The named trace events inside one task (layout, style, GC, script...), total per name, nested ones too. */
  function eventsIn(t: { thread: string; ts: number; dur: number }): string[] {
    const total = new Map<string, number>();
    for (const b of bigEvents)
      if (b.thread === t.thread && b.ts >= t.ts && b.ts + b.dur <= t.ts + t.dur)
        total.set(b.name, (total.get(b.name) ?? 0) + b.dur);
    return [...total]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP_IN_TASK / 2)
      .map(([name, us]) => `      event ${(us / 1000).toFixed(1).padStart(6)} ms  ${name}`);
  }

  /** Inclusive sampled time per function inside one task (each function once per sample). */
  function insideTask(t: { thread: string; ts: number; dur: number }): string[] {
    const list = samplesOf.get(t.thread) ?? [];
    const incl = new Map<string, number>();
    const selfIn = new Map<string, number>();
    const stacks = new Map<string, number>();
    let prev: number | null = null;
    for (const s of list) {
      if (s.ts < t.ts || s.ts > t.ts + t.dur) continue;
      const us = prev === null ? 0 : Math.min(s.ts - prev, 5000);
      prev = s.ts;
      const leaf = frames.get(s.node) ?? s.node;
      selfIn.set(leaf, (selfIn.get(leaf) ?? 0) + us);
      const chain: string[] = [];
      for (let n = parents.get(s.node); n && chain.length < STACK_DEPTH; n = parents.get(n))
        chain.push((frames.get(n) ?? n).split(' ')[0]!);
      const stack = `${leaf} < ${chain.join(' < ')}`;
      stacks.set(stack, (stacks.get(stack) ?? 0) + us);
      const seen = new Set<string>();
      for (let n: string | undefined = s.node; n; n = parents.get(n)) {
        const label = frames.get(n) ?? n;
        if (seen.has(label)) continue;
        seen.add(label);
        incl.set(label, (incl.get(label) ?? 0) + us);
      }
    }
    const top = (m: Map<string, number>, n: number, tag: string) =>
      [...m]
        .filter(([label]) => !label.startsWith('(root)'))
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([label, us]) => `      ${tag} ${(us / 1000).toFixed(1).padStart(6)} ms  ${label}`);
    return [
      ...top(incl, TOP_IN_TASK, 'incl'),
      ...top(selfIn, TOP_IN_TASK / 2, 'self'),
      ...top(stacks, TOP_IN_TASK / 2, 'stack'),
    ];
  }

  function timelineLines(): string[] {
    const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
    const lines: string[] = [];
    for (const [k, events] of slow) {
      lines.push(`profile: slow events on ${names.get(k) ?? k} (${k}), total per name`);
      for (const [name, us] of [...events].sort((a, b) => b[1] - a[1]).slice(0, TOP_EVENTS))
        lines.push(`  ${ms(us).padStart(9)}  ${name}`);
    }
    lines.push(`profile: top-level tasks over ${ms(LONG_TASK_US)}, start from mark "${markName}"`);
    for (const t of longTasks.sort((a, b) => a.ts - b.ts)) {
      lines.push(
        `  ${names.get(t.thread) ?? t.thread}: at ${markTs === null ? '?' : ms(t.ts - markTs)}, ${ms(t.dur)}`,
      );
      if (names.get(t.thread) === 'CrRendererMain') lines.push(...insideTask(t), ...eventsIn(t));
    }
    return lines;
  }

  function insideLines(): string[] {
    if (endTs === null) return [`profile: no mark "${options.endMark}" in the trace`];
    const end = endTs;
    const start = Math.max(...navStarts.filter((t) => t <= end), -Infinity);
    if (!Number.isFinite(start)) return ['profile: no navigationStart before the end mark'];
    const busy = new Map<string, number>();
    for (const t of tasks) {
      const us = Math.min(t.ts + t.dur, end) - Math.max(t.ts, start);
      if (us > 0) busy.set(t.thread, (busy.get(t.thread) ?? 0) + us);
    }
    const lines = [
      `profile: busy per thread inside the page's ${((end - start) / 1000).toFixed(0)} ms to "${options.endMark}"`,
    ];
    for (const [k, us] of [...busy].sort((a, b) => b[1] - a[1]).slice(0, 8))
      lines.push(`  ${names.get(k) ?? k} (${k}): ${(us / 1000).toFixed(0)} ms`);
    return lines;
  }

  cdp.on('Tracing.dataCollected', (p) => (p.value as unknown as TraceEvent[]).forEach(onEvent));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'toplevel',
        '__metadata',
        'disabled-by-default-v8.cpu_profiler',
        'v8',
        ...(options.timeline ? ['devtools.timeline', 'gpu', 'blink.user_timing'] : []),
        ...(options.endMark && !options.timeline ? ['blink.user_timing'] : []),
      ],
    },
  });

  return {
    async stop() {
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await complete;
      addLoneCheckpoints();
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
      if (options.timeline) lines.push(...timelineLines());
      if (options.endMark) lines.push(...insideLines());
      return lines.join('\n');
    },
  };
}
