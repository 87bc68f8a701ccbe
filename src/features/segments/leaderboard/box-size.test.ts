import type { Virtualizer } from '@tanstack/react-virtual';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeBoxSize, scrollSkippingMountTop } from './box-size';

afterEach(() => vi.unstubAllGlobals());

/** A scroll box that counts reads of its size (each one a forced layout in a browser). */
function box() {
  let reads = 0;
  const element = {
    scrollTo: vi.fn(),
    get clientWidth() {
      reads++;
      return 300.4;
    },
    get clientHeight() {
      reads++;
      return 580;
    },
  };
  const instance = { scrollElement: element, options: { horizontal: false } } as unknown as Virtualizer<
    HTMLDivElement,
    Element
  >;
  return { element, instance, reads: () => reads };
}

describe('observeBoxSize', () => {
  it('reads the size only when the ResizeObserver reports, and stops with the cleanup', () => {
    let report: (() => void) | null = null;
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: () => void) {
          report = cb;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const { instance, reads } = box();
    const sizes: unknown[] = [];
    const stop = observeBoxSize(instance, (rect) => sizes.push(rect));
    expect(reads()).toBe(0);
    expect(sizes).toEqual([]);
    report!();
    expect(sizes).toEqual([{ width: 300, height: 580 }]);
    if (stop) stop();
    expect(disconnect).toHaveBeenCalled();
  });
});

describe('scrollSkippingMountTop', () => {
  it('skips the scroll to the top as the list mounts, and no other', () => {
    const { element, instance } = box();
    const scroll = scrollSkippingMountTop<HTMLDivElement>();
    scroll(0, { adjustments: undefined, behavior: undefined }, instance);
    expect(element.scrollTo).not.toHaveBeenCalled();
    scroll(0, { adjustments: undefined, behavior: undefined }, instance);
    scroll(340, { adjustments: undefined, behavior: 'auto' }, instance);
    expect(element.scrollTo.mock.calls.map(([o]) => (o as { top: number }).top)).toEqual([0, 340]);
  });

  it('does scroll when the first request is not to the top', () => {
    const { element, instance } = box();
    scrollSkippingMountTop<HTMLDivElement>()(680, { adjustments: undefined, behavior: undefined }, instance);
    expect(element.scrollTo).toHaveBeenCalledTimes(1);
  });
});
