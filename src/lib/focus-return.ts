/**
 * Focus returns to where the person came from after Back (and Forward): leaving a page through a
 * row or link remembers that element, keyed by the page's address; coming back to that address
 * through the browser's history focuses it again once it is rendered (FOCUS_RETURN_FRAMES at
 * most, as the page's data may still be loading). An element is found again by its
 * `data-focus-key` (FOCUS_KEY_ATTR: a table row, a card item), else a link by its href. Other
 * navigations (a link, a form) leave focus to the app shell, which focuses <main>.
 */

export const FOCUS_KEY_ATTR = 'data-focus-key';
/** Animation frames to wait for the element to render after Back (about two seconds). */
export const FOCUS_RETURN_FRAMES = 120;

/** Selector of the element to return to, per page address (href). */
const remembered = new Map<string, string>();
let lastActivated: Element | null = null;
let popped = false;

/** A value for a double-quoted CSS attribute selector. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

function selectorOf(el: Element | null): string | null {
  if (!el) return null;
  const keyed = el.closest(`[${FOCUS_KEY_ATTR}]`);
  const key = keyed?.getAttribute(FOCUS_KEY_ATTR);
  if (key) return `[${FOCUS_KEY_ATTR}=${quoted(key)}]`;
  const link = el.closest('a[href]');
  const href = link?.getAttribute('href');
  return href ? `a[href=${quoted(href)}]` : null;
}

/** Call before leaving the page at `fromHref`: remembers the focused (or last clicked) element. */
export function rememberFocus(fromHref: string): void {
  const active = document.activeElement;
  const selector =
    selectorOf(active && active !== document.body ? active : null) ?? selectorOf(lastActivated);
  lastActivated = null;
  if (selector) remembered.set(fromHref, selector);
  else remembered.delete(fromHref);
}

function focusWhenRendered(selector: string, framesLeft: number): void {
  requestAnimationFrame(() => {
    const el = document.querySelector<HTMLElement>(selector);
    if (el) el.focus();
    else if (framesLeft > 0) focusWhenRendered(selector, framesLeft - 1);
  });
}

/**
 * Call once the page at `toHref` is shown: after Back or Forward, focuses the element remembered
 * for it. Returns whether it will (so the caller does not move focus elsewhere).
 */
export function restoreFocus(toHref: string): boolean {
  const wasPop = popped;
  popped = false;
  const selector = remembered.get(toHref);
  if (!wasPop || !selector) return false;
  focusWhenRendered(selector, FOCUS_RETURN_FRAMES);
  return true;
}

/** Listens for clicks (Safari does not focus a clicked link) and history moves; returns cleanup. */
export function watchFocusReturn(): () => void {
  const onClick = (e: MouseEvent) => {
    lastActivated = e.target instanceof Element ? e.target : null;
  };
  const onPop = () => {
    popped = true;
  };
  // Capture: before the router's own popstate listener, whose navigation may resolve in the
  // microtasks that run between listeners.
  document.addEventListener('click', onClick, true);
  window.addEventListener('popstate', onPop, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    window.removeEventListener('popstate', onPop, true);
  };
}
