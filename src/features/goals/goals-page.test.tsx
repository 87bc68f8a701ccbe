// @vitest-environment jsdom
/**
 * The Goals page (issue 35): a goal is edited with the same form as a new one, stored under its id
 * through the store's port; a target the goals' schema refuses is shown and nothing is written.
 */
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Goal } from '../../domain/goals/types';
import { localDayOf } from '../../domain/filters';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { renderPage } from '../../testing/render-page';
import { makeSummary } from '../../testing/summary';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

const today = localDayOf(new Date());
const goal: Goal = {
  id: 'goal-1',
  period: 'week',
  metric: 'distance',
  sport: null,
  target: 50_000,
  startDay: today - 30,
  createdAt: 1_000,
  updatedAt: 1_000,
};

async function setup() {
  const store = createMemoryTrackStore([
    // 12 km today: counts for this week, this month and this year.
    makeSummary({ id: 'a1', sport: 'run', distanceM: 12_000, startTime: Date.now() - 1_000 }),
  ]);
  await store.gear.goals.put(goal);
  renderPage('/goals', { store });
  const card = await screen.findByRole('region', { name: 'Weekly distance: 50.0 km (all sports)' });
  return { store, card };
}

describe('GoalsPage', () => {
  it('edits a goal in place: same id and creation time, the new target counted', async () => {
    const { store, card } = await setup();
    await userEvent.click(within(card).getByRole('button', { name: /^Edit goal Weekly distance/ }));
    const form = within(card).getByRole('form', { name: /^Edit goal Weekly distance/ });
    // The form starts from the goal as stored.
    expect(within(form).getByLabelText<HTMLInputElement>('Target (km)').value).toBe('50');
    // Its choices are written as the rest of the app writes them (capitalised sports and measures).
    expect(within(within(form).getByLabelText('Sport')).getByRole('option', { name: 'Run' })).toHaveValue(
      'run',
    );
    expect(
      within(within(form).getByLabelText('Measure')).getByRole('option', { name: 'Moving time' }),
    ).toHaveValue('moving');
    await userEvent.selectOptions(within(form).getByLabelText('Period'), 'month');
    await userEvent.selectOptions(within(form).getByLabelText('Sport'), 'run');
    const target = within(form).getByLabelText('Target (km)');
    await userEvent.clear(target);
    await userEvent.type(target, '200');
    await userEvent.click(within(form).getByRole('button', { name: 'Save goal' }));

    const edited = await screen.findByRole('region', { name: 'Monthly distance: 200.0 km (run)' });
    expect(within(edited).queryByRole('form')).toBeNull();
    expect(within(edited).getByText('12.0 km of 200.0 km (6 %)')).not.toBeNull();
    const stored = await store.gear.goals.list();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: 'goal-1',
      period: 'month',
      sport: 'run',
      target: 200_000,
      startDay: goal.startDay,
      createdAt: 1_000,
    });
    expect(stored[0]!.updatedAt).toBeGreaterThan(1_000);
  });

  it('shows what the schema refuses and keeps the goal as it was', async () => {
    const { store, card } = await setup();
    await userEvent.click(within(card).getByRole('button', { name: /^Edit goal/ }));
    const form = within(card).getByRole('form', { name: /^Edit goal/ });
    const target = within(form).getByLabelText('Target (km)');
    await userEvent.clear(target);
    await userEvent.type(target, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save goal' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toMatch(/^Invalid goal: target/);
    expect(await store.gear.goals.list()).toEqual([goal]);
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(card).queryByRole('form')).toBeNull());
  });
});
