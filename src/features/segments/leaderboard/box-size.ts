/**
 * The size of a virtualised list's scroll box, from a ResizeObserver only. The virtualizer's own
 * observer (observeElementRect) also reads the box's size as the list mounts, which makes the browser
 * lay out the whole new page inside that render's task (~20 ms of one long task on a busy machine,
 * bench segment-match); the observer reports the size once the page is laid out anyway, before it
 * is painted. Until then the virtualizer uses its initialRect. Without ResizeObserver: the
 * virtualizer's own observer. Likewise scrollSkippingMountTop.
 */
import {
  elementScroll,
  observeElementRect,
  type Rect,
  type VirtualizerOptions,
  type Virtualizer,
} from '@tanstack/react-virtual';

export function observeBoxSize<T extends Element>(
  instance: Virtualizer<T, Element>,
  cb: (rect: Rect) => void,
): void | (() => void) {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return observeElementRect(instance, cb);
  // The size the virtualizer's own observer reports (clientWidth/Height: inside the borders and
  // scroll bars), read when the layout is already done.
  const observer = new ResizeObserver(() =>
    cb({ width: Math.round(element.clientWidth), height: Math.round(element.clientHeight) }),
  );
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

type ScrollToFn<T extends Element> = VirtualizerOptions<T, Element>['scrollToFn'];

/**
 * The virtualizer's scrolling, less its scroll to the top as the list mounts (a new scroll box is
 * already there): scrolling makes the browser lay out the new page inside that render's task
 * (~12 ms on a busy machine). Every later scroll is the virtualizer's own (elementScroll).
 */
export function scrollSkippingMountTop<T extends Element>(): ScrollToFn<T> {
  let first = true;
  return (offset, options, instance) => {
    const skip = first && offset === 0 && !options.adjustments;
    first = false;
    if (!skip) elementScroll(offset, options, instance);
  };
}
