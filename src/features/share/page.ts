// The page a read-only link opens, loaded on demand (it brings the map and chart libraries).
export { SharedPageView } from './shared-page-view';
