// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { renderPage } from '../../testing/render-page';
import { makeSummary } from '../../testing/summary';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

describe('RoutesPage', () => {
  it('lists only the routes, maps them, and turns one into an activity', async () => {
    const store = createMemoryTrackStore([
      makeSummary({ id: 'r1', name: 'Tour de France 2024', kind: 'route', distanceM: 3_400_000 }),
      makeSummary({ id: 'r2', name: 'Alpine course', kind: 'route', distanceM: 120_000 }),
      makeSummary({ id: 'a1', name: 'Morning run', distanceM: 10_000 }),
    ]);
    renderPage('/routes', { store });
    const table = await screen.findByRole('table', { name: 'Routes' });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(names).toEqual(['Alpine course', 'Tour de France 2024']);
    expect(screen.getByRole('heading', { level: 2, name: '2 routes' })).not.toBeNull();
    expect(await screen.findByRole('region', { name: 'Map of your routes' })).not.toBeNull();

    const row = within(table).getByRole('rowheader', { name: 'Alpine course' }).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Show on map' }));
    expect(within(row).getByRole('button', { name: 'Show all' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(within(row).getByRole('button', { name: 'Turn into an activity' }));
    await waitFor(async () => expect((await store.getSummary('r2'))?.kind).toBe('activity'));
    expect((await store.getSummary('r2'))?.editedFields).toContain('kind');
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: 'Alpine course' })).toBeNull());
  });

  it('says what a route is when there is none', async () => {
    renderPage('/routes', { store: createMemoryTrackStore([makeSummary({ id: 'a1' })]) });
    expect(await screen.findByRole('heading', { name: 'No routes' })).not.toBeNull();
  });
});
