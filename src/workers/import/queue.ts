/**
 * The GPX pool's waiting jobs, first in first out, with backpressure: ready() resolves while fewer
 * than `maxQueued` jobs wait (or once the pool is closed).
 */
import { settle, type Job } from './job';

export function createJobQueue(maxQueued: number, isClosed: () => boolean) {
  const jobs: Job[] = [];
  let readyWaiters: (() => void)[] = [];

  function notifyReady(): void {
    if (jobs.length >= maxQueued && !isClosed()) return;
    const waiters = readyWaiters;
    readyWaiters = [];
    for (const resolve of waiters) resolve();
  }

  return {
    get length() {
      return jobs.length;
    },
    push: (job: Job) => void jobs.push(job),
    shift: (): Job | undefined => jobs.shift(),
    /** Takes the job out of the queue; false when it was not waiting. */
    remove(job: Job): boolean {
      const index = jobs.indexOf(job);
      if (index >= 0) jobs.splice(index, 1);
      return index >= 0;
    },
    /** Settles every waiting job with the error. */
    failAll(error: Error): void {
      for (const job of jobs.splice(0)) settle(job, { error });
      notifyReady();
    },
    notifyReady,
    ready(): Promise<void> {
      if (isClosed() || jobs.length < maxQueued) return Promise.resolve();
      return new Promise<void>((resolve) => readyWaiters.push(resolve));
    },
  };
}
