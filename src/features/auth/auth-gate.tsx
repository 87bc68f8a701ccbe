/**
 * Firebase mode's gate: until a user is signed in, only the sign-in screen renders (nothing else of
 * the app, nothing read from the cloud). A user signed in before stays signed in offline.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { AuthPort, AuthUser } from '../../data';
import { EmailLinkCompletion } from './email-link-completion';
import { SignInScreen } from './sign-in-screen';

export interface AuthGateProps {
  auth: AuthPort;
  children: (user: AuthUser) => ReactNode;
}

/** The page URL without the email-link sign-in parameters. */
function cleanUrl(): string {
  return window.location.origin + window.location.pathname;
}

export function AuthGate({ auth, children }: AuthGateProps) {
  const [user, setUser] = useState<AuthUser | null | undefined>(undefined);
  const [linkUrl, setLinkUrl] = useState<string | null>(() =>
    auth.isEmailLink(window.location.href) ? window.location.href : null,
  );

  useEffect(() => auth.onUserChanged(setUser), [auth]);

  const linkDone = () => {
    window.history.replaceState(null, '', cleanUrl());
    setLinkUrl(null);
  };

  if (user) return <>{children(user)}</>;
  if (linkUrl) return <EmailLinkCompletion auth={auth} url={linkUrl} onDone={linkDone} />;
  if (user === undefined) {
    return (
      <main className="sign-in">
        <p className="sign-in__checking" role="status">
          Checking sign-in…
        </p>
      </main>
    );
  }
  return <SignInScreen auth={auth} returnUrl={cleanUrl()} />;
}
