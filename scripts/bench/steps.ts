/**
 * Named, limited waits for the benchmarks: a bench never sits idle without saying what for.
 *
 * step(name, limitMs, run) runs one wait (a selector, a page evaluation, a seeding) and fails with
 * "waited <s> s for <name>" when it has not finished within limitMs; an error of its own is
 * rethrown with the step's name in front. The step being waited for is remembered, so the runner's
 * watchdog (index.ts, BENCH_LIMIT_MS) can name it when a whole benchmark runs out of time.
 */

export class StepTimeout extends Error {
  constructor(
    readonly step: string,
    readonly limitMs: number,
  ) {
    super(`waited ${Math.round(limitMs / 100) / 10} s for ${step}`);
    this.name = 'StepTimeout';
  }
}

const active: string[] = [];

/** The innermost step being waited for now (null between steps). */
export const currentStep = (): string | null => active.at(-1) ?? null;

const firstLine = (e: unknown): string => (e instanceof Error ? e.message : String(e)).split('\n')[0]!;

/** Runs one named wait with a limit (see above). */
export async function step<T>(name: string, limitMs: number, run: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepTimeout(name, limitMs)), limitMs);
  });
  active.push(name);
  try {
    return await Promise.race([run(), limit]);
  } catch (error) {
    if (error instanceof StepTimeout) throw error;
    throw new Error(`${name}: ${firstLine(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
    active.splice(active.lastIndexOf(name), 1);
  }
}

/**
 * Runs a whole benchmark with a limit: past it, fails naming the step it was waiting for (the
 * benchmark's browser and server are left to the process's exit).
 */
export async function withWatchdog<T>(limitMs: number, run: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const waiting = currentStep();
      reject(
        new Error(
          `no result within ${Math.round(limitMs / 1000)} s${waiting ? `; it was waiting for ${waiting}` : ''}`,
        ),
      );
    }, limitMs);
  });
  try {
    return await Promise.race([run(), limit]);
  } finally {
    clearTimeout(timer);
  }
}
