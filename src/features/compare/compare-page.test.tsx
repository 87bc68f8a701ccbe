// @vitest-environment jsdom
import type { RouterHistory } from '@tanstack/react-router';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TrackStore } from '../../data';
import { generateActivity, loopRoute, trackToGpx, type LatLon } from '../../domain/compare/generated-routes';
import { processActivity } from '../../domain/process-activity';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { renderPage } from '../../testing/render-page';
import { createInProcessCompareRunner } from '../../workers/compare/client';

// deck.gl needs WebGL, which jsdom does not have: the map is checked in the browser test.
vi.mock('./map/compare-map', () => ({ CompareMap: () => <div data-testid="compare-map" /> }));

configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => {
  // Recharts' responsive container observes its size.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

const T0 = Date.UTC(2025, 4, 1, 7, 0, 0);
const DAY = 86_400_000;
const CENTRE: LatLon = [45.9, 6.1];
const LOOP = loopRoute(CENTRE, 500);

/** Stores a generated activity (GPX through the real pipeline); returns its id. */
async function store(
  s: TrackStore,
  name: string,
  route: readonly LatLon[],
  day: number,
  speedMps: number,
): Promise<string> {
  const track = generateActivity(route, {
    startMs: T0 + day * DAY,
    speedMps,
    noiseM: 3,
    seed: day + 1,
    stepS: 2,
  });
  const bytes = new TextEncoder().encode(trackToGpx(track, name));
  const processed = await processActivity(bytes, { fileName: `${name}.gpx` });
  await s.putActivity({ ...processed, original: bytes });
  return processed.summary.id;
}

function renderCompare(path: string, trackStore: TrackStore): { history: RouterHistory } {
  return renderPage(path, { store: trackStore, workers: { compare: createInProcessCompareRunner() } });
}

const search = (history: RouterHistory) => new URLSearchParams(history.location.search);
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('compare page', () => {
  it('shows the set side by side with differences to the baseline, and edits the set in the URL', async () => {
    const s = createMemoryTrackStore();
    const a = await store(s, 'Loop A', LOOP, 0, 3);
    const b = await store(s, 'Loop B', LOOP, 1, 3.3);
    const c = await store(s, 'Loop C', LOOP, 2, 2.8);
    const user = userEvent.setup();
    const { history } = renderCompare(`/compare?ids=${a},${b},${c},nothere`, s);

    expect(await screen.findByRole('heading', { level: 1, name: 'Compare' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.getByText(/3 activities · baseline “Loop A”/)).toBeInTheDocument();
    expect(screen.getByText(/1 activity in this link is not stored here/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Baseline: Loop A' })).toBeChecked();
    // Each other row has signed differences under its numbers; the baseline row says so.
    expect(within(bodyRows()[0]!).getAllByText('baseline').length).toBeGreaterThan(3);
    for (const row of bodyRows().slice(1))
      expect(within(row).getAllByText(/vs baseline/).length).toBeGreaterThan(3);
    // The worker's (here in-process) comparison drives the charts: one series per activity.
    await waitFor(() =>
      expect(document.querySelector('.compare-charts')).toHaveAttribute('data-series', '3'),
    );

    const distance = screen.getByRole('columnheader', { name: /Distance/ });
    expect(distance).toHaveAttribute('aria-sort', 'none');
    await user.click(within(distance).getByRole('button'));
    expect(distance).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(distance).getByRole('button'));
    expect(distance).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('radio', { name: 'Baseline: Loop B' }));
    await waitFor(() => expect(search(history).get('baseline')).toBe(b));
    expect(screen.getByText(/baseline “Loop B”/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Loop C from the comparison' }));
    await waitFor(() => expect(search(history).get('ids')).toBe(`${a},${b},nothere`));
    await user.click(screen.getByRole('button', { name: 'Remove from the link' }));
    await waitFor(() => expect(search(history).get('ids')).toBe(`${a},${b}`));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));

    await user.click(screen.getByRole('radio', { name: 'Elapsed time' }));
    await waitFor(() => expect(search(history).get('x')).toBe('time'));
  });

  it('finds the activities on the same route as the baseline and adds them', async () => {
    const s = createMemoryTrackStore();
    const a = await store(s, 'Loop A', LOOP, 0, 3);
    const again = await store(s, 'Loop again', LOOP, 1, 3.2);
    await store(s, 'Loop reversed', [...LOOP].reverse(), 2, 3);
    await store(s, 'Elsewhere', loopRoute([45.95, 6.2], 500), 3, 3);
    const user = userEvent.setup();
    const { history } = renderCompare(`/compare?ids=${a}`, s);

    await user.click(await screen.findByRole('button', { name: 'Find same route' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Found 1 other activity on the same route as “Loop A”.',
    );
    await waitFor(() => expect(search(history).get('ids')).toBe(`${a},${again}`));
  });

  it('adds an activity by name', async () => {
    const s = createMemoryTrackStore();
    const a = await store(s, 'Morning loop', LOOP, 0, 3);
    const b = await store(s, 'Evening loop', LOOP, 1, 3);
    const user = userEvent.setup();
    const { history } = renderCompare(`/compare?ids=${a}`, s);

    await user.click(await screen.findByRole('button', { name: 'Add activities' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find activities to add' }), 'even');
    await user.click(await screen.findByRole('button', { name: 'Add Evening loop' }));
    await waitFor(() => expect(search(history).get('ids')).toBe(`${a},${b}`));
  });

  it('says so when nothing in the link is stored here', async () => {
    renderCompare('/compare?ids=gone1,gone2', createMemoryTrackStore());
    expect(
      await screen.findByRole('heading', { name: 'None of these activities are stored here' }),
    ).toBeInTheDocument();
  });
});
