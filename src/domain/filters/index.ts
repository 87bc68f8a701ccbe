export * from './types';
export {
  MS_PER_DAY,
  WEEK_STARTS_ON,
  LAST_DAYS_COUNT,
  dayAtOffset,
  formatDay,
  localDayOf,
  parseDay,
  resolveDateRange,
  runtimeOffsetMin,
  type DayRange,
} from './date-range';
export { durationOf, movingSpeedOf, paceSPerKmOf, startDayOf } from './metrics';
export { applyFilter, compileFilter, searchTokens, type SummaryPredicate } from './predicate';
export {
  DEFAULT_FILTER,
  FILTER_SEARCH_KEYS,
  filterSearchSchema,
  fromSearch,
  isDefaultFilter,
  parseFilterSearch,
  SHARED_FILTER_SEARCH_KEYS,
  sharedFilterSearchSchema,
  toSearch,
  type SharedFilterSearch,
  type FilterSearch,
  type FilterSearchPatch,
} from './search-params';
export {
  SORT_VALUES,
  compareSummaries,
  isSortKey,
  sortSummaries,
  type SortExtras,
  type SortKey,
  type SortSpec,
} from './sort';
