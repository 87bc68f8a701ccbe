// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSummary } from '../../../testing/summary';
import type { NearHits } from '../../../domain/heat/types';
import type { HeatRunner, Timed } from '../../../workers/heat/client';
import { PENDING_SHOW_MS, useHeatClick } from './use-heat-click';
import type { HeatDataset } from '../density/use-heat-data';

const summaries = [makeSummary({ id: 'a', startTime: 1 }), makeSummary({ id: 'b', startTime: 2 })];
const byId = new Map(summaries.map((s) => [s.id, s]));
const dataset: HeatDataset = {
  ids: ['a', 'b'],
  key: 1,
  stats: { activities: 2, heatPoints: 2, cells: 2 },
  loadMs: 1,
  source: 'built',
};
const mask = new Uint8Array([1, 1]);
const hits: NearHits = { activities: Uint32Array.from([0, 1]), distancesM: Float32Array.from([3, 4]) };
const here = { lon: 8, lat: 47, toleranceM: 30 };
const there = { lon: 8.1, lat: 47, toleranceM: 30 };

/** A runner whose queries answer after `delayMs` (fake timers). */
function runnerAnswering(delayMs: number): HeatRunner {
  const never = () => new Promise<never>(() => undefined);
  return {
    load: never,
    restore: never,
    readsStore: false,
    restoreStored: never,
    saveStored: never,
    update: never,
    state: never,
    loadPaths: never,
    build: never,
    query: () =>
      new Promise<Timed<NearHits>>((resolve) => setTimeout(() => resolve({ value: hits, ms: 1 }), delayMs)),
    epoch: 0,
    subscribe: () => () => undefined,
  };
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('useHeatClick', () => {
  it('shows a quick answer and its mark together, with no wait shown before', async () => {
    const { result } = renderHook(() => useHeatClick(runnerAnswering(20), dataset, mask, byId));
    act(() => result.current.setPoint(here));
    expect(result.current).toMatchObject({ point: null, answer: null, pending: false });
    await advance(20);
    expect(result.current.point).toBe(here);
    expect(result.current.pending).toBe(false);
    expect(result.current.answer?.ids).toEqual(['b', 'a']);
  });

  it('keeps the previous answer and mark while a quick new answer comes', async () => {
    const { result } = renderHook(() => useHeatClick(runnerAnswering(20), dataset, mask, byId));
    act(() => result.current.setPoint(here));
    await advance(20);
    act(() => result.current.setPoint(there));
    expect(result.current.point).toBe(here);
    expect(result.current.answer?.point).toBe(here);
    await advance(20);
    expect(result.current.point).toBe(there);
    expect(result.current.answer?.point).toBe(there);
  });

  it('shows the mark and the wait when the answer is slow', async () => {
    const { result } = renderHook(() =>
      useHeatClick(runnerAnswering(PENDING_SHOW_MS * 3), dataset, mask, byId),
    );
    act(() => result.current.setPoint(here));
    await advance(PENDING_SHOW_MS);
    expect(result.current).toMatchObject({ point: here, answer: null, pending: true });
    await advance(PENDING_SHOW_MS * 2);
    expect(result.current.pending).toBe(false);
    expect(result.current.answer?.point).toBe(here);
  });

  it('clears the mark and the answer', async () => {
    const { result } = renderHook(() => useHeatClick(runnerAnswering(5), dataset, mask, byId));
    act(() => result.current.setPoint(here));
    await advance(5);
    act(() => result.current.clear());
    expect(result.current).toMatchObject({ point: null, answer: null, pending: false });
  });
});
