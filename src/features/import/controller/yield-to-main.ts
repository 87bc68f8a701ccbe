/**
 * Gives the browser a chance to handle input and paint before more import work runs.
 * scheduler.yield() where available (keeps the task's priority), else a MessageChannel message
 * (a macrotask without setTimeout's 4 ms clamp).
 */
interface SchedulerWithYield {
  yield: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
