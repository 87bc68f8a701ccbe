/**
 * The sign-in screen of Firebase mode: Google or an emailed link. Nothing of the user's data is
 * shown (or readable: firestore.rules) before sign-in. Without a network it says so plainly.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { APP_NAME } from '../../components/layout/app-header';
import { describeAuthError, OFFLINE_MESSAGE, type AuthPort } from '../../data';
import { useOnline } from './use-online';
import './auth.css';

export interface SignInScreenProps {
  auth: AuthPort;
  /** Where an emailed link brings the user back (this page). */
  returnUrl: string;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'busy'; what: 'google' | 'email' }
  | { kind: 'sent'; email: string }
  /** A failure; `offline` ones show as the offline notice. */
  | { kind: 'error'; message: string; offline: boolean };

export function SignInScreen({ auth, returnUrl }: SignInScreenProps) {
  const online = useOnline();
  const emailId = useId();
  const [email, setEmail] = useState(() => auth.pendingEmail() ?? '');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const fail = (error: unknown) => {
    const view = describeAuthError(error, navigator.onLine);
    setStatus(
      view.silent ? { kind: 'idle' } : { kind: 'error', message: view.message, offline: view.offline },
    );
  };
  /** Without a network a sign-in attempt can only hang or fail: say so at once instead. */
  const offlineNow = () => {
    if (navigator.onLine) return false;
    setStatus({ kind: 'error', message: OFFLINE_MESSAGE, offline: true });
    return true;
  };
  const google = () => {
    if (offlineNow()) return;
    setStatus({ kind: 'busy', what: 'google' });
    auth.signInWithGoogle().then(() => setStatus({ kind: 'idle' }), fail);
  };
  const sendLink = (event: FormEvent) => {
    event.preventDefault();
    if (offlineNow()) return;
    const address = email.trim();
    setStatus({ kind: 'busy', what: 'email' });
    auth.sendEmailLink(address, returnUrl).then(() => setStatus({ kind: 'sent', email: address }), fail);
  };
  const busy = status.kind === 'busy';
  const showOffline = !online || (status.kind === 'error' && status.offline);
  const errorText = status.kind === 'error' && !status.offline ? status.message : null;

  return (
    <main className="sign-in" aria-labelledby="sign-in-title">
      <section className="sign-in__card card">
        <h1 id="sign-in-title" className="sign-in__title">
          Sign in to {APP_NAME}
        </h1>
        <p className="sign-in__lead">
          Your activities are kept in your own cloud account, on every device you sign in on.
        </p>
        {showOffline ? (
          <p className="sign-in__notice sign-in__notice--offline" role="alert">
            {OFFLINE_MESSAGE}
          </p>
        ) : null}
        {errorText ? (
          <p className="sign-in__notice sign-in__notice--error" role="alert">
            {errorText}
          </p>
        ) : null}
        <Button
          variant="primary"
          className="sign-in__google"
          onClick={google}
          busy={busy && status.what === 'google'}
          disabled={busy}
        >
          Continue with Google
        </Button>
        <div className="sign-in__divider" aria-hidden="true">
          or
        </div>
        {status.kind === 'sent' ? (
          <p className="sign-in__notice" role="status">
            Check your inbox: a sign-in link is on its way to {status.email}. Open it in this browser.
          </p>
        ) : (
          <form className="sign-in__email" onSubmit={sendLink}>
            <label htmlFor={emailId}>Email address</label>
            <input
              id={emailId}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button type="submit" busy={busy && status.what === 'email'} disabled={busy}>
              Email me a sign-in link
            </Button>
          </form>
        )}
      </section>
    </main>
  );
}
