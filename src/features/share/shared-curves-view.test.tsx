// @vitest-environment jsdom
// A shared Curves page (issue 37) as a visitor opens it: its title, the chart of its channel with
// how it is computed; a revoked one says "No longer shared".
import { cleanup, configure, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenedShare } from '../../data';
import { CURVE_DURATIONS_S } from '../../domain/curves/grid';
import { SettingsProvider } from '../../lib/settings';
import { SharedPageView } from './shared-page-view';

configure({ asyncUtilTimeout: 15_000 });
afterEach(cleanup);

const values = Float32Array.from(CURVE_DURATIONS_S, (s) => (s <= 3600 ? 400 - Math.log(s) * 30 : NaN));

describe('a shared Curves page', () => {
  it('shows its title, the curves chart of its channel and the method note', async () => {
    const opened: OpenedShare = {
      state: 'live',
      createdAt: Date.UTC(2026, 10, 30),
      page: { kind: 'curves', title: 'Sam’s power', view: 'power', lines: [{ span: 'all', values }] },
    };
    render(
      <SettingsProvider>
        <SharedPageView open={() => Promise.resolve(opened)} />
      </SettingsProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam’s power' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Best power by duration' })).toBeTruthy();
    expect(screen.getByTestId('curves-method').textContent).toMatch(/Best mean over a duration/);
    // The shared page draws no critical power fit, so its note does not describe one.
    expect(screen.getByTestId('curves-method').textContent).not.toMatch(/Critical power|W′/);
    expect(screen.getByText(/Read-only shared curves/)).toBeTruthy();
    // Nothing of an activity page: no figures, no map.
    expect(screen.queryByRole('term')).toBeNull();
    expect(document.querySelector('.share-page__map')).toBeNull();
  });

  it('a revoked one shows "No longer shared"', async () => {
    render(
      <SettingsProvider>
        <SharedPageView open={() => Promise.resolve({ state: 'revoked' })} />
      </SettingsProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'No longer shared' })).toBeTruthy();
  });
});
