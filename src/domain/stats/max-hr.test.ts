import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import { estimateMaxHr, isMaxHrSetting, MIN_ACTIVITIES_FOR_ESTIMATE, resolveMaxHr } from './max-hr';
import { DEFAULT_MAX_HR } from './sensors';

const withMax = (maxHr: number | null, flagged = false) =>
  makeSummary({
    maxHr,
    flags: flagged ? [{ code: 'speed', message: 'Faster than the world record.' }] : [],
  });

describe('estimateMaxHr', () => {
  it('takes the highest maximum but one, so one spike does not set it', () => {
    const rows = [170, 182, 176, 185, 179, 168].map((m) => withMax(m));
    expect(estimateMaxHr(rows)).toEqual({ bpm: 182, source: 'history', activities: 6 });
  });

  it('leaves out impossible readings and flagged activities', () => {
    // 255 is a strap error, 240 is beyond the plausible range, 199 belongs to a flagged activity.
    const rows = [255, 240, 178, 181, 175, 172, 170].map((m) => withMax(m));
    rows.push(withMax(199, true), withMax(null));
    expect(estimateMaxHr(rows)).toMatchObject({ bpm: 178, activities: 5 });
  });

  it('needs enough activities with heart rate', () => {
    const rows = Array.from({ length: MIN_ACTIVITIES_FOR_ESTIMATE - 1 }, () => withMax(180));
    expect(estimateMaxHr(rows)).toBeNull();
  });
});

describe('resolveMaxHr', () => {
  const history = [186, 190, 184, 188, 180].map((m) => withMax(m));

  it('prefers the setting, then the history, then the default', () => {
    expect(resolveMaxHr(175, history)).toEqual({ bpm: 175, source: 'settings', activities: 0 });
    expect(resolveMaxHr(null, history)).toEqual({ bpm: 188, source: 'history', activities: 5 });
    expect(resolveMaxHr(null, [])).toEqual({ bpm: DEFAULT_MAX_HR, source: 'default', activities: 0 });
  });

  it('ignores a setting outside the allowed range', () => {
    expect(isMaxHrSetting(90)).toBe(false);
    expect(isMaxHrSetting(185.5)).toBe(false);
    expect(resolveMaxHr(90, history).source).toBe('history');
  });
});
