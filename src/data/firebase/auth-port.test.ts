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
    expect(describeAuthError(err('auth/internal-error'), false).offline).toBe(true);
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
