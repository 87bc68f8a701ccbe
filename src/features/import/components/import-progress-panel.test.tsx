// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FileResult, ImportSnapshot } from '../controller/types';
import { IDLE_SNAPSHOT } from '../controller/progress';
import { ImportProgressView } from './import-progress-panel';
import { VIRTUALIZE_AFTER } from './import-result-list';

const result = (seq: number, status: FileResult['status'], detail: string): FileResult => ({
  seq,
  path: `file-${seq}.gpx`,
  status,
  detail,
  activityId: status === 'imported' ? `id${seq}` : null,
});

const running: ImportSnapshot = {
  ...IDLE_SNAPSHOT,
  phase: 'running',
  total: 10,
  done: 3,
  counts: { imported: 2, duplicate: 0, skipped: 0, failed: 1 },
  bytesDone: 6_000_000,
  elapsedMs: 2000,
  bytesPerSecond: 3_000_000,
  etaMs: 20_000,
  results: [
    result(1, 'imported', 'Morning run'),
    result(2, 'failed', 'Not a GPX file: no <gpx> element found'),
    result(3, 'imported', 'Lunch ride'),
  ],
};

afterEach(cleanup);

describe('ImportProgressView', () => {
  it('shows files done / total, speed, time left and an accessible progress bar', () => {
    render(<ImportProgressView snapshot={running} onCancel={() => {}} onDismiss={() => {}} />);
    const region = screen.getByRole('region', { name: 'Import progress' });
    expect(within(region).getByRole('heading', { name: 'Importing files' })).toBeInTheDocument();
    expect(region).toHaveTextContent('3 of 10 files · 3.0 MB/s · about 20 s left');
    const bar = within(region).getByRole('progressbar', { name: 'Files done' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 10 files');
    expect(within(region).getByText('Not a GPX file: no <gpx> element found')).toBeInTheDocument();
  });

  it('marks a file imported with reading problems, with each reason', () => {
    const snapshot: ImportSnapshot = {
      ...running,
      results: [
        result(1, 'imported', 'Morning run'),
        {
          ...result(2, 'imported', 'Karoo ride'),
          warnings: ['The file ends early: read to its last whole record', '3 points without a position'],
        },
      ],
    };
    render(<ImportProgressView snapshot={snapshot} onCancel={() => {}} onDismiss={() => {}} />);
    const items = within(screen.getByRole('list', { name: 'Results per file' })).getAllByRole('listitem');
    expect(items[0]).not.toHaveTextContent('Read with');
    expect(items[1]).toHaveTextContent(
      'Read with 2 problems: The file ends early: read to its last whole record · 3 points without a position',
    );
  });

  it('filters the per-file list by outcome', async () => {
    render(<ImportProgressView snapshot={running} onCancel={() => {}} onDismiss={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /^Failed/ }));
    const list = screen.getByRole('list', { name: 'Failed files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('file-2.gpx');
  });

  it('cancels while running; offers the done action and dismiss when finished', async () => {
    const onCancel = vi.fn();
    const onDismiss = vi.fn();
    const { rerender } = render(
      <ImportProgressView snapshot={running} onCancel={onCancel} onDismiss={onDismiss} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel import' }));
    expect(onCancel).toHaveBeenCalledOnce();
    const done = { ...running, phase: 'done' as const, done: 10, etaMs: null };
    rerender(
      <ImportProgressView
        snapshot={done}
        onCancel={onCancel}
        onDismiss={onDismiss}
        doneAction={<a href="/activities">View activities</a>}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel import' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View activities' })).toBeInTheDocument();
    expect(
      screen.getByText(/Import finished: 2 imported, 0 duplicate, 0 skipped, 1 failed\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('shows why an import stopped', () => {
    const stopped = { ...running, phase: 'stopped' as const, message: 'Storage is full: free some space.' };
    render(<ImportProgressView snapshot={stopped} onCancel={() => {}} onDismiss={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Storage is full: free some space.');
    expect(screen.getByRole('heading', { name: 'Import stopped' })).toBeInTheDocument();
  });

  it('offers one "Retry" for the files the store did not take, once the import ended', async () => {
    const onRetryFailed = vi.fn();
    const down = 'Could not store this activity: Cloud Storage did not answer';
    const failedToStore = (seq: number): FileResult => ({ ...result(seq, 'failed', down), canRetry: true });
    const ended = {
      ...running,
      phase: 'done' as const,
      done: 4,
      total: 4,
      counts: { imported: 1, duplicate: 0, skipped: 0, failed: 3 },
      results: [...running.results.slice(0, 2), failedToStore(3), failedToStore(4)],
    };
    const view = (snapshot: ImportSnapshot) => (
      <ImportProgressView
        snapshot={snapshot}
        onCancel={() => {}}
        onDismiss={() => {}}
        onRetryFailed={onRetryFailed}
      />
    );
    const { rerender } = render(view({ ...ended, phase: 'running' }));
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull(); // not while running
    rerender(view(ended));
    await userEvent.click(screen.getByRole('button', { name: 'Retry 2 failed files' }));
    expect(onRetryFailed).toHaveBeenCalledOnce();
    rerender(view({ ...ended, results: [...running.results.slice(0, 2), failedToStore(3)] }));
    expect(screen.getByRole('button', { name: 'Retry the failed file' })).toBeInTheDocument();
    rerender(view({ ...ended, results: running.results })); // a broken file: nothing to retry
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('draws only part of a long list (virtualised)', () => {
    const many = Array.from({ length: 1000 }, (_, i) => result(i + 1, 'imported', `Run ${i + 1}`));
    const big = { ...running, total: 1000, done: 1000, phase: 'done' as const, results: many };
    render(<ImportProgressView snapshot={big} onCancel={() => {}} onDismiss={() => {}} />);
    const rows = within(screen.getByRole('list', { name: 'Results per file' })).queryAllByRole('listitem');
    expect(many.length).toBeGreaterThan(VIRTUALIZE_AFTER);
    expect(rows.length).toBeLessThan(100);
  });

  it('renders nothing when idle', () => {
    const { container } = render(
      <ImportProgressView snapshot={IDLE_SNAPSHOT} onCancel={() => {}} onDismiss={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
