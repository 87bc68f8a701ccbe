// @vitest-environment jsdom
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrainingProduct } from '../../domain/training/product';
import { createMemoryTrackStore } from '../../testing/memory-track-store';
import { renderPage } from '../../testing/render-page';
import { makeSummary } from '../../testing/summary';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

const DAY_MS = 86_400_000;
/** An hour at 165 bpm with 250 W normalised power. */
const HOUR: TrainingProduct = {
  durationS: 3600,
  powerS: 3600,
  np: 250,
  best20W: 263.16,
  power: { lo: 50, seconds: [3600] },
  hr: { lo: 165, seconds: [3600] },
  gasS: 0,
  gasMps: null,
  decoupling: null,
};

function seeded(extra: ReturnType<typeof makeSummary>[] = []) {
  const now = Date.now();
  return createMemoryTrackStore([
    ...extra,
    makeSummary({
      id: 'r1',
      name: 'Ride one',
      sport: 'ride',
      startTime: now - 3 * DAY_MS,
      utcOffsetMin: 0,
      importedAt: now,
      training: HOUR,
    }),
    makeSummary({
      id: 'r2',
      name: 'Ride two',
      sport: 'ride',
      startTime: now - 1 * DAY_MS,
      utcOffsetMin: 0,
      importedAt: now,
      training: HOUR,
    }),
    makeSummary({
      id: 'w1',
      name: 'Walk',
      sport: 'walk',
      startTime: now - 2 * DAY_MS,
      utcOffsetMin: 0,
      importedAt: now,
      movingS: 3600,
    }),
  ]);
}

const tile = (grid: HTMLElement, label: string) =>
  within(grid).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('TrainingPage', () => {
  it("shows today's figures, estimated thresholds labelled, the chart and the method note", async () => {
    renderPage('/training', { store: seeded() });
    const today = await screen.findByLabelText("Today's training figures");
    expect(Number(tile(today, 'Fitness'))).toBeGreaterThan(0);
    expect(await screen.findByRole('img', { name: /Fitness, fatigue and form from/ })).toBeInTheDocument();
    // The cards below the chart mount a frame after it painted.
    const thresholds = await screen.findByRole('region', { name: 'Thresholds' });
    // FTP estimated from the best 20 minutes: 0.95 × 263.16 = 250 W.
    expect(within(thresholds).getByRole('row', { name: /FTP/ })).toHaveTextContent('250 W estimate');
    // A ride's load never reads a threshold pace: none is estimated for it.
    const pace = within(within(thresholds).getByRole('row', { name: /Threshold pace/ })).getAllByRole('cell');
    expect(pace.map((c) => c.textContent)).toEqual(['not used', 'not known']);
    expect(screen.getByText('How this is computed')).toBeInTheDocument();
    expect(screen.getByText(/an hour at FTP scores 100/)).toBeInTheDocument();
  });

  it('counts no route and no activity the person excluded in the training load (issue 41)', async () => {
    renderPage('/training', { store: seeded() });
    const fitness = async () => tile(await screen.findByLabelText("Today's training figures"), 'Fitness');
    const base = await fitness();
    cleanup();
    const now = Date.now();
    const big = (id: string, extra: object) =>
      makeSummary({
        id,
        name: id,
        sport: 'ride',
        startTime: now - 2 * DAY_MS,
        utcOffsetMin: 0,
        importedAt: now,
        training: { ...HOUR, durationS: 5 * 3600, powerS: 5 * 3600, np: 300 },
        ...extra,
      });
    renderPage('/training', {
      store: seeded([big('car', { excluded: true }), big('planned', { kind: 'route' })]),
    });
    expect(await fitness()).toBe(base);
    // The same ride, counted, raises it: the check above can fail.
    cleanup();
    renderPage('/training', { store: seeded([big('counted', {})]) });
    expect(Number(await fitness())).toBeGreaterThan(Number(base));
  });

  it('re-scores at once when an FTP is added, and stores it', async () => {
    const store = seeded();
    renderPage('/training', { store });
    const today = await screen.findByLabelText("Today's training figures");
    const before = Number(tile(today, 'Fitness'));
    // Power zones re-zone too: 250 W is 100 % of the estimated FTP (Z4), then 125 % of 200 W (Z6);
    // the two rides are an hour each, in one week or two.
    const powerZones = await screen.findByRole('region', { name: 'Time in power zones' });
    const zoneText = () => within(powerZones).getByRole('list', { name: /per week/ }).textContent ?? '';
    expect(zoneText()).toMatch(/Z4 [12]:00:00/);
    expect(zoneText()).not.toMatch(/Z6 [12]:00:00/);
    const form = screen.getByRole('form', { name: 'Add a threshold' });
    await userEvent.clear(within(form).getByLabelText(/Value/));
    await userEvent.type(within(form).getByLabelText(/Value/), '200');
    await userEvent.clear(within(form).getByLabelText('From'));
    await userEvent.type(within(form).getByLabelText('From'), '2000-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Add threshold' }));
    await vi.waitFor(() => expect(Number(tile(today, 'Fitness'))).toBeGreaterThan(before));
    expect(zoneText()).toMatch(/Z6 [12]:00:00/);
    expect(zoneText()).not.toMatch(/Z4 [12]:00:00/);
    expect(store.thresholds.entries).toMatchObject([
      { kind: 'ftp', value: 200, from: '2000-01-01', sport: null },
    ]);
    expect(within(screen.getByRole('row', { name: /FTP/ })).getAllByText('200 W')).toHaveLength(2);
  });

  it('refuses a value out of range with a clear message, storing nothing', async () => {
    const store = seeded();
    renderPage('/training', { store });
    const form = await screen.findByRole('form', { name: 'Add a threshold' });
    await userEvent.type(within(form).getByLabelText(/Value/), '5000');
    await userEvent.click(within(form).getByRole('button', { name: 'Add threshold' }));
    // The browser's own range check stops the submit in a real page; jsdom submits, the page checks.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'FTP must be a whole number from 30 to 700 W.',
    );
    expect(store.thresholds.entries).toEqual([]);
  });
});
