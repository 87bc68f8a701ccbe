/**
 * Finishing an email-link sign-in: with the address remembered by this browser it completes at once;
 * opened in another browser, it asks for the address first.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { describeAuthError, type AuthPort } from '../../data';
import './auth.css';

export interface EmailLinkCompletionProps {
  auth: AuthPort;
  url: string;
  /** Called when the link was used (or failed): the URL should lose its sign-in parameters. */
  onDone: () => void;
}

export function EmailLinkCompletion({ auth, url, onDone }: EmailLinkCompletionProps) {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  const complete = (address: string) => {
    setBusy(true);
    auth.completeEmailLink(url, address).then(onDone, (e: unknown) => {
      setBusy(false);
      setError(describeAuthError(e, navigator.onLine).message);
    });
  };

  useEffect(() => {
    const remembered = auth.pendingEmail();
    if (remembered && !started.current) {
      started.current = true;
      complete(remembered);
    }
    // Runs once per link: `complete` is recreated every render on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link, not per `complete`
  }, [auth, url]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    complete(email.trim());
  };

  return (
    <main className="sign-in" aria-labelledby="email-link-title">
      <section className="sign-in__card card">
        <h1 id="email-link-title" className="sign-in__title">
          Finishing sign-in
        </h1>
        {error ? (
          <p className="sign-in__notice sign-in__notice--error" role="alert">
            {error}
          </p>
        ) : null}
        <form className="sign-in__email" onSubmit={submit}>
          <label htmlFor={emailId}>Confirm the email address the link was sent to</label>
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" variant="primary" busy={busy}>
            Sign in
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Use another way to sign in
          </Button>
        </form>
      </section>
    </main>
  );
}
