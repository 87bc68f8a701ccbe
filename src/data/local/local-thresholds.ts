/**
 * The local adapter's dated thresholds (issue 33): one row of the settings table, checked by
 * thresholdSettingsSchema on every read and write. A row that fails reads as no thresholds set,
 * with a console.warn (the Training page then estimates them), and is replaced by the next write.
 */
import type { ThresholdSettings } from '../../domain/training/thresholds';
import { parseThresholdsForWrite, readThresholds } from '../training-schemas';
import type { LocalDb } from './local-db';
import { translateQuota } from './store-errors';

export function createLocalThresholds(db: LocalDb) {
  return {
    async getThresholds(): Promise<ThresholdSettings> {
      return readThresholds((await db.settings.get('thresholds'))?.value);
    },
    async putThresholds(settings: ThresholdSettings): Promise<void> {
      const value = parseThresholdsForWrite(settings);
      await translateQuota(() => db.settings.put({ key: 'thresholds', value }));
    },
  };
}
