/**
 * Stylelint: feature CSS is scoped to its feature (scripts/lint/stylelint-feature-scope.mjs).
 * Each feature owns the class blocks listed here (a feature not listed owns its folder name:
 * a new feature `segments` styles `.segments-...`). Blocks never overlap between features.
 * The calendar chart (.calendar-chart, .calendar-legend) is shared: src/components/calendar-heatmap.
 */
import featureScope from './scripts/lint/stylelint-feature-scope.mjs';

export const FEATURE_BLOCKS = {
  activities: ['activities', 'collections', 'column-chooser', 'filter-bar', 'range-field'],
  activity: ['activity', 'edit-activity', 'profile-chart', 'profile-charts', 'zone-bar', 'zone-bars'],
  auth: ['account-menu', 'move-offer', 'sign-in'],
  compare: ['compare', 'add-activities', 'small-multiple', 'small-multiples'],
  heatmap: ['heat', 'heatmap'],
  import: ['import', 'drop-overlay', 'first-run'],
  overview: ['overview', 'calendar-year-select', 'eddington'],
};

export default {
  plugins: [featureScope],
  rules: { 'gpx/feature-scope': [true, { blocks: FEATURE_BLOCKS }] },
};
