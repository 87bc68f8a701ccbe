// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE } from '../../data';
import { SignInScreen } from './sign-in-screen';
import { fakeAuth } from './testing-auth';

const networkError = () =>
  Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), {
    code: 'auth/network-request-failed',
  });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SignInScreen', () => {
  it('offers Google and an email link, and no offline message when online', () => {
    render(<SignInScreen auth={fakeAuth().port} returnUrl="http://localhost/" />);
    expect(screen.getByRole('heading', { name: /sign in/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
  });

  it('says clearly that it is offline, and updates when the network comes and goes', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<SignInScreen auth={fakeAuth().port} returnUrl="http://localhost/" />);
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_MESSAGE);
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not even try to sign in while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const signInWithGoogle = vi.fn(() => Promise.resolve());
    const sendEmailLink = vi.fn(() => Promise.resolve());
    render(
      <SignInScreen
        auth={fakeAuth({ signInWithGoogle, sendEmailLink }).port}
        returnUrl="http://localhost/"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await userEvent.type(screen.getByLabelText('Email address'), 'ana@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(signInWithGoogle).not.toHaveBeenCalled();
    expect(sendEmailLink).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_MESSAGE);
  });

  it('shows the offline message when Google sign-in fails for lack of network', async () => {
    const { port } = fakeAuth({ signInWithGoogle: () => Promise.reject(networkError()) });
    render(<SignInScreen auth={port} returnUrl="http://localhost/" />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_MESSAGE);
  });

  it('sends an email link to the typed address and says where it went', async () => {
    const sendEmailLink = vi.fn(() => Promise.resolve());
    const { port } = fakeAuth({ sendEmailLink });
    render(<SignInScreen auth={port} returnUrl="http://localhost/" />);
    await userEvent.type(screen.getByLabelText('Email address'), 'ana@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(sendEmailLink).toHaveBeenCalledWith('ana@example.org', 'http://localhost/');
    expect(await screen.findByRole('status')).toHaveTextContent('ana@example.org');
  });

  it('shows a project set-up error in plain words', async () => {
    const { port } = fakeAuth({
      signInWithGoogle: () =>
        Promise.reject(Object.assign(new Error('x'), { code: 'auth/operation-not-allowed' })),
    });
    render(<SignInScreen auth={port} returnUrl="http://localhost/" />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/not enabled for the Firebase project/);
  });
});
