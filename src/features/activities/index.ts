export { ActivitiesPage } from './activities-page';
export { ConnectedFilterBar } from './connected-filter-bar';
export { FilterBar, PRESET_LABELS, SPORT_LABELS, type FilterBarProps } from './filter-bar';
