// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissUpdate, offerUpdate } from '../lib/app-update';
import { UpdatePrompt } from './update-prompt';

afterEach(() => {
  act(() => dismissUpdate());
  cleanup();
});

describe('UpdatePrompt', () => {
  it('shows nothing until the service worker offers an update, then reloads into it', async () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('status', { name: 'App update' })).toBeNull();
    const reload = vi.fn();
    act(() => offerUpdate(reload));
    const prompt = screen.getByRole('status', { name: 'App update' });
    expect(prompt.textContent).toContain('A new version of GPX Dashboard is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('goes away on "Later" without reloading', async () => {
    render(<UpdatePrompt />);
    const reload = vi.fn();
    act(() => offerUpdate(reload));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status', { name: 'App update' })).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
