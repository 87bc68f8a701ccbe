// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSummary } from '../../../testing/summary';
import { ElevationPanel } from './elevation-panel';

afterEach(cleanup);

describe('ElevationPanel', () => {
  const s = makeSummary({
    id: 'a',
    elevationGainM: 437,
    elevationGainRawM: 835,
    elevationSource: 'barometric',
    elevationMethod: 'barometric: 10 s time-window mean, 2 m hysteresis',
  });

  it('shows our gain with its method, the raw sum and the device total side by side', () => {
    render(<ElevationPanel summary={{ ...s, deviceAscentM: 514 }} units="metric" />);
    const table = screen.getByRole('table');
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Our gain').textContent).toContain('437 m');
    expect(row('Our gain').textContent).toContain('10 s time-window mean');
    expect(row('Raw sum').textContent).toContain('835 m');
    expect(row('Device total').textContent).toContain('514 m');
    expect(screen.getByTestId('elevation-source').textContent).toContain('Barometric altimeter');
  });

  it('leaves the device row out when the file has no total, and says when there is no elevation', () => {
    render(<ElevationPanel summary={{ ...s, deviceAscentM: null }} units="imperial" />);
    expect(screen.queryByRole('rowheader', { name: 'Device total' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Raw sum' }).closest('tr')!.textContent).toContain('ft');
    cleanup();
    const none = makeSummary({
      id: 'b',
      elevationGainM: null,
      elevationGainRawM: null,
      elevationSource: 'unknown',
    });
    render(<ElevationPanel summary={none} units="metric" />);
    expect(screen.getByText('No elevation in this file.')).toBeTruthy();
    expect(screen.getByTestId('elevation-source').textContent).toContain('Unknown');
  });
});
