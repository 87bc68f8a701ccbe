// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FOCUS_KEY_ATTR, rememberFocus, restoreFocus, watchFocusReturn } from './focus-return';

let unwatch = () => {};
afterEach(() => {
  unwatch();
  document.body.innerHTML = '';
});

/** The list page as rendered again after a navigation: fresh elements, same keys and links. */
function renderList() {
  document.body.innerHTML = `
    <table><tbody>
      <tr ${FOCUS_KEY_ATTR}='activity-row:a"1' tabindex="-1"><td><a href="/activities/a1">A</a></td></tr>
      <tr ${FOCUS_KEY_ATTR}="activity-row:b2" tabindex="-1"><td><a href="/activities/b2">B</a></td></tr>
    </tbody></table>
    <a href="/activities/c3?x=1">C</a>`;
}
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('focus after Back', () => {
  it('returns to the row the page was left from, found by its key', async () => {
    unwatch = watchFocusReturn();
    renderList();
    document.querySelector<HTMLElement>('a[href="/activities/b2"]')!.focus();
    rememberFocus('/activities');
    document.body.innerHTML = '<h1>Activity</h1>';
    window.dispatchEvent(new PopStateEvent('popstate'));
    renderList();
    expect(restoreFocus('/activities')).toBe(true);
    await frames();
    expect(document.activeElement?.getAttribute(FOCUS_KEY_ATTR)).toBe('activity-row:b2');
  });

  it('finds a key with quotes, or a plain link by its href', async () => {
    unwatch = watchFocusReturn();
    renderList();
    document.querySelector<HTMLElement>('a[href="/activities/a1"]')!.focus();
    rememberFocus('/activities');
    window.dispatchEvent(new PopStateEvent('popstate'));
    renderList();
    restoreFocus('/activities');
    await frames();
    expect(document.activeElement?.getAttribute(FOCUS_KEY_ATTR)).toBe('activity-row:a"1');

    document.querySelector<HTMLElement>('a[href="/activities/c3?x=1"]')!.focus();
    rememberFocus('/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    renderList();
    restoreFocus('/');
    await frames();
    expect(document.activeElement?.getAttribute('href')).toBe('/activities/c3?x=1');
  });

  it('leaves focus alone on a forward link navigation (no history move)', async () => {
    unwatch = watchFocusReturn();
    renderList();
    document.querySelector<HTMLElement>('a[href="/activities/b2"]')!.focus();
    rememberFocus('/activities');
    (document.activeElement as HTMLElement).blur();
    expect(restoreFocus('/activities')).toBe(false);
    await frames();
    expect(document.activeElement).toBe(document.body);
  });
});
