// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Segment } from '../../../domain/segments/types';
import { climbSuggestion, notYetSaved, ShapePreview, stretchSuggestion } from './suggestions';

afterEach(cleanup);

describe('suggestions tell apart where they were found', () => {
  const stretch = {
    trackId: 'a',
    startM: 3240,
    endM: 5540,
    lengthM: 2300,
    count: 14,
    preview: [7, 46, 7, 46.02],
  };
  it('names the activity and the distance into it', () => {
    expect(stretchSuggestion(stretch, 'metric', 'Morning run')).toMatchObject({
      name: 'Stretch of 2.3 km',
      detail: 'passed by 14 activities · in “Morning run” from 3.2 km',
    });
    const climb = {
      ...stretch,
      gainM: 120,
      avgGradePct: 5.2,
      maxGradePct: 8.1,
      category: '3' as const,
      start: { lat: 46, lon: 7 },
      end: { lat: 46.01, lon: 7 },
    };
    expect(climbSuggestion(climb, 'imperial', 'Col ride').detail).toMatch(
      /climbed 14 times · in “Col ride” from 2\.0 mi$/,
    );
  });

  it('says where when the name is not known', () => {
    expect(stretchSuggestion(stretch, 'metric').detail).toBe(
      'passed by 14 activities · from 3.2 km into an activity',
    );
  });

  it('leaves out the suggestions already saved as segments, renamed or not', () => {
    const other = { ...stretch, trackId: 'b' };
    const items = [stretchSuggestion(stretch, 'metric'), stretchSuggestion(other, 'metric')];
    const saved = { sourceTrackId: 'a', distanceM: 2290 } as Segment;
    expect(notYetSaved(items, [saved]).map((s) => s.trackId)).toEqual(['b']);
    // Another stretch of the same activity, twice as long, is not that one.
    expect(notYetSaved(items, [{ ...saved, distanceM: 4600 }])).toHaveLength(2);
  });
});

describe('ShapePreview', () => {
  it('draws the shape north up, fitted into its box, starting at the dot', () => {
    // Due north: x stays, y falls from the bottom to the top of the box.
    const { container } = render(<ShapePreview path={[7, 46, 7, 46.005, 7, 46.01]} />);
    const pts = container
      .querySelector('polyline')!
      .getAttribute('points')!
      .split(' ')
      .map((p) => p.split(',').map(Number));
    expect(pts).toHaveLength(3);
    expect(pts[0]![0]).toBeCloseTo(pts[2]![0]!, 5);
    expect(pts[0]![1]).toBeGreaterThan(pts[2]![1]!);
    for (const [x, y] of pts) for (const v of [x!, y!]) expect(v).toBeGreaterThanOrEqual(0);
    const dot = container.querySelector('circle')!;
    expect(Number(dot.getAttribute('cy'))).toBeCloseTo(pts[0]![1]!, 1);
  });

  it('draws nothing for fewer than two positions', () => {
    expect(render(<ShapePreview path={[7, 46]} />).container.innerHTML).toBe('');
  });
});
