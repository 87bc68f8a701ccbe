/**
 * The GPX pool's workers: each in a slot that runs at most one job. A slot is made on demand,
 * wired to the pool's handlers, retired (terminated, handlers dropped) on a crash, a time-out, an
 * abort or after being idle for `idleTimeoutMs`.
 */
import type { Segment } from '../../domain/segments/types';
import { PoolJobError } from '../shared/errors';
import type { Job } from './job';
import type { WorkerLike } from './types';

export interface Slot {
  worker: WorkerLike;
  job: Job | null;
  /** The worker answered at least once (so it can start: a later crash is not a start failure). */
  answered: boolean;
  idleTimer: ReturnType<typeof setTimeout> | undefined;
  /** The saved segments this worker was last sent (a new worker holds none). */
  segments?: readonly Segment[];
}

export interface SlotHandlers {
  onMessage: (slot: Slot, data: unknown) => void;
  onCrash: (slot: Slot, reason: string) => void;
  /** The worker's answer could not be deserialised. */
  onUnreadable: (slot: Slot, error: Error) => void;
}

export function createSlots(createWorker: () => WorkerLike, idleTimeoutMs: number, on: SlotHandlers) {
  let slots: Slot[] = [];

  function retire(slot: Slot): void {
    if (slot.idleTimer !== undefined) clearTimeout(slot.idleTimer);
    slot.worker.onmessage = slot.worker.onerror = slot.worker.onmessageerror = null;
    slot.worker.terminate();
    slots = slots.filter((s) => s !== slot);
  }

  /** A new slot with a new worker; throws what the Worker constructor throws. */
  function spawn(): Slot {
    const worker = createWorker();
    const slot: Slot = { worker, job: null, answered: false, idleTimer: undefined };
    worker.onmessage = (event) => on.onMessage(slot, event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      on.onCrash(slot, event.message || 'no reason given');
    };
    worker.onmessageerror = () =>
      on.onUnreadable(slot, new PoolJobError('The worker’s answer could not be read'));
    slots.push(slot);
    return slot;
  }

  /** Gives the slot the job (its idle timer stops). */
  function assign(slot: Slot, job: Job): void {
    if (slot.idleTimer !== undefined) clearTimeout(slot.idleTimer);
    slot.idleTimer = undefined;
    slot.job = job;
  }

  /** Retires the slot after idleTimeoutMs without a job (0: never). */
  function idle(slot: Slot): void {
    if (idleTimeoutMs <= 0) return;
    slot.idleTimer = setTimeout(() => {
      if (slot.job === null) retire(slot);
    }, idleTimeoutMs);
  }

  return {
    spawn,
    retire,
    assign,
    idle,
    free: (): Slot | undefined => slots.find((s) => s.job === null),
    running: (): Job[] => slots.flatMap((s) => (s.job ? [s.job] : [])),
    holding: (job: Job): Slot | undefined => slots.find((s) => s.job === job),
    get count() {
      return slots.length;
    },
    retireAll: () => [...slots].forEach(retire),
  };
}
