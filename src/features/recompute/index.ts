/** The background statistics update: what the app shell mounts on every page. */
export { RecomputeStatus } from './recompute-status';
