import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardLeaving, requestPersistentStorage, resetPersistentStorageRequest } from './import-guards';

describe('guardLeaving', () => {
  it('asks before leaving only while an import runs, and stops when undone', () => {
    const win = new EventTarget();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      // A BeforeUnloadEvent's returnValue is writable (a plain Event's is not).
      Object.defineProperty(event, 'returnValue', { value: false, writable: true });
      win.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const idle = guardLeaving('done', win);
    expect(leave()).toBe(false);
    idle();
    const undo = guardLeaving('running', win);
    expect(leave()).toBe(true);
    undo();
    expect(leave()).toBe(false);
  });
});

describe('requestPersistentStorage', () => {
  afterEach(resetPersistentStorageRequest);

  it('asks the browser once, and not at all when storage is already persistent', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    const storage = { persisted: () => Promise.resolve(false), persist };
    expect(await requestPersistentStorage(storage)).toBe(true);
    expect(await requestPersistentStorage(storage)).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);

    resetPersistentStorageRequest();
    const already = { persisted: () => Promise.resolve(true), persist: vi.fn(() => Promise.resolve(true)) };
    expect(await requestPersistentStorage(already)).toBe(true);
    expect(already.persist).not.toHaveBeenCalled();
  });

  it('gives null without the API and false when refused', async () => {
    expect(await requestPersistentStorage(undefined)).toBeNull();
    resetPersistentStorageRequest();
    expect(await requestPersistentStorage({ persist: () => Promise.resolve(false) })).toBe(false);
  });
});
