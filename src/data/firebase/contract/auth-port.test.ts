import { describe, expect, it } from 'vitest';
import { describeAuthError, OFFLINE_MESSAGE } from './auth-port';

const err = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), { code });

describe('describeAuthError', () => {
  it('turns a network failure, or any failure while offline, into the offline message', () => {
    expect(describeAuthError(err('auth/network-request-failed'))).toEqual({
      message: OFFLINE_MESSAGE,
      offline: true,
      silent: false,
    });
    // Offline, any code (or none) reads as the network's fault, auth/internal-error included.
    expect(describeAuthError(err('auth/internal-error'), false).offline).toBe(true);
    expect(describeAuthError(err('auth/too-many-requests'), false).message).toBe(OFFLINE_MESSAGE);
    expect(describeAuthError(new Error('fetch failed'), false).offline).toBe(true);
  });

  it('does not blame the network for an internal error while online', () => {
    expect(describeAuthError(err('auth/internal-error', 'Internal failure'))).toEqual({
      message: 'Sign-in failed: Internal failure',
      offline: false,
      silent: false,
    });
  });

  it('stays silent when the user closed the Google window', () => {
    expect(describeAuthError(err('auth/popup-closed-by-user')).silent).toBe(true);
  });

  it('explains project set-up problems in plain words', () => {
    expect(describeAuthError(err('auth/operation-not-allowed')).message).toMatch(
      /not enabled for the Firebase project/,
    );
    expect(describeAuthError(err('auth/unauthorized-domain')).message).toMatch(/authorised domain/);
  });

  it('falls back to the first line of an unknown error', () => {
    expect(describeAuthError(err('auth/something-new', 'Odd failure\nstack'))).toEqual({
      message: 'Sign-in failed: Odd failure',
      offline: false,
      silent: false,
    });
  });
});
