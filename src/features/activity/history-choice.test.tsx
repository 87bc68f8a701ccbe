// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { renderPage } from '../../testing/render-page';
import { makeActivity, makeId } from '../../testing/store-fixtures';

// The activity route is lazy and the whole app is mounted: slow on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);

const ID = makeId(1);

async function openActivity() {
  const store = createMemoryTrackStore();
  await store.putActivity(
    makeActivity(1, {
      bestEfforts: [
        { key: '400m', distanceM: 400, timeS: 100, startDistanceM: 0 },
        { key: '1k', distanceM: 1000, timeS: 260, startDistanceM: 0 },
      ],
    }),
  );
  renderPage(`/activities/${ID}`, { store });
  // The lazy route's first load: slow on a loaded machine.
  await screen.findByRole('heading', { level: 1, name: 'Activity 1' }, { timeout: 50_000 });
  return store;
}

const choice = () => screen.getByRole('region', { name: 'Counts in your history' });
/** The line above the title: sport, badges and date. */
const header = () => document.querySelector<HTMLElement>('.page-header__eyebrow')!;

describe('the person decides what counts, on the activity page (issue 41)', () => {
  it('excludes the activity in one click, shows the badge, and includes it again', async () => {
    const store = await openActivity();
    expect(within(choice()).getByRole('status')).toHaveTextContent(/^Counted in records, totals/);
    expect(screen.queryByText('Excluded')).not.toBeInTheDocument();

    fireEvent.click(within(choice()).getByRole('button', { name: 'Exclude from totals' }));
    await waitFor(async () => expect((await store.getSummary(ID))?.excluded).toBe(true));
    await within(choice()).findByText(/^Excluded by you: left out of records, totals/);
    expect(within(header()).getByText('Excluded')).toBeInTheDocument();

    const undo = within(choice()).getByRole('button', { name: 'Include again' });
    expect(undo).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(undo);
    await waitFor(async () => expect((await store.getSummary(ID))?.excluded).toBe(false));
    await within(choice()).findByRole('button', { name: 'Exclude from totals' });
    expect(within(header()).queryByText('Excluded')).not.toBeInTheDocument();
  });

  it('leaves a single best effort out of records and counts it again', async () => {
    const store = await openActivity();
    const efforts = screen.getByRole('table', { name: 'Best efforts' });
    fireEvent.click(within(efforts).getByRole('button', { name: 'Leave out the 1 km effort of records' }));
    await waitFor(async () => expect((await store.getSummary(ID))?.excludedEfforts).toEqual(['1k']));
    const again = await within(efforts).findByRole('button', {
      name: 'Count again the 1 km effort in records',
    });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    // The other effort still counts.
    expect(
      within(efforts).getByRole('button', { name: 'Leave out the 400 m effort of records' }),
    ).toBeVisible();
    fireEvent.click(again);
    await waitFor(async () => expect((await store.getSummary(ID))?.excludedEfforts).toEqual([]));
  });

  it('marks an activity as a route, counted in nothing, and turns it back into an activity', async () => {
    const store = await openActivity();
    fireEvent.click(within(choice()).getByRole('button', { name: 'Mark as a route' }));
    await waitFor(async () => expect((await store.getSummary(ID))?.kind).toBe('route'));
    await within(choice()).findByText(/^A route: kept and mapped, but counted in no total/);
    expect(within(header()).getByText('Route')).toBeInTheDocument();
    expect(within(choice()).queryByRole('button', { name: 'Exclude from totals' })).not.toBeInTheDocument();
    expect((await store.getSummary(ID))?.editedFields).toContain('kind');

    fireEvent.click(within(choice()).getByRole('button', { name: 'Turn into an activity' }));
    await waitFor(async () => expect((await store.getSummary(ID))?.kind).toBe('activity'));
    await within(choice()).findByRole('button', { name: 'Exclude from totals' });
  });
});
