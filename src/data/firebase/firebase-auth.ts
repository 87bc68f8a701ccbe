/** AuthPort over Firebase Auth: Google (popup) and email-link sign-in. */
import {
  GoogleAuthProvider,
  isSignInWithEmailLink,
  onAuthStateChanged,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  signInWithPopup,
  signOut,
  type Auth,
} from 'firebase/auth';
import type { AuthPort } from './contract/auth-port';

/** Where the address a link was sent to is remembered (this browser only). */
export const PENDING_EMAIL_KEY = 'gpx-dashboard.email-for-sign-in';

export function createFirebaseAuthPort(
  auth: Auth,
  storage: Storage | undefined = globalThis.localStorage,
): AuthPort {
  return {
    onUserChanged(callback) {
      return onAuthStateChanged(auth, (user) =>
        callback(user ? { uid: user.uid, email: user.email, displayName: user.displayName } : null),
      );
    },
    async signInWithGoogle() {
      await signInWithPopup(auth, new GoogleAuthProvider());
    },
    async sendEmailLink(email, returnUrl) {
      await sendSignInLinkToEmail(auth, email, { url: returnUrl, handleCodeInApp: true });
      storage?.setItem(PENDING_EMAIL_KEY, email);
    },
    isEmailLink: (url) => isSignInWithEmailLink(auth, url),
    async completeEmailLink(url, email) {
      await signInWithEmailLink(auth, email, url);
      storage?.removeItem(PENDING_EMAIL_KEY);
    },
    pendingEmail: () => storage?.getItem(PENDING_EMAIL_KEY) ?? null,
    signOut: () => signOut(auth),
  };
}
