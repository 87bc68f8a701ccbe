// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Waypoint } from '../../../domain/track/types';
import { WAYPOINT_CHIPS_MAX, WaypointList } from './waypoint-list';

const place = (name: string | null): Waypoint => ({ lat: 47, lon: 8, ele: null, time: null, name });

afterEach(cleanup);

describe('WaypointList', () => {
  it('shows a few places as an open list of buttons', () => {
    render(<WaypointList waypoints={[place('Pass'), place(null)]} focused={null} onFocus={() => {}} />);
    const list = screen.getByRole('list', { name: 'Marked in the file: 2 places' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Pass', 'Waypoint 2']);
  });

  it('folds a long list behind its count, searchable without accents, and focuses a pick', async () => {
    const names = Array.from({ length: 500 }, (_, i) => `Hotel ${i + 1}`);
    names[41] = 'Hôtel du Col';
    const onFocus = vi.fn();
    const waypoints = names.map(place);
    render(<WaypointList waypoints={waypoints} focused={null} onFocus={onFocus} />);
    expect(WAYPOINT_CHIPS_MAX).toBeLessThan(500);
    const summary = screen.getByText('Marked in the file: 500 places');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a place' }), 'hotel du');
    const list = screen.getByRole('list', { name: 'Places marked in the file' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Hôtel du Col']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 500 places');
    buttons[0]!.focus();
    // The index in the file, not in the filtered list: the map shows that place.
    expect(onFocus).toHaveBeenLastCalledWith(41);
  });
});
