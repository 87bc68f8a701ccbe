/** How the shared filter's date presets and sports are named in the UI (filter bar, heatmap panel). */
import type { DatePreset } from '../../domain/filters';
import type { Sport } from '../../domain/stats/types';

export const PRESET_LABELS: Record<DatePreset, string> = {
  all: 'All time',
  'this-week': 'This week',
  'this-month': 'This month',
  'last-30-days': 'Last 30 days',
  'this-year': 'This year',
  'last-year': 'Last year',
  custom: 'Custom range',
};

export const SPORT_LABELS: Record<Sport, string> = {
  run: 'Run',
  ride: 'Ride',
  hike: 'Hike',
  walk: 'Walk',
  swim: 'Swim',
  ski: 'Ski',
  other: 'Other',
};
