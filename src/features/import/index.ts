/**
 * The import feature: what the app shell mounts on every page. The Import page itself is the
 * route's lazy entry, ./page.ts, so it is not in the first page's JavaScript.
 */
export { FirstRunOffer } from './components/first-run-offer';
export { GlobalDropZone } from './components/global-drop-zone';
export { InterruptedImportNotice } from './components/interrupted-import-notice';
export { LazyImportProgressPanel } from './components/lazy-progress-panel';
export { DEMO_COUNT, DEMO_SEED } from './demo-source';
