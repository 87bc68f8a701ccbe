export * from './types';
export * from './history';
export { applyEdit, applyEdits, cutTrack, splitTrack, trimTrack, type MergeSources } from './apply-edits';
export { mergeTracks } from './merge';
export { editTimes } from './keep-points';
export { forgottenStop, type ForgottenStop } from './forgotten-stop';
