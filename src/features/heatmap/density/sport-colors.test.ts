import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../domain/stats/types';
import { pathSports, SPORT_COLORS, SPORT_ORDER } from './sport-colors';

const lines = (activityOfPath?: number[]) => ({
  length: 3,
  startIndices: Uint32Array.of(0, 2, 4),
  lonLat: new Float32Array(12),
  ...(activityOfPath ? { activityOfPath: Uint32Array.from(activityOfPath) } : {}),
});

describe('pathSports', () => {
  const sports: Sport[] = ['ride', 'run'];

  it("gives each path its activity's sport and lists the sports drawn in legend order", () => {
    expect(pathSports(lines([1, 0, 0]), (a) => sports[a])).toEqual({
      sports: ['run', 'ride', 'ride'],
      present: ['run', 'ride'],
    });
  });

  it('counts an activity of unknown sport as other, and needs the activity of each path', () => {
    expect(pathSports(lines([5, 5, 0]), (a) => sports[a])?.present).toEqual(['ride', 'other']);
    expect(pathSports(lines(), (a) => sports[a])).toBeNull();
  });

  it('has a distinct colour for every sport', () => {
    const keys = new Set(SPORT_ORDER.map((s) => SPORT_COLORS[s].join(',')));
    expect(keys.size).toBe(SPORT_ORDER.length);
  });
});
