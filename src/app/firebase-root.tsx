/**
 * Firebase mode: loads the Firebase session (a dynamic import), shows the sign-in gate, and runs
 * the dashboard on the signed-in user's Firebase TrackStore, with the account menu and the offer to
 * move local activities to the cloud.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ErrorPanel } from '../components/error-panel';
import { createLocalTrackStore, loadFirebase, type AuthUser, type FirebaseSettings } from '../data';
import { AccountProvider, AuthGate, MoveToCloudOffer, type Account } from '../features/auth';
import { createQueryClient } from '../lib/query-client';
import { trackKeys } from '../lib/track-queries';
import { App } from './app';

type FirebaseModule = Awaited<ReturnType<typeof loadFirebase>>;
type Session = ReturnType<FirebaseModule['createFirebaseSession']>;

const reportWriteError = (error: Error) =>
  console.error(`A change could not be saved to the cloud: ${error.message}`);

/** One session per page (StrictMode runs effects twice; initializeApp must run once). */
let sessionPromise: Promise<Session> | null = null;
function loadSession(settings: FirebaseSettings): Promise<Session> {
  sessionPromise ??= loadFirebase().then((m) => m.createFirebaseSession(settings, reportWriteError));
  return sessionPromise;
}

export function FirebaseRoot({ settings }: { settings: FirebaseSettings }) {
  const [state, setState] = useState<{ session: Session } | { error: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    loadSession(settings).then(
      (session) => live && setState({ session }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [settings]);

  if (state === null) return null;
  if ('error' in state) {
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    const error = offline
      ? new Error(
          'You are offline and the sign-in code has not been loaded on this device yet. Reconnect, then reload.',
        )
      : state.error;
    return <ErrorPanel title="The cloud mode could not start" error={error} />;
  }
  const { session } = state;
  return (
    <AuthGate auth={session.auth}>
      {(user) => <SignedInApp key={user.uid} session={session} user={user} />}
    </AuthGate>
  );
}

function SignedInApp({ session, user }: { session: Session; user: AuthUser }) {
  const store = useMemo(() => session.openStore(user.uid), [session, user.uid]);
  const local = useMemo(() => createLocalTrackStore(), []);
  // A query cache per user (keyed by uid above): another user's cached data can never show.
  const [queryClient] = useState(createQueryClient);
  useLiveUpdates(store, queryClient);
  const account = useMemo<Account>(
    () => ({
      user,
      async signOut() {
        await session.signOutAndForget();
        window.location.reload();
      },
      deleteCloudData: () => session.callables.deleteAccountData(),
      rebuildHeatIndex: () => session.callables.rebuildHeatIndex(),
    }),
    [session, user],
  );
  return (
    <AccountProvider account={account}>
      <App store={store} queryClient={queryClient} />
      <MoveToCloudOffer
        local={local}
        cloud={store}
        uid={user.uid}
        onChanged={() => void queryClient.invalidateQueries()}
      />
    </AccountProvider>
  );
}

/**
 * Another device's import, rename or delete shows within seconds: the store's live listener
 * (summary-watch.ts) invalidates the track queries on each change, and focus or a reconnect syncs
 * and restarts it.
 */
function useLiveUpdates(store: ReturnType<Session['openStore']>, queryClient: QueryClient): void {
  useEffect(() => {
    const stop = store.watch(() => void queryClient.invalidateQueries({ queryKey: trackKeys.all }));
    const refresh = () => void store.refreshLive();
    window.addEventListener('focus', refresh);
    window.addEventListener('online', refresh);
    return () => {
      stop();
      window.removeEventListener('focus', refresh);
      window.removeEventListener('online', refresh);
    };
  }, [store, queryClient]);
}
