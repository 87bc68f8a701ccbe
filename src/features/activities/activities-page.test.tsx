// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackStore } from '../../data';
import { tileLine } from '../../domain/explorer/test-lines';
import { tileActivity } from '../../testing/explorer-fixtures';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { renderPage } from '../../testing/render-page';
import { makeSummary } from '../../testing/summary';
import { TABLE_PREFS_KEY } from './table/table-prefs';
import { stubClientSize } from '../../testing/client-size';

// The whole app is mounted (renderPage): on a loaded machine a test can take longer than the default.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

/** jsdom has no layout: give the table's scroll area a real size so the virtualiser fills it. */
stubClientSize('activities-table__scroll', { clientWidth: 1200, clientHeight: 640 });
beforeEach(() => localStorage.clear());
afterEach(cleanup);

const day = (d: number) => Date.UTC(2026, 9, d, 8, 0);
const FIXTURES = [
  makeSummary({ id: 'a1', name: 'Lake run', sport: 'run', distanceM: 8000, startTime: day(5), avgHr: 150 }),
  makeSummary({
    id: 'b2',
    name: 'Col ride',
    sport: 'ride',
    distanceM: 62_000,
    startTime: day(9),
    avgHr: null,
  }),
  makeSummary({
    id: 'c3',
    name: 'Forest hike',
    sport: 'hike',
    distanceM: 14_000,
    startTime: day(2),
    avgHr: 120,
  }),
  makeSummary({
    id: 'd4',
    name: 'Track intervals',
    sport: 'run',
    distanceM: 6000,
    startTime: day(12),
    avgHr: 165,
  }),
  makeSummary({
    id: 'e5',
    name: 'Commute ride',
    sport: 'ride',
    distanceM: 9000,
    startTime: day(7),
    avgHr: 130,
  }),
];

/** The Activities page at `path` in the whole app (its providers, routes and URL validation). */
function renderAt(path: string, store: TrackStore = createMemoryTrackStore(FIXTURES)) {
  return renderPage(path, { store });
}

/** Names of the rendered body rows, in order. */
function shownNames(): string[] {
  const table = screen.getByRole('table', { name: /Activities/ });
  return within(table)
    .getAllByRole('row')
    .filter((r) => r.hasAttribute('data-index'))
    .map((r) => within(r).getByRole('link').textContent ?? '');
}

async function tableReady() {
  await screen.findByRole('table', { name: /Activities/ });
  await waitFor(() => expect(shownNames().length).toBeGreaterThan(0));
}

describe('activities table', () => {
  it('shows newest first, with aria-sort, rowcount and a totals row', async () => {
    renderAt('/activities');
    await tableReady();
    expect(shownNames()).toEqual(['Track intervals', 'Col ride', 'Commute ride', 'Lake run', 'Forest hike']);
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Distance' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('table', { name: /Activities/ })).toHaveAttribute('aria-rowcount', '7');
    expect(screen.getByRole('rowheader', { name: 'Total: 5 activities' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Total: 5 activities/ })).toHaveTextContent('99.0 km');
  });

  it('lists a route and an excluded activity but counts neither, and says so in the totals row', async () => {
    const store = createMemoryTrackStore([
      ...FIXTURES,
      makeSummary({ id: 'r6', name: 'Planned loop', sport: 'run', distanceM: 21_000, kind: 'route' }),
      makeSummary({ id: 'x7', name: 'Car ride', sport: 'ride', distanceM: 90_000, excluded: true }),
    ]);
    renderAt('/activities', store);
    await tableReady();
    expect(screen.getByRole('table', { name: /Activities/ })).toHaveAttribute('aria-rowcount', '9');
    const label = 'Total: 5 activities (2 routes or excluded not counted)';
    expect(screen.getByRole('rowheader', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Total: 5 activities/ })).toHaveTextContent('99.0 km');
  });

  it('sorts by distance on click (largest first), then ascending, nulls last', async () => {
    const user = userEvent.setup();
    renderAt('/activities');
    await tableReady();
    await user.click(screen.getByRole('button', { name: 'Distance' }));
    expect(shownNames()).toEqual(['Col ride', 'Forest hike', 'Commute ride', 'Lake run', 'Track intervals']);
    expect(screen.getByRole('columnheader', { name: 'Distance' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: 'Distance' }));
    expect(shownNames()).toEqual(['Track intervals', 'Lake run', 'Commute ride', 'Forest hike', 'Col ride']);
    await user.click(screen.getByRole('button', { name: 'Avg HR' }));
    expect(shownNames().at(-1)).toBe('Col ride');
    // Remembered for the next visit.
    const stored = JSON.parse(localStorage.getItem(TABLE_PREFS_KEY) ?? '{}') as { sorting?: unknown };
    expect(stored.sorting).toEqual([{ id: 'avgHr', desc: true }]);
  });

  it('adds a second sort key with shift-click and with Shift+Enter on the header', async () => {
    const user = userEvent.setup();
    renderAt('/activities');
    await tableReady();
    await user.click(screen.getByRole('button', { name: 'Sport' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: 'Distance' }));
    await user.keyboard('{/Shift}');
    expect(shownNames()).toEqual(['Forest hike', 'Col ride', 'Commute ride', 'Lake run', 'Track intervals']);
    screen.getByRole('button', { name: 'Date' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Sport' })).toHaveAttribute('aria-sort', 'none');
  });

  it('filters from the URL and counts what is shown', async () => {
    renderAt('/activities?sport=ride');
    await tableReady();
    expect(shownNames()).toEqual(['Col ride', 'Commute ride']);
    expect(screen.getByText(/2 of 5 activities/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ride' })).toBeChecked();
  });

  it('clears a filter: a sport ticked then unticked shows every activity again', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/activities');
    await tableReady();
    await user.click(screen.getByRole('checkbox', { name: 'Ride' }));
    await waitFor(() => expect(shownNames()).toEqual(['Col ride', 'Commute ride']));
    await user.click(screen.getByRole('checkbox', { name: 'Ride' }));
    await waitFor(() => expect(shownNames()).toHaveLength(5));
    expect(history.location.search).not.toContain('sport=');
  });

  it('falls back to defaults for bad URL params without crashing', async () => {
    renderAt('/activities?sport=%22yoga%22&minDist=%22far%22&date=%22someday%22');
    await tableReady();
    expect(shownNames()).toHaveLength(5);
  });

  it('searches name as you type and writes the filter to the URL', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/activities');
    await tableReady();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ride');
    expect(shownNames()).toEqual(['Col ride', 'Commute ride']);
    await waitFor(() => expect(history.location.search).toContain('q=ride'));
    await user.click(screen.getByRole('checkbox', { name: 'Run' }));
    expect(screen.getByText(/0 of 5 activities/)).toBeInTheDocument();
    expect(screen.getByText('No activities match these filters.')).toBeInTheDocument();
    await waitFor(() => expect(history.location.search).toContain('sport=run'));
  });

  it('selects rows, a shift-range, and all filtered rows', async () => {
    const user = userEvent.setup();
    renderAt('/activities');
    await tableReady();
    await user.click(screen.getByRole('checkbox', { name: 'Select Track intervals' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select Commute ride' }));
    await user.keyboard('{/Shift}');
    expect(screen.getByText(/· 3 selected/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Col ride' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Lake run' })).not.toBeChecked();
    const compare = screen.getByRole('link', { name: 'Compare 3' });
    expect(compare.getAttribute('href')).toMatch(/^\/compare\?ids=d4%2Cb2%2Ce5$|^\/compare\?ids=d4,b2,e5$/);
    await user.click(screen.getByRole('checkbox', { name: /Select all 5 shown/ }));
    expect(screen.getByText(/· 5 selected/)).toBeInTheDocument();
  });

  it('renames an activity inline through the store', async () => {
    const user = userEvent.setup();
    const { store } = renderAt('/activities');
    await tableReady();
    await user.click(screen.getByRole('button', { name: 'Rename Lake run' }));
    const input = screen.getByRole('textbox', { name: 'New name for Lake run' });
    await user.clear(input);
    await user.type(input, 'Lakeside tempo{Enter}');
    await waitFor(() => expect(shownNames()).toContain('Lakeside tempo'));
    expect((await store.getSummary('a1'))?.name).toBe('Lakeside tempo');
  });

  it('changes the sport inline', async () => {
    const user = userEvent.setup();
    const { store } = renderAt('/activities');
    await tableReady();
    await user.click(screen.getByRole('button', { name: 'Change sport of Lake run: run' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport of Lake run' }), 'walk');
    await waitFor(async () => expect((await store.getSummary('a1'))?.sport).toBe('walk'));
  });

  it('moves through rows with the arrow keys and opens one with Enter', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/activities');
    await tableReady();
    const rows = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('data-index'));
    rows()[0]?.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(rows()[1]));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe('/activities/b2'));
  });

  it('deletes the selected activities after confirmation', async () => {
    const user = userEvent.setup();
    const { store } = renderAt('/activities');
    await tableReady();
    await user.click(screen.getByRole('checkbox', { name: 'Select Lake run' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Col ride' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 activities?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shownNames()).toEqual(['Track intervals', 'Commute ride', 'Forest hike']));
    expect((await store.listSummaries()).map((s) => s.id).sort()).toEqual(['c3', 'd4', 'e5']);
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
  });

  it('shows an empty state with no activities', async () => {
    renderAt('/activities', createMemoryTrackStore([]));
    expect(await screen.findByRole('heading', { name: 'No activities yet' })).toBeInTheDocument();
  });
});

describe('what counts, decided from the Activities page (issue 41)', () => {
  it('shows a wrong clock as "date unknown" and sorts it last, newest first or oldest first', async () => {
    const user = userEvent.setup();
    const store = createMemoryTrackStore([
      ...FIXTURES,
      makeSummary({ id: 'y7525', name: 'Part from 7525', startTime: Date.UTC(7525, 6, 12) }),
      makeSummary({ id: 'y1970', name: 'Zero clock', startTime: 0 }),
    ]);
    renderAt('/activities', store);
    await tableReady();
    const names = shownNames();
    expect(names.slice(0, 5)).toEqual([
      'Track intervals',
      'Col ride',
      'Commute ride',
      'Lake run',
      'Forest hike',
    ]);
    expect(names.slice(5).sort()).toEqual(['Part from 7525', 'Zero clock']);
    const row = screen.getByRole('row', { name: /Part from 7525/ });
    expect(row).toHaveTextContent('date unknown');
    await user.click(screen.getByRole('button', { name: 'Date' }));
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
    expect(shownNames().slice(0, 5)).toEqual([
      'Forest hike',
      'Lake run',
      'Commute ride',
      'Col ride',
      'Track intervals',
    ]);
  });

  it('sets the sport of the selection as the person’s own edit', async () => {
    const user = userEvent.setup();
    const { store } = renderAt('/activities');
    await tableReady();
    await user.click(screen.getByRole('checkbox', { name: 'Select Lake run' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Forest hike' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sport of the selected activities' }),
      'ride',
    );
    await screen.findByText('Set the sport of 2 activities to Ride.');
    for (const id of ['a1', 'c3']) {
      const s = await store.getSummary(id);
      expect([s?.sport, s?.editedFields]).toEqual(['ride', ['sport']]);
    }
    expect((await store.getSummary('d4'))?.sport).toBe('run');
  });

  it('excludes the selection in one click, with a badge and a filter, and counts it again', async () => {
    const user = userEvent.setup();
    const { store, history } = renderAt('/activities');
    await tableReady();
    await user.click(screen.getByRole('checkbox', { name: 'Select Col ride' }));
    await user.click(screen.getByRole('button', { name: 'Exclude 1 from totals' }));
    await screen.findByText('Excluded 1 activity from records, totals, the heatmap and training.');
    expect((await store.getSummary('b2'))?.excluded).toBe(true);
    // Still listed, marked, and out of the totals row: 99 km less the 62 km ride.
    const row = screen.getByRole('row', { name: /Col ride/ });
    expect(within(row).getByText('Excluded')).toBeInTheDocument();
    const label = 'Total: 4 activities (1 route or excluded not counted)';
    expect(screen.getByRole('row', { name: new RegExp(label.replace(/[()]/g, '\\$&')) })).toHaveTextContent(
      '37.0 km',
    );
    // The Counts filter shows what the person excluded, or only what counts.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Counts' }), 'excluded');
    await waitFor(() => expect(shownNames()).toEqual(['Col ride']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Counts' }), 'counted');
    await waitFor(() => expect(shownNames()).not.toContain('Col ride'));
    expect(shownNames()).toHaveLength(4);
    // Undo: the same button, now pressed, counts it again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Counts' }), 'Everything');
    await waitFor(() => expect(shownNames()).toHaveLength(5));
    expect(history.location.search).not.toContain('show=');
    if (!screen.getByRole('checkbox', { name: 'Select Col ride' }).matches(':checked'))
      await user.click(screen.getByRole('checkbox', { name: 'Select Col ride' }));
    const undo = screen.getByRole('button', { name: 'Include 1 again' });
    expect(undo).toHaveAttribute('aria-pressed', 'true');
    await user.click(undo);
    await screen.findByText('Counted 1 activity again.');
    expect((await store.getSummary('b2'))?.excluded).toBe(false);
    expect(
      within(screen.getByRole('row', { name: /Col ride/ })).queryByText('Excluded'),
    ).not.toBeInTheDocument();
  });
});

describe('collections', () => {
  it('creates a collection from the selection and filters by it', async () => {
    const user = userEvent.setup();
    const { history } = renderAt('/activities');
    await tableReady();
    await user.click(screen.getByRole('checkbox', { name: 'Select Col ride' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Forest hike' }));
    await user.type(screen.getByRole('textbox', { name: 'New collection' }), 'Alps 2026');
    await user.click(screen.getByRole('button', { name: 'Create with 2 selected' }));
    const link = await screen.findByRole('link', { name: /Alps 2026\s*2/ });
    expect(screen.getByRole('link', { name: 'Compare collection Alps 2026' }).getAttribute('href')).toContain(
      '/compare?ids=',
    );
    await user.click(link);
    await waitFor(() => expect(history.location.search).toMatch(/collection=/));
    await waitFor(() => expect(shownNames()).toEqual(['Col ride', 'Forest hike']));
  });
});

describe('new tiles column', () => {
  /** Cell text of a column in each shown row, in order. */
  const columnTexts = (label: string): string[] => {
    const table = screen.getByRole('table', { name: /Activities/ });
    const headers = within(table).getAllByRole('columnheader');
    const at = headers.findIndex((h) => h.textContent?.includes(label));
    return within(table)
      .getAllByRole('row')
      .filter((r) => r.hasAttribute('data-index'))
      .map((r) => r.querySelectorAll('td, th')[at]?.textContent ?? '');
  };

  it('shows the tiles each activity visited first and sorts by them', async () => {
    // Zoom 14 row 5000: the old ride visits columns 8000..8002 (3 new), the newer run 8001..8005
    // (3 new: 8003..8005), the newest walk 8000..8001 (none new). The hike's path is empty.
    const y = 5000.5;
    const store = createMemoryTrackStore();
    const ride = makeSummary({ id: 'r', name: 'Old ride', startTime: day(1) });
    const run = makeSummary({ id: 'u', name: 'Newer run', startTime: day(3) });
    const walk = makeSummary({ id: 'w', name: 'Newest walk', startTime: day(5) });
    await store.putActivity(
      tileActivity(
        walk,
        tileLine(14, [
          [8000.5, y],
          [8001.5, y],
        ]),
      ),
    );
    await store.putActivity(
      tileActivity(
        run,
        tileLine(14, [
          [8001.5, y],
          [8005.5, y],
        ]),
      ),
    );
    await store.putActivity(
      tileActivity(
        ride,
        tileLine(14, [
          [8000.5, y],
          [8002.5, y],
        ]),
      ),
    );
    const hike = tileActivity(makeSummary({ id: 'h', name: 'Hike', startTime: day(4) }), tileLine(14));
    await store.putActivity(hike);
    const user = userEvent.setup();
    renderAt('/activities', store);
    await tableReady();
    expect(screen.queryByRole('columnheader', { name: 'New tiles' })).not.toBeInTheDocument();
    await user.click(screen.getByText('Columns'));
    await user.click(screen.getByRole('checkbox', { name: 'New tiles' }));
    await waitFor(() => expect(columnTexts('New tiles')).toEqual(['0', '0', '3', '3']));
    expect(shownNames()).toEqual(['Newest walk', 'Hike', 'Newer run', 'Old ride']);
    await user.click(screen.getByRole('button', { name: 'New tiles' }));
    expect(screen.getByRole('columnheader', { name: 'New tiles' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Ties keep the date order (newest first).
    expect(shownNames()).toEqual(['Newer run', 'Old ride', 'Newest walk', 'Hike']);
  });
});
