import { Link, Outlet, useMatches, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, type RefObject } from 'react';
import { APP_NAME, AppHeader } from '../components/layout/app-header';
import { SkipLink } from '../components/layout/skip-link';
import { ThemeToggle } from '../components/layout/theme-toggle';
import { TimesToggle, UnitsToggle } from '../components/layout/settings-toggles';
import { markHistoryMove, rememberFocus, restoreFocus, watchFocusReturn } from '../lib/focus-return';
import { useSettings } from '../lib/settings';
import { AccountMenu } from '../features/auth';
import {
  FirstRunOffer,
  GlobalDropZone,
  InterruptedImportNotice,
  LazyImportProgressPanel,
} from '../features/import';
import { RecomputeStatus } from '../features/recompute';
import { GroupTotalsSync } from '../features/groups';
import { UpdatePrompt } from './update-prompt';

const MAIN_ID = 'main-content';

/** Sets document.title from the deepest matched route's staticData.title. */
function useRouteTitle() {
  const title = useMatches({
    select: (matches) =>
      matches.reduce<string | undefined>((found, m) => m.staticData.title ?? found, undefined),
  });
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}

/**
 * After a client-side page change, focus <main> so screen readers start at the new page; after
 * Back or Forward, focus the row or link the person left the page from (lib/focus-return.ts).
 */
function useFocusMainOnNavigate(main: RefObject<HTMLElement | null>) {
  const router = useRouter();
  useEffect(() => {
    const unwatch = watchFocusReturn();
    // The browser history's own moves, as the router sees them (popstate alone came too late).
    const offHistory = router.history.subscribe(({ action }) => {
      if (action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO') markHistoryMove();
    });
    const offBefore = router.subscribe('onBeforeNavigate', (event) => {
      if (event.pathChanged && event.fromLocation) rememberFocus(event.fromLocation.href);
    });
    const offResolved = router.subscribe('onResolved', (event) => {
      if (!event.pathChanged || !event.fromLocation) return;
      // Whether focus returns to a row (after Back) is decided now, in the order the navigations
      // resolve: deciding it a frame later let a quick Back's decision be taken by the page it
      // left (the flag of a history move read by the wrong navigation). The focus itself moves at
      // the next frame, where the new page is laid out anyway: focusing now would make the browser
      // lay it out inside the task that renders it (~30-48 ms of a long task on a busy machine,
      // bench segment-match). restoreFocus focuses the row in a later frame still.
      // Unless something took the focus meanwhile (the person, or a page focusing its own field):
      // focusing <main> then would take it away from them.
      const before = document.activeElement;
      requestAnimationFrame(() => {
        const now = document.activeElement;
        if (now === before || now === null || now === document.body)
          main.current?.focus({ preventScroll: true });
      });
      restoreFocus(event.toLocation.href);
    });
    return () => {
      unwatch();
      offHistory();
      offBefore();
      offResolved();
    };
  }, [router, main]);
}

/** The app shell: skip link, banner with navigation and settings, the page in <main>. */
export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { times } = useSettings();
  useRouteTitle();
  useFocusMainOnNavigate(mainRef);

  return (
    <div className="app-shell">
      <SkipLink targetId={MAIN_ID} />
      <AppHeader>
        <UnitsToggle />
        <TimesToggle />
        <ThemeToggle />
        <Link to="/settings" className="btn btn--ghost btn--sm">
          Settings
        </Link>
        <AccountMenu />
      </AppHeader>

      <main id={MAIN_ID} ref={mainRef} className="app-main" tabIndex={-1}>
        <InterruptedImportNotice />
        <FirstRunOffer />
        <RecomputeStatus />
        {/* Keyed on the time-zone choice: pages format times once, so they remount on a change. */}
        <Outlet key={times} />
      </main>

      <LazyImportProgressPanel />
      <UpdatePrompt />
      <GroupTotalsSync />
      <GlobalDropZone />
    </div>
  );
}
