import { describe, expect, it } from 'vitest';
import { climbSuggestion, stretchSuggestion } from './suggestions';

describe('suggestions tell apart where they were found', () => {
  const stretch = { trackId: 'a', startM: 3240, endM: 5540, lengthM: 2300, count: 14 };
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
});
