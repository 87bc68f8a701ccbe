// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useMemo } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { joinRefs, useElementSize, type ElementSize, type ElementSizeOptions } from './use-element-size';

/** The box every element reports (jsdom lays nothing out), changed by the tests to "resize". */
let box = { width: 320, height: 200 };

/** A ResizeObserver the test drives: `resize()` calls back as the browser would. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: () => void) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  resize() {
    this.callback();
  }
}

beforeEach(() => {
  box = { width: 320, height: 200 };
  FakeObserver.all = [];
  vi.stubGlobal('ResizeObserver', FakeObserver);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ ...box, x: 0, y: 0, top: 0, left: 0, right: box.width, bottom: box.height }) as DOMRect,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Probe({ renders, options }: { renders: (ElementSize | null)[]; options?: ElementSizeOptions }) {
  const [ref, size] = useElementSize<HTMLDivElement>(options);
  renders.push(size);
  return <div ref={ref} />;
}

describe('useElementSize', () => {
  it('is null on the first render and measured in the same commit: one render more, not two', () => {
    const renders: (ElementSize | null)[] = [];
    render(<Probe renders={renders} />);
    expect(renders).toEqual([null, { width: 320, height: 200 }]);
  });

  it('follows a resize, and renders nothing for a resize that changes nothing', () => {
    const renders: (ElementSize | null)[] = [];
    render(<Probe renders={renders} />);
    const [observer] = FakeObserver.all;
    act(() => observer!.resize());
    expect(renders).toHaveLength(2);
    box = { width: 400, height: 200 };
    act(() => observer!.resize());
    expect(renders.at(-1)).toEqual({ width: 400, height: 200 });
    expect(renders).toHaveLength(3);
  });

  it('with height: false, a change of height alone does not re-render', () => {
    const renders: (ElementSize | null)[] = [];
    render(<Probe renders={renders} options={{ height: false }} />);
    const [observer] = FakeObserver.all;
    box = { width: 320, height: 600 };
    act(() => observer!.resize());
    expect(renders).toHaveLength(2);
    box = { width: 300, height: 600 };
    act(() => observer!.resize());
    expect(renders.at(-1)).toEqual({ width: 300, height: 600 });
  });

  it('stops observing when the element goes', () => {
    const { unmount } = render(<Probe renders={[]} />);
    const [observer] = FakeObserver.all;
    expect(observer!.observed).toHaveLength(1);
    expect(observer!.disconnected).toBe(false);
    unmount();
    expect(observer!.disconnected).toBe(true);
  });
});

describe('joinRefs', () => {
  function Joined({ seen }: { seen: (HTMLElement | null)[] }) {
    const [measure, size] = useElementSize<HTMLDivElement>();
    const ref = useMemo(() => joinRefs<HTMLDivElement>((el) => void seen.push(el), measure), [measure, seen]);
    return <div ref={ref} data-width={size?.width} />;
  }

  it('gives each ref the element, measures it, and cleans up both when it goes', () => {
    const seen: (HTMLElement | null)[] = [];
    const { container, unmount } = render(<Joined seen={seen} />);
    const div = container.querySelector('div')!;
    expect(div.dataset.width).toBe('320');
    // The joined ref is stable: the element was handed over once, not again on the measured render.
    expect(seen).toEqual([div]);
    unmount();
    expect(seen).toEqual([div, null]);
    expect(FakeObserver.all.map((o) => o.disconnected)).toEqual([true]);
  });
});
