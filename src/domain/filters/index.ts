export * from './types';
export { MS_PER_DAY, WEEK_STARTS_ON, localDayOf } from './date-range';
export { movingSpeedOf, startDayOf } from './metrics';
export { applyFilter, compileFilter, foldForSearch, searchTokens, type SummaryPredicate } from './predicate';
export {
  DEFAULT_FILTER,
  filterSearchSchema,
  fromSearch,
  isDefaultFilter,
  parseFilterSearch,
  SHARED_FILTER_SEARCH_KEYS,
  sharedFilterSearchSchema,
  toSearch,
  type FilterSearchPatch,
} from './search-params';
export { SORT_VALUES, isSortKey, sortSummaries, type SortExtras, type SortKey, type SortSpec } from './sort';
