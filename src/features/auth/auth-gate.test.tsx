// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthGate } from './auth-gate';
import { fakeAuth } from './testing-auth';

afterEach(cleanup);

describe('AuthGate', () => {
  it('renders nothing of the app until a user is signed in, and the app once one is', () => {
    const auth = fakeAuth();
    render(<AuthGate auth={auth.port}>{(user) => <p>Dashboard of {user.email}</p>}</AuthGate>);
    expect(screen.getByRole('status')).toHaveTextContent('Checking sign-in');
    act(() => auth.emit(null));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByText(/Dashboard of/)).not.toBeInTheDocument();
    act(() => auth.emit({ uid: 'u1', email: 'ana@example.org', displayName: null }));
    expect(screen.getByText('Dashboard of ana@example.org')).toBeInTheDocument();
    act(() => auth.emit(null));
    expect(screen.queryByText(/Dashboard of/)).not.toBeInTheDocument();
  });

  it('completes an email-link sign-in with the address this browser remembered', async () => {
    const complete = vi.fn(() => Promise.resolve());
    const auth = fakeAuth({
      isEmailLink: () => true,
      pendingEmail: () => 'ana@example.org',
      completeEmailLink: complete,
    });
    window.history.replaceState(null, '', '/?mode=signIn&oobCode=abc');
    render(<AuthGate auth={auth.port}>{() => <p>in</p>}</AuthGate>);
    act(() => auth.emit(null));
    expect(complete).toHaveBeenCalledWith(expect.stringContaining('oobCode=abc'), 'ana@example.org');
    await vi.waitFor(() => expect(window.location.search).toBe(''));
  });
});
