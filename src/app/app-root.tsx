/**
 * The dashboard in local or Firebase mode, decided from the build's VITE_FIREBASE_* settings
 * (app-mode.ts). Firebase mode loads its code on demand, so local mode never downloads it. A
 * read-only link's page does not come here (main.tsx, shared-entry.tsx).
 */
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import type { FirebaseMode } from '../data';
import { App } from './app';
import { readAppMode } from './app-mode';
import { createAppStore } from './create-store';

const FirebaseRoot = lazy(() => import('./firebase-root').then((m) => ({ default: m.FirebaseRoot })));

export function AppRoot({
  queryClient,
  mode = readAppMode(),
}: {
  queryClient: QueryClient;
  mode?: FirebaseMode;
}) {
  const [store] = useState(() => (mode.mode === 'firebase' ? null : createAppStore()));
  if (store) return <App store={store} queryClient={queryClient} />;
  if (mode.mode !== 'firebase') return null;
  return (
    <ErrorBoundary title="The cloud mode could not start">
      <Suspense fallback={null}>
        <FirebaseRoot settings={mode.settings} />
      </Suspense>
    </ErrorBoundary>
  );
}
