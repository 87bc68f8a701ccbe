/** The /segments and /segments/$id routes' lazy entry: loaded by src/app/routes.tsx when visited. */
export { SegmentPage } from './segment-page';
export { SegmentsPage } from './segments-page';
