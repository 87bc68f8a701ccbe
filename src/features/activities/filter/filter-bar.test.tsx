// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTER, type ActivityFilter } from '../../../domain/filters';
import { FilterBar } from './filter-bar';

afterEach(cleanup);

function typeInto(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('FilterBar ranges in the unit shown', () => {
  it('takes a pace per mile in imperial', () => {
    const onChange = vi.fn<(f: ActivityFilter) => void>();
    render(<FilterBar filter={DEFAULT_FILTER} onChange={onChange} units="imperial" />);
    expect(screen.getByRole('group', { name: /Pace \(m:ss \/mi\)/ })).toBeTruthy();
    typeInto('Maximum pace', '8:03');
    expect(onChange.mock.calls[0]![0].paceSPerKm.max).toBeCloseTo(483 / 1.609344);
  });

  it('takes a speed for rides, a minimum speed being a maximum pace', () => {
    const onChange = vi.fn<(f: ActivityFilter) => void>();
    const rides: ActivityFilter = { ...DEFAULT_FILTER, sports: ['ride'] };
    render(<FilterBar filter={rides} onChange={onChange} units="metric" />);
    expect(screen.getByRole('group', { name: /Speed \(km\/h\)/ })).toBeTruthy();
    typeInto('Minimum speed', '30');
    expect(onChange.mock.calls[0]![0].paceSPerKm).toEqual({ min: null, max: 120 });
  });
});
