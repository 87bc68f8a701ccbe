// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { trackFromPoints } from '../../../domain/track/track-data';
import { COLLAPSED_ROWS, SplitsTable } from './splits-table';
import { WorkersContext, type AppWorkers } from '../../../lib/workers-context';
import { createInProcessCompareRunner } from '../../../workers/compare/client';

afterEach(cleanup);

const METRES_PER_DEGREE_LAT = 111_195;

/** A straight track north: `km` kilometres, a point every `stepM` metres at `speed` m/s. */
function straight(km: number, stepM: number, speed: number) {
  const n = Math.round((km * 1000) / stepM) + 1;
  const t0 = Date.UTC(2024, 4, 1, 8);
  return trackFromPoints(
    Array.from({ length: n }, (_, i) => ({
      lat: 47 + (i * stepM) / METRES_PER_DEGREE_LAT,
      lon: 8,
      time: t0 + ((i * stepM) / speed) * 1000,
    })),
  );
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('SplitsTable', () => {
  it('splits per mile in imperial, with paces per mile and distances in miles', () => {
    render(<SplitsTable track={straight(9.95, 10, 3)} sport="run" units="imperial" />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Mile' })).toBeTruthy();
    expect(rows()).toHaveLength(7); // 9.95 km = 6.18 mi
    const first = rows()[0]!.textContent;
    expect(first).toContain('1.00 mi');
    expect(first).toMatch(/8:5\d\s*\/mi/); // 3 m/s is 8:56 per mile
    expect(first).not.toContain('km');
  });

  it('keeps the reader’s pick of km in imperial, in km throughout', () => {
    render(<SplitsTable track={straight(9.95, 10, 3)} sport="run" units="imperial" />);
    fireEvent.click(screen.getByRole('radio', { name: 'Per km' }));
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: 'Km' })).toBeTruthy();
    expect(rows()).toHaveLength(10);
    expect(rows()[0]!.textContent).toMatch(/5:33\s*\/km/);
    expect(rows()[0]!.textContent).toContain('1.00 km');
  });

  it('follows a change of unit system it was not overridden in', () => {
    const track = straight(9.95, 10, 3);
    const { rerender } = render(<SplitsTable track={track} sport="run" units="metric" />);
    expect(rows()).toHaveLength(10);
    rerender(<SplitsTable track={track} sport="run" units="imperial" />);
    expect(rows()).toHaveLength(7);
  });

  it('collapses a long table to its first rows, with a button for all', () => {
    render(<SplitsTable track={straight(79.9, 50, 8)} sport="ride" units="metric" />);
    expect(rows()).toHaveLength(COLLAPSED_ROWS);
    const more = screen.getByRole('button', { name: 'Show all 80 splits' });
    fireEvent.click(more);
    expect(rows()).toHaveLength(80);
    expect(more.getAttribute('aria-expanded')).toBe('true');
  });

  it('takes the splits from the compare worker when the app has one, and keeps them while a new track is split', async () => {
    const compare = createInProcessCompareRunner();
    let asked = 0;
    const workers = {
      compare: {
        ...compare,
        splits: (...args: Parameters<typeof compare.splits>) => (asked++, compare.splits(...args)),
      },
    } as unknown as AppWorkers;
    const track = straight(2.95, 10, 3);
    const { rerender } = render(
      <WorkersContext.Provider value={workers}>
        <SplitsTable track={track} sport="run" units="metric" />
      </WorkersContext.Provider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Computing splits…');
    expect(await screen.findAllByRole('row')).toHaveLength(4);
    rerender(
      <WorkersContext.Provider value={workers}>
        <SplitsTable track={straight(1.95, 10, 3)} sport="run" units="metric" />
      </WorkersContext.Provider>,
    );
    // The 2.95 km splits stay until the 1.95 km ones arrive; then 2 rows.
    expect(rows()).toHaveLength(3);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(asked).toBe(2);
  });
});
