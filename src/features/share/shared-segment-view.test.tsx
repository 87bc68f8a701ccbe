// @vitest-environment jsdom
// A shared segment (issue 37) as a visitor opens it: its figures, the efforts chart and the
// fastest efforts (date, time, speed), and no activity named.
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenedShare } from '../../data';
import { SettingsProvider } from '../../lib/settings';
import { SharedPageView } from './shared-page-view';

configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);

const efforts = Array.from({ length: 25 }, (_, k) => ({
  startTime: Date.UTC(2020 + (k % 5), k % 12, 1),
  elapsedS: 600 + 10 * k,
  speedMps: k === 1 ? null : 4_000 / (600 + 10 * k),
}));

const opened: OpenedShare = {
  state: 'live',
  createdAt: Date.UTC(2026, 0, 2),
  page: {
    kind: 'segment',
    title: 'Col de la Croix',
    distanceM: 4_000,
    elevationGainM: 310,
    avgGradePct: 7.25,
    maxGradePct: 11,
    path: { lonLat: Float32Array.of(6, 45, 6.01, 45.01, 6.02, 45.03), partStarts: Uint32Array.of(0) },
    efforts,
  },
};

describe('a shared segment', () => {
  it('shows its figures, the efforts chart and the 20 fastest efforts', async () => {
    render(
      <SettingsProvider>
        <SharedPageView open={() => Promise.resolve(opened)} />
      </SettingsProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Col de la Croix' })).toBeTruthy();
    const figures = screen.getByLabelText('Figures').textContent;
    expect(figures).toMatch(/7\.3 %/);
    expect(figures).toMatch(/10:00/);
    expect(screen.getByRole('heading', { level: 2, name: 'Effort times over the years' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Efforts on Col de la Croix, fastest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(21);
    expect(rows[1]!.textContent).toMatch(/10:00/);
    expect(rows[2]!.textContent).toMatch(/—/);
    expect(screen.getByRole('heading', { level: 2, name: 'The 20 fastest efforts' })).toBeTruthy();
    expect(document.querySelectorAll('a').length).toBe(0);
  });
});
