import { describe, expect, it, vi } from 'vitest';
import { IDLE_SNAPSHOT } from './controller/progress';
import type { ImportController } from './controller/import-controller';
import type { ImportSnapshot } from './controller/types';
import { createLazyImportController, type ImportRuntime } from './lazy-controller';

const running: ImportSnapshot = { ...IDLE_SNAPSHOT, phase: 'running', total: 1 };

function fakeRuntime() {
  const listeners = new Set<() => void>();
  let snapshot = IDLE_SNAPSHOT;
  const controller: ImportController = {
    subscribe: (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    getSnapshot: () => snapshot,
    enqueue: vi.fn(() => {
      snapshot = running;
      listeners.forEach((l) => l());
    }),
    cancel: vi.fn(),
    merge: vi.fn(() => Promise.resolve()),
    importAnyway: vi.fn(),
    retryFailed: vi.fn(),
    dismiss: vi.fn(),
    whenIdle: () => Promise.resolve(),
  };
  const runtime = { createImportController: vi.fn(() => controller) } as unknown as ImportRuntime;
  return { controller, runtime, load: vi.fn(() => Promise.resolve(runtime)) };
}

const deps = { getPool: () => ({}) as never, contentId: () => Promise.resolve('x') };

describe('createLazyImportController', () => {
  it('is idle and loads nothing until the first import', () => {
    const { load, controller } = fakeRuntime();
    const lazy = createLazyImportController(deps, load);
    expect(lazy.getSnapshot()).toBe(IDLE_SNAPSHOT);
    lazy.cancel();
    lazy.dismiss();
    expect(load).not.toHaveBeenCalled();
    expect(controller.cancel).not.toHaveBeenCalled();
  });

  it('loads the runtime once, runs the actions in order and forwards the real snapshot', async () => {
    const { load, controller, runtime } = fakeRuntime();
    const lazy = createLazyImportController(deps, load);
    const heard = vi.fn();
    lazy.subscribe(heard);
    const order: string[] = [];
    lazy.run(() => order.push('first'));
    lazy.run((c) => {
      order.push('second');
      c.enqueue({ items: [] }, {} as never);
    });
    await vi.waitFor(() => expect(order).toEqual(['first', 'second']));
    expect(load).toHaveBeenCalledTimes(1);
    expect(runtime.createImportController).toHaveBeenCalledWith(deps);
    expect(heard).toHaveBeenCalled();
    expect(lazy.getSnapshot()).toBe(running);
    lazy.cancel();
    expect(controller.cancel).toHaveBeenCalledTimes(1);
  });
});
