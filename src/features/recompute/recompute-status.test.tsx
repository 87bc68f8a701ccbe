// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecomputeStatusView } from './recompute-status';

afterEach(cleanup);

describe('RecomputeStatusView', () => {
  it('shows the progress while running, without Dismiss', () => {
    const state = { total: 40, done: 11, failed: [], withoutOriginal: 1, running: true };
    render(<RecomputeStatusView state={state} onDismiss={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain('12 of 40 activities');
    expect(screen.getByRole('progressbar', { name: 'Activities updated' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('says how many were updated and which kept their old figures, and why', () => {
    const onDismiss = vi.fn();
    const failed = [{ id: 'x', name: 'Lunch ride', reason: 'FIT file without any record (no points)' }];
    render(
      <RecomputeStatusView
        state={{ total: 3, done: 2, failed, withoutOriginal: 0, running: false }}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Statistics updated for 2 of 3 activities.');
    expect(screen.getByText('1 kept their old figures')).toBeTruthy();
    expect(screen.getByText(/Lunch ride: FIT file without any record/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
