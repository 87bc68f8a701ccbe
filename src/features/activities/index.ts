export { ActivitiesPage } from './activities-page';
export { ConnectedFilterBar } from './connected-filter-bar';
export { FilterBar, type FilterBarProps } from './filter-bar';
