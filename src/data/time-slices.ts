/**
 * Long checks of stored rows (thousands of summaries, hundreds of segment efforts) cut into short
 * tasks, so the page keeps answering input and painting while they run: a task longer than 50 ms is
 * a "long task" (what the segment-match bench's budget counts), and a busy machine makes any fixed
 * number of rows several times slower than a quiet one, so the cut is made by time, not by count.
 *
 * - SLICE_BUDGET_MS: work runs until this much time has passed in the current task, then yields.
 * - yieldToMain: scheduler.yield() where available (keeps the task's priority), else a
 *   MessageChannel message (a macrotask without setTimeout's 4 ms clamp once nested).
 */

/** Time spent in one task before yielding, ms (a fifth of a long task: margin for a slow machine). */
export const SLICE_BUDGET_MS = 10;

interface SchedulerWithYield {
  yield: () => Promise<void>;
}

/** Lets the browser handle input and paint before the caller carries on (definition above). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Calls `each` on every item in order, yielding to the main thread whenever the slice's budget is
 * spent, or after `maxPerSlice` items (a cap that holds when the clock is coarse).
 */
export async function forEachInSlices<T>(
  items: readonly T[],
  each: (item: T, index: number) => void,
  maxPerSlice = Infinity,
  budgetMs = SLICE_BUDGET_MS,
): Promise<void> {
  let sliceStart = performance.now();
  let inSlice = 0;
  for (let i = 0; i < items.length; i++) {
    if (inSlice > 0 && (inSlice >= maxPerSlice || performance.now() - sliceStart >= budgetMs)) {
      await yieldToMain();
      sliceStart = performance.now();
      inSlice = 0;
    }
    each(items[i]!, i);
    inSlice++;
  }
}
