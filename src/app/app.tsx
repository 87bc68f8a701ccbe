import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { TrackStore } from '../data';
import { ErrorBoundary } from '../components/error-boundary';
import { PrivacyZonesSync } from './privacy-sync';
import { SettingsProvider } from '../lib/settings';
import { TrackStoreProvider } from '../lib/store-context';
import type { AppWorkers } from '../lib/workers-context';
import { createAppRouter, type RouterContext } from './routes';
import { WorkersProvider } from './workers-provider';

export interface AppProps {
  store: TrackStore;
  queryClient: QueryClient;
  /** Router history; the browser's when omitted (tests pass createMemoryHistory). */
  history?: RouterHistory;
  /** Worker clients to use instead of the app's (tests pass in-process or fake ones). */
  workers?: Partial<AppWorkers>;
}

/** The whole app: error boundary, settings, query client, store, workers and router. */
export function App({ store, queryClient, history, workers }: AppProps) {
  const context = useMemo<RouterContext>(() => ({ store, queryClient }), [store, queryClient]);
  // The router is created once; a new store (e.g. after sign-in) reaches routes through `context`.
  const [router] = useState(() => createAppRouter(context, history));
  return (
    <ErrorBoundary title="The dashboard stopped">
      <SettingsProvider>
        <QueryClientProvider client={queryClient}>
          <TrackStoreProvider store={store}>
            <PrivacyZonesSync />
            <WorkersProvider workers={workers}>
              <RouterProvider router={router} context={context} />
            </WorkersProvider>
          </TrackStoreProvider>
        </QueryClientProvider>
      </SettingsProvider>
    </ErrorBoundary>
  );
}
