// @vitest-environment jsdom
// A read-only link (issue 37) opened on a copy of the app in local mode: no cloud to read, so it says
// shared pages are not kept here instead of opening the dashboard.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedIdFromPath } from '../shared/share/share-links';
import { SharedEntry } from './shared-entry';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const ID = '0123456789abcdef'.repeat(2);

describe('sharedIdFromPath', () => {
  it('reads the id of /shared/<32 hex>, "" for a malformed one, null elsewhere', () => {
    expect(sharedIdFromPath(`/shared/${ID}`)).toBe(ID);
    expect(sharedIdFromPath(`/shared/${ID}/`)).toBe(ID);
    expect(sharedIdFromPath('/shared/not-a-share')).toBe('');
    expect(sharedIdFromPath(`/shared/${ID.toUpperCase()}`)).toBe('');
    expect(sharedIdFromPath('/activities')).toBeNull();
    expect(sharedIdFromPath(`/sharedx/${ID}`)).toBeNull();
  });
});

describe('a share link in local mode', () => {
  it('says shared pages are not kept here, and offers the dashboard', () => {
    render(<SharedEntry id={ID} mode={{ mode: 'local' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shared pages are not kept here' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the dashboard' }).getAttribute('href')).toBe('/');
  });
});
