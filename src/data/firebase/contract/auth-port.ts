/**
 * The sign-in port the UI (src/features/auth) talks to; firebase-auth.ts implements it over
 * Firebase Auth. No SDK here, so features can import these types and helpers.
 */
import { errorCode } from './error-code';

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export interface AuthPort {
  /** Calls back with the user (null when signed out) once known and on every change; returns unsubscribe. */
  onUserChanged(callback: (user: AuthUser | null) => void): () => void;
  signInWithGoogle(): Promise<void>;
  /** Emails a sign-in link that brings the user back to `returnUrl`. */
  sendEmailLink(email: string, returnUrl: string): Promise<void>;
  /** True when this URL is an email sign-in link. */
  isEmailLink(url: string): boolean;
  completeEmailLink(url: string, email: string): Promise<void>;
  /** The address this browser last sent a link to (so the user need not type it again). */
  pendingEmail(): string | null;
  signOut(): Promise<void>;
}

export const OFFLINE_MESSAGE =
  'You are offline. Signing in needs a network connection; once you are signed in, the dashboard keeps working offline on the data this device has.';

export interface AuthErrorView {
  /** One line for the user. */
  message: string;
  /** The failure was the network's: show the offline message. */
  offline: boolean;
  /** The user cancelled (closed the popup): show nothing. */
  silent: boolean;
}

const MESSAGES: Record<string, string> = {
  'auth/popup-blocked':
    'The browser blocked the Google sign-in window. Allow pop-ups for this site, or use an email link.',
  'auth/invalid-email': 'That email address is not valid.',
  'auth/missing-email': 'Enter your email address.',
  'auth/invalid-action-code': 'This sign-in link has expired or was already used. Ask for a new one.',
  'auth/expired-action-code': 'This sign-in link has expired. Ask for a new one.',
  'auth/operation-not-allowed':
    'This sign-in method is not enabled for the Firebase project (enable it under Authentication > Sign-in method).',
  'auth/unauthorized-domain':
    'This site is not an authorised domain of the Firebase project (add it under Authentication > Settings).',
  'auth/unauthorized-continue-uri':
    'This site is not an authorised domain of the Firebase project (add it under Authentication > Settings).',
  'auth/invalid-api-key': 'The Firebase API key in the configuration is not valid.',
  'auth/api-key-not-valid.-please-pass-a-valid-api-key.':
    'The Firebase API key in the configuration is not valid.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes and try again.',
  'auth/user-disabled': 'This account has been disabled.',
};

const SILENT = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

/** Plain words for a sign-in failure. */
export function describeAuthError(error: unknown, online = true): AuthErrorView {
  const code = errorCode(error);
  if (!online || code === 'auth/network-request-failed') {
    return { message: OFFLINE_MESSAGE, offline: true, silent: false };
  }
  if (code && SILENT.has(code)) return { message: '', offline: false, silent: true };
  const known = code ? MESSAGES[code] : undefined;
  const raw = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return { message: known ?? `Sign-in failed: ${raw}`, offline: false, silent: false };
}
