/** Words for the training figures' sources and thresholds, as the page shows them. */
import type { FormBand, LoadSource } from '../../domain/training/definitions';

export const LOAD_SOURCE_LABELS: Readonly<Record<LoadSource, string>> = {
  power: 'power',
  hr: 'heart rate',
  pace: 'pace',
  estimate: 'estimate',
};

export const FORM_BAND_LABELS: Readonly<Record<FormBand, string>> = {
  fresh: 'fresh',
  neutral: 'neutral',
  productive: 'productive',
  'high-risk': 'high risk',
};
