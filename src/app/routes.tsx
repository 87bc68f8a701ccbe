/**
 * The route tree (code-based). Routes are thin: every page is loaded the same way, from its feature's
 * lazy entry `features/<name>/page.ts` (never a feature's inner files), so
 * deck.gl, MapLibre, Recharts and Firebase land in the chunks of the pages that use them and the
 * first page stays small. Search params are validated in global-search.ts and route-search.ts.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  retainSearchParams,
  type RouterHistory,
} from '@tanstack/react-router';
import type { TrackStore } from '../data';
import { preloadSegmentChart } from '../features/segments';
import { zonesKey } from '../domain/privacy/zones';
import { loadSettings } from '../lib/settings';
import { heatPreviewQuery, summariesQuery } from '../lib/track-queries';
import { GLOBAL_SEARCH_KEYS, validateGlobalSearch, type GlobalSearch } from './global-search';
import { NotFoundPage, RouteErrorPage, RoutePending } from './route-states';
import { RootLayout } from './root-layout';
import { validateCompareSearch, validateHeatmapSearch } from './route-search';

/** What every route's loader and beforeLoad can read. */
export interface RouterContext {
  queryClient: QueryClient;
  store: TrackStore;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  validateSearch: validateGlobalSearch,
  search: { middlewares: [retainSearchParams<GlobalSearch>(GLOBAL_SEARCH_KEYS)] },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

const overviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { title: 'Overview' },
  component: lazyRouteComponent(() => import('../features/overview/page'), 'OverviewPage'),
});

const activitiesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/activities',
  staticData: { title: 'Activities' },
  // Start reading the summaries while the page's chunk loads (not awaited: a no-op when cached).
  loader: ({ context }) => void context.queryClient.prefetchQuery(summariesQuery(context.store)),
  component: lazyRouteComponent(() => import('../features/activities/page'), 'ActivitiesPage'),
});

const activityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/activities/$id',
  staticData: { title: 'Activity' },
  component: lazyRouteComponent(() => import('../features/activity/page'), 'ActivityPage'),
});

const routesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/routes',
  staticData: { title: 'Routes' },
  loader: ({ context }) => void context.queryClient.prefetchQuery(summariesQuery(context.store)),
  component: lazyRouteComponent(() => import('../features/routes/page'), 'RoutesPage'),
});

const compareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/compare',
  staticData: { title: 'Compare' },
  validateSearch: validateCompareSearch,
  component: lazyRouteComponent(() => import('../features/compare/page'), 'ComparePage'),
});

const heatmapRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/heatmap',
  staticData: { title: 'Heatmap' },
  validateSearch: validateHeatmapSearch,
  // The heatmap's first paint is its stored preview (bench heat-open): start reading it while the
  // page's chunks load, with the privacy zones the page will ask for (not awaited: a no-op when cached).
  loader: ({ context }) =>
    void context.queryClient.prefetchQuery(
      heatPreviewQuery(context.store, zonesKey(loadSettings().privacyZones)),
    ),
  component: lazyRouteComponent(() => import('../features/heatmap/page'), 'HeatmapPage'),
});

const reviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/review/$year',
  staticData: { title: 'Year in review' },
  loader: ({ context }) => void context.queryClient.prefetchQuery(summariesQuery(context.store)),
  component: lazyRouteComponent(() => import('../features/review/page'), 'ReviewPage'),
});

const segmentsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/segments',
  staticData: { title: 'Segments' },
  component: lazyRouteComponent(() => import('../features/segments/page'), 'SegmentsPage'),
});

const segmentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/segments/$id',
  staticData: { title: 'Segment' },
  // While the page's chunks load (bench segment-open), start loading its chart's code and reading
  // the segment, its efforts, their activities' names and paths (not awaited: no-ops when loaded
  // or cached). The queries' module is loaded on its own (a small chunk the page imports too),
  // keeping it out of the first page's.
  loader: ({ context, params }) => {
    void preloadSegmentChart();
    void import('../shared/segments/segment-queries').then(({ prefetchSegmentPage }) =>
      prefetchSegmentPage(context.queryClient, context.store, params.id),
    );
  },
  component: lazyRouteComponent(() => import('../features/segments/page'), 'SegmentPage'),
});

const trainingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/training',
  staticData: { title: 'Training' },
  // Start reading the summaries while the page's chunk loads (bench training-open).
  loader: ({ context }) => void context.queryClient.prefetchQuery(summariesQuery(context.store)),
  component: lazyRouteComponent(() => import('../features/training/page'), 'TrainingPage'),
});

const curvesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/curves',
  staticData: { title: 'Curves' },
  component: lazyRouteComponent(() => import('../features/curves/page'), 'CurvesPage'),
});

const gearRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/gear',
  staticData: { title: 'Gear' },
  component: lazyRouteComponent(() => import('../features/gear/page'), 'GearPage'),
});

const goalsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/goals',
  staticData: { title: 'Goals' },
  component: lazyRouteComponent(() => import('../features/goals/page'), 'GoalsPage'),
});

const groupsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/groups',
  staticData: { title: 'Groups' },
  component: lazyRouteComponent(() => import('../features/groups/page'), 'GroupsPage'),
});

const groupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/groups/$id',
  staticData: { title: 'Group' },
  component: lazyRouteComponent(() => import('../features/groups/page'), 'GroupPage'),
});

const joinGroupRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/groups/$id/join/$token',
  staticData: { title: 'Join a group' },
  component: lazyRouteComponent(() => import('../features/groups/page'), 'JoinGroupPage'),
});

const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  staticData: { title: 'Settings' },
  component: lazyRouteComponent(() => import('../features/settings/page'), 'SettingsPage'),
});

const importRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/import',
  staticData: { title: 'Import' },
  component: lazyRouteComponent(() => import('../features/import/page'), 'ImportPage'),
});

export const routeTree = rootRoute.addChildren([
  overviewRoute,
  activitiesRoute,
  routesRoute,
  activityRoute,
  compareRoute,
  heatmapRoute,
  reviewRoute,
  segmentsRoute,
  segmentRoute,
  trainingRoute,
  curvesRoute,
  gearRoute,
  goalsRoute,
  groupsRoute,
  groupRoute,
  joinGroupRoute,
  importRoute,
  settingsRoute,
]);

/**
 * Pages read while the app is idle, one chunk per idle period, so a click in the main navigation
 * renders at once instead of first fetching and compiling its page (bench training-open). The
 * pages with a map (deck.gl, MapLibre: megabytes) are left to load on intent (hover, focus).
 */
const IDLE_PAGES = [overviewRoute, activitiesRoute, trainingRoute, curvesRoute, gearRoute, goalsRoute];
/** How long the fallback for a browser without requestIdleCallback waits between chunks, ms. */
const IDLE_FALLBACK_MS = 1000;

export function preloadPagesWhenIdle(): void {
  const idle = (run: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: 10 * IDLE_FALLBACK_MS })
      : setTimeout(run, IDLE_FALLBACK_MS);
  const next = (i: number) => {
    const component = IDLE_PAGES[i]?.options.component;
    if (!component) return;
    idle(() => {
      // A failed preload costs nothing: the page loads again when visited and reports there.
      void Promise.resolve(component.preload?.())
        .catch(() => undefined)
        .then(() => next(i + 1));
    });
  };
  next(0);
}

/** Creates the router; tests pass a memory history, the app the browser history (the default). */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** Page name used in the document title. */
    title?: string;
  }
}
