/**
 * Firebase mode's page of a read-only link (/shared/<id>, issue 37), opened signed out: neither the
 * sign-in code nor the dashboard loads. The page's chunk (map and chart) and the read of its one
 * document (Firestore Lite, data/firebase/share-reader.ts) start together on the first render,
 * not one after the other (bench share-open).
 */
import { lazy, Suspense, useMemo } from 'react';
import { loadShareReader, type FirebaseSettings, type OpenedShare } from '../data';
import { SettingsProvider } from '../lib/settings';

const loadPage = () => import('../features/share/page');
const SharedPageView = lazy(() => loadPage().then((m) => ({ default: m.SharedPageView })));

export function SharedRoot({ id, settings }: { id: string; settings: FirebaseSettings }) {
  // One read per page (StrictMode runs the view's effect twice): the promise is made once here.
  const open = useMemo(() => {
    void loadPage().catch(() => undefined);
    const read: Promise<OpenedShare> = loadShareReader().then((m) => m.readSharedPage(settings, id));
    // Its failure is shown by the view, which takes the promise once its chunk is in.
    read.catch(() => undefined);
    return () => read;
  }, [settings, id]);
  return (
    <SettingsProvider>
      <Suspense fallback={null}>
        <SharedPageView open={open} />
      </Suspense>
    </SettingsProvider>
  );
}
