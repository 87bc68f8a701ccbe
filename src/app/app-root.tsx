/**
 * Local or Firebase mode, decided from the build's VITE_FIREBASE_* settings (parsed with zod, no
 * SDK loaded). Firebase mode loads its code on demand, so local mode never downloads it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '../components/error-boundary';
import { readFirebaseMode, type FirebaseMode } from '../data';
import { LocalSharedNotice, sharedIdFromPath } from '../features/share';
import { App } from './app';
import { createAppStore } from './create-store';
import { SharedRoot } from './shared-root';

const FirebaseRoot = lazy(() => import('./firebase-root').then((m) => ({ default: m.FirebaseRoot })));

export function readAppMode(env: Readonly<Record<string, unknown>> = import.meta.env): FirebaseMode {
  const mode = readFirebaseMode(env);
  if (mode.mode === 'invalid') console.warn(`${mode.error} Running in local mode.`);
  return mode;
}

export function AppRoot({
  queryClient,
  mode = readAppMode(),
}: {
  queryClient: QueryClient;
  mode?: FirebaseMode;
}) {
  const [store] = useState(() => (mode.mode === 'firebase' ? null : createAppStore()));
  if (store) {
    // A read-only link (issue 37) opened where no cloud is set up: nothing to read.
    if (sharedIdFromPath(window.location.pathname) !== null) return <LocalSharedNotice />;
    return <App store={store} queryClient={queryClient} />;
  }
  if (mode.mode !== 'firebase') return null;
  // A read-only link (issue 37) opens signed out, with none of the signed-in app's code.
  const sharedId = sharedIdFromPath(window.location.pathname);
  if (sharedId !== null)
    return (
      <ErrorBoundary title="The shared page could not be opened">
        <SharedRoot id={sharedId} settings={mode.settings} />
      </ErrorBoundary>
    );
  return (
    <ErrorBoundary title="The cloud mode could not start">
      <Suspense fallback={null}>
        <FirebaseRoot settings={mode.settings} />
      </Suspense>
    </ErrorBoundary>
  );
}
