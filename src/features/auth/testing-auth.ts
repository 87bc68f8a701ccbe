/** A scriptable AuthPort for component tests. */
import { vi } from 'vitest';
import type { AuthPort, AuthUser } from '../../data';

export function fakeAuth(overrides: Partial<AuthPort> = {}) {
  let listener: ((user: AuthUser | null) => void) | null = null;
  const port: AuthPort = {
    onUserChanged: (cb) => {
      listener = cb;
      return () => {
        listener = null;
      };
    },
    signInWithGoogle: vi.fn(() => Promise.resolve()),
    sendEmailLink: vi.fn(() => Promise.resolve()),
    isEmailLink: () => false,
    completeEmailLink: vi.fn(() => Promise.resolve()),
    pendingEmail: () => null,
    signOut: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
  return { port, emit: (user: AuthUser | null) => listener?.(user) };
}
