/**
 * The training part of the TrackStore contract (issue 33), run by describeTrackStoreContract for
 * every adapter: dated thresholds stored and read back, replaced as a whole, invalid ones refused
 * with a clear message and nothing stored; an activity's training product kept in its summary.
 */
import { describe, expect, it } from 'vitest';
import type { TrackStore } from '../data/track-store';
import type { ThresholdSettings } from '../domain/training/thresholds';
import { makeActivity } from './store-fixtures';

const SETTINGS: ThresholdSettings = {
  entries: [
    { id: 'ftp1', kind: 'ftp', sport: null, value: 250, from: '2023-01-01' },
    { id: 'ftp2', kind: 'ftp', sport: 'ride', value: 260, from: '2024-03-01' },
    { id: 'lthr1', kind: 'lthr', sport: 'run', value: 172, from: '2024-03-01' },
    { id: 'pace1', kind: 'thresholdPace', sport: null, value: 255, from: '2022-06-30' },
  ],
  updatedAt: 1_700_000_000_000,
};

const byId = (s: ThresholdSettings) => [...s.entries].sort((a, b) => a.id.localeCompare(b.id));

export function describeTrainingContract(current: () => TrackStore): void {
  describe('training thresholds and products', () => {
    it('reads no thresholds before any were stored', async () => {
      expect((await current().getThresholds()).entries).toEqual([]);
    });

    it('stores dated thresholds, reads them back, and replaces them as a whole', async () => {
      const store = current();
      await store.putThresholds(SETTINGS);
      const read = await store.getThresholds();
      expect(byId(read)).toEqual(byId(SETTINGS));
      expect(read.updatedAt).toBe(SETTINGS.updatedAt);
      const fewer = { entries: SETTINGS.entries.slice(0, 1), updatedAt: SETTINGS.updatedAt + 1 };
      await store.putThresholds(fewer);
      expect(await store.getThresholds()).toEqual(fewer);
    });

    it('refuses an FTP out of range or a date that is not one, storing nothing', async () => {
      const store = current();
      await store.putThresholds(SETTINGS);
      const bad = [
        { id: 'x', kind: 'ftp' as const, sport: null, value: 5000, from: '2024-01-01' },
        { id: 'y', kind: 'lthr' as const, sport: null, value: 170, from: '2024-02-30' },
      ];
      for (const e of bad) {
        await expect(store.putThresholds({ entries: [e], updatedAt: 1 })).rejects.toThrow(
          /Thresholds are invalid/,
        );
      }
      expect(byId(await store.getThresholds())).toEqual(byId(SETTINGS));
    });

    it("keeps an activity's training product in its summary", async () => {
      const store = current();
      const a = makeActivity(71);
      const training = {
        durationS: 3600,
        powerS: 3590,
        np: 240.5,
        best20W: 255,
        power: { lo: 40, seconds: [5, 0, 3585] },
        hr: { lo: 120, seconds: [10, 0, 30.25] },
        gasS: 3500,
        gasMps: 3.1,
        decoupling: { basis: 'power' as const, pct: 3.25 },
      };
      await store.putActivity({ ...a, summary: { ...a.summary, training } });
      expect((await store.getSummary(a.summary.id))?.training).toEqual(training);
    });
  });
}
