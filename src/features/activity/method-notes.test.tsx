// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { METHOD_NOTE_SUMMARY } from '../../components/method-note';
import { makeSummary } from '../../testing/summary';
import { ActivityStats } from './panels/activity-stats';

afterEach(cleanup);

describe('method notes', () => {
  it('are closed until asked for, then say how moving time and elevation were computed', async () => {
    const summary = makeSummary({
      movingMethod: 'speed above 0.5 m/s',
      elevationMethod: 'GPS: 30 s time-window mean, 5 m hysteresis',
    });
    render(<ActivityStats summary={summary} units="metric" />);
    const note = screen.getByTestId('method-note');
    const toggle = screen.getByText(METHOD_NOTE_SUMMARY);
    expect(note.hasAttribute('open')).toBe(false);
    await userEvent.click(toggle);
    expect(note.hasAttribute('open')).toBe(true);
    expect(note.textContent).toContain('moving time, speed above 0.5 m/s');
    expect(note.textContent).toContain('elevation gain and loss, GPS: 30 s time-window mean');
    await userEvent.click(toggle);
    expect(note.hasAttribute('open')).toBe(false);
  });
});
