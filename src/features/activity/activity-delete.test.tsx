// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { renderPage } from '../../testing/render-page';
import { makeActivity, makeId } from '../../testing/store-fixtures';

// The activity route is lazy: its chunk loads on first visit.
configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);

/** A store whose deletes finish only when `finish()` is called (Cloud Storage removals taking time). */
async function slowDeleteStore() {
  const store = createMemoryTrackStore();
  await store.putActivity(makeActivity(1));
  await store.putActivity(makeActivity(2));
  let finish = (): Promise<void> => Promise.resolve();
  const deleteNow = store.deleteActivities.bind(store);
  store.deleteActivities = (ids) =>
    new Promise<void>((resolve) => {
      finish = () => deleteNow(ids).then(resolve);
    });
  return { store, finish: () => finish() };
}

async function deleteShownActivity(): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Delete activity' }));
}

describe('deleting an activity', () => {
  it('goes back to the list once the delete is done', async () => {
    const { store, finish } = await slowDeleteStore();
    const { history } = renderPage(`/activities/${makeId(1)}`, { store });
    await screen.findByRole('heading', { level: 1, name: 'Activity 1' });
    await deleteShownActivity();
    await act(() => finish());
    await waitFor(() => expect(history.location.pathname).toBe('/activities'));
    expect(await store.getSummary(makeId(1))).toBeUndefined();
  });

  it('does not pull the person back when they moved on before the delete finished', async () => {
    const { store, finish } = await slowDeleteStore();
    const { history } = renderPage(`/activities/${makeId(1)}`, { store });
    await screen.findByRole('heading', { level: 1, name: 'Activity 1' });
    await deleteShownActivity();
    act(() => history.push(`/activities/${makeId(2)}`));
    await screen.findByRole('heading', { level: 1, name: 'Activity 2' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await act(() => finish());
    await waitFor(async () => expect(await store.getSummary(makeId(1))).toBeUndefined());
    // Still on the second activity, its edit form still open.
    expect(history.location.pathname).toBe(`/activities/${makeId(2)}`);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
