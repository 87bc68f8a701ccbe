// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSummary } from '../../../testing/summary';
import { LegsTable } from './legs-table';
import { SourceCard } from './source-card';

afterEach(cleanup);

const cells = (name: string) =>
  within(screen.getByRole('rowheader', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('SourceCard', () => {
  it('names the format and the device, lists the warnings and sets the device figures beside ours', () => {
    const s = makeSummary({
      format: 'fit',
      device: 'Garmin edge810',
      warnings: ['The FIT file has a bad CRC: it may be damaged; read anyway'],
      distanceM: 41_377.6,
      deviceDistanceM: 41_339.38,
      movingS: 4651,
      deviceTimerS: 4700.05,
      elevationGainM: 500,
      deviceAscentM: 514,
    });
    render(<SourceCard summary={s} units="metric" />);
    expect(screen.getByText(/^FIT/)).toBeTruthy();
    expect(screen.getByText('Garmin edge810')).toBeTruthy();
    const warnings = screen.getByRole('list', { name: 'Warnings from reading the file' });
    expect(within(warnings).getByRole('listitem').textContent).toContain('bad CRC');
    expect(cells('Distance')).toEqual(['41.38 km', '41.34 km', '+0.1 %']);
    expect(cells('Elevation gain')).toEqual(['500 m', '514 m', '−2.7 %']);
    expect(cells('Moving time')[2]).toBe('−1.0 %');
  });

  it('shows a difference that rounds to nothing as ±0.0 %', () => {
    render(<SourceCard summary={makeSummary({ distanceM: 8279.9, deviceDistanceM: 8280 })} units="metric" />);
    expect(cells('Distance')[2]).toBe('±0.0 %');
  });

  it('has no device table for a GPX file without totals, and says when the file did not name a device', () => {
    render(<SourceCard summary={makeSummary({ format: 'gpx', device: null })} units="metric" />);
    expect(screen.getByText('GPX')).toBeTruthy();
    expect(screen.getByText('not named in the file')).toBeTruthy();
    expect(screen.getByText('read without problems')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says a manual entry has no file', () => {
    render(<SourceCard summary={makeSummary({ manual: true, format: null })} units="imperial" />);
    expect(screen.getByText(/^Manual entry/)).toBeTruthy();
  });
});

describe('LegsTable', () => {
  it('lists each leg of a multisport activity with its own and its device figures', () => {
    const leg = { startTime: 0, points: 10, avgHr: 150, deviceTimerS: 600 };
    render(
      <LegsTable
        units="metric"
        legs={[
          {
            ...leg,
            sport: 'swim',
            sportName: 'swimming',
            distanceM: 1500,
            elapsedS: 1800,
            movingS: 1790,
            deviceDistanceM: 1520,
          },
          {
            ...leg,
            sport: 'other',
            sportName: 'transition',
            distanceM: 200,
            elapsedS: 120,
            movingS: 100,
            deviceDistanceM: null,
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Legs' })).toBeTruthy();
    expect(cells('1. Swimming').slice(0, 2)).toEqual(['1.50 km', '30:00']);
    expect(cells('1. Swimming')[4]).toBe('1.52 km');
    expect(cells('2. Transition')[4]).toBe('—');
  });

  it('renders nothing for a one-sport activity', () => {
    const { container } = render(<LegsTable units="metric" legs={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
