export type {
  CompareAxis,
  CompareChannel,
  CompareGrid,
  CompareResult,
  ResampledTrack,
  RouteMatch,
} from './types';
export { COMPARE_AXES, COMPARE_CHANNELS } from './types';
export {
  buildGrid,
  nearestGridIndex,
  niceAxisStep,
  niceStep,
  GRID_TARGET_POINTS,
  NICE_SECONDS,
} from './grid';
export { locateOnGrid, resampleLinear, sampleAt, usableSamples, type GridLocation } from './resample';
export {
  compareProfiles,
  compareResultBuffers,
  profileEnd,
  resampleProfile,
  type CompareOptions,
} from './compare-profiles';
export { finalGap, gapToBaseline, gapsToBaseline } from './gap';
export { discreteFrechet } from './frechet';
export {
  findSameRoute,
  matchRoute,
  prepareRoute,
  MAX_ROUTE_SAMPLES,
  SAME_ROUTE_TOLERANCES,
  type PreparedRoute,
  type SameRouteTolerances,
} from './same-route';
export { sameRouteCandidates, BOUNDS_SLACK_M, type RouteSummary } from './route-candidates';
