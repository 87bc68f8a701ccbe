/**
 * Mounts the whole app at a URL, as the browser would: the app's real providers (settings, query
 * client, store, workers) and router with its route validation, on an in-memory history and store.
 * Page tests use it so a page is tested behind the same URL parsing and providers it has in the app.
 */
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { App } from '../app/app';
import type { TrackStore } from '../data/track-store';
import { SettingsProvider } from '../lib/settings';
import type { AppWorkers } from '../lib/workers-context';
import { createMemoryTrackStore } from './memory-track-store';

export interface RenderPageOptions {
  /** The store the app reads; an empty in-memory one when omitted. */
  store?: TrackStore;
  /** Worker clients instead of the app's (in jsdom the app's run compare and heat in-process). */
  workers?: Partial<AppWorkers>;
  queryClient?: QueryClient;
}

/** A query client that does not retry (a failing query fails the test at once). */
export const testQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Renders the app at `path` (e.g. '/compare?ids=a,b'); returns the view, its history and store. */
export function renderPage(path: string, options: RenderPageOptions = {}) {
  const store = options.store ?? createMemoryTrackStore();
  const queryClient = options.queryClient ?? testQueryClient();
  const history = createMemoryHistory({ initialEntries: [path] });
  const view = render(
    <App store={store} queryClient={queryClient} history={history} workers={options.workers} />,
  );
  return { ...view, history, store, queryClient };
}

/**
 * Renders one component (not a page) that holds router Links, inside the app's settings and a
 * one-route router at `path`: for component tests that need link hrefs but not the whole app.
 */
export function renderWithRouter(ui: ReactNode, path = '/') {
  const root = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: [path] }) });
  return render(
    <SettingsProvider>
      <RouterProvider router={router} />
    </SettingsProvider>,
  );
}
