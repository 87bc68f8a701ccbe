// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWorkers, type AppWorkers } from '../lib/workers-context';
import { createInProcessCompareRunner } from '../workers/compare/client';
import { createAppWorkers, WorkersProvider, type WorkerFactories } from './workers-provider';

const fakeFactories = () => {
  const made = {
    gpx: { size: 1 } as unknown as AppWorkers['gpx'],
    demo: { size: 1 } as unknown as AppWorkers['demo'],
    compare: createInProcessCompareRunner(),
    heat: { epoch: 0 } as unknown as AppWorkers['heat'],
    explorer: { epoch: 0 } as unknown as AppWorkers['explorer'],
    segments: { hasSegments: false } as unknown as AppWorkers['segments'],
  };
  const factories: WorkerFactories = {
    gpx: vi.fn(() => made.gpx),
    demo: vi.fn(() => made.demo),
    compare: vi.fn(() => made.compare),
    heat: vi.fn(() => made.heat),
    explorer: vi.fn(() => made.explorer),
    segments: vi.fn(() => made.segments),
  };
  return { made, factories };
};

describe('createAppWorkers', () => {
  it('makes each client on first use, once', () => {
    const { made, factories } = fakeFactories();
    const workers = createAppWorkers({}, factories);
    expect(factories.heat).not.toHaveBeenCalled();
    expect(workers.heat).toBe(made.heat);
    expect(workers.heat).toBe(made.heat);
    expect(factories.heat).toHaveBeenCalledTimes(1);
    expect(factories.gpx).not.toHaveBeenCalled();
    expect(factories.demo).not.toHaveBeenCalled();
    expect(factories.compare).not.toHaveBeenCalled();
  });

  it('uses the clients it is given instead of making them', () => {
    const { factories } = fakeFactories();
    const compare = createInProcessCompareRunner();
    expect(createAppWorkers({ compare }, factories).compare).toBe(compare);
    expect(factories.compare).not.toHaveBeenCalled();
  });

  it('runs compare and heat in-process where there is no Worker (jsdom)', async () => {
    expect(typeof Worker).toBe('undefined');
    const workers = createAppWorkers();
    expect(workers.heat.epoch).toBe(0);
    const result = await workers.compare.compare([null], 'distance');
    expect(result.tracks).toEqual([null]);
  });
});

describe('WorkersProvider', () => {
  it('hands the same workers to every reader, and useWorkers needs it', () => {
    const compare = createInProcessCompareRunner();
    const seen: AppWorkers[] = [];
    function Reader() {
      seen.push(useWorkers());
      return <p>{useWorkers().compare === compare ? 'given' : 'other'}</p>;
    }
    const view = render(
      <WorkersProvider workers={{ compare }}>
        <Reader />
      </WorkersProvider>,
    );
    view.rerender(
      <WorkersProvider workers={{ compare }}>
        <Reader />
      </WorkersProvider>,
    );
    expect(screen.getByText('given')).toBeInTheDocument();
    expect(new Set(seen).size).toBe(1);
    view.unmount();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Reader />)).toThrow(/needs the app’s <WorkersProvider>/);
  });
});
