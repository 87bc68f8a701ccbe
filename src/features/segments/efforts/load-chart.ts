/**
 * The segment page's chart code (Recharts: the largest part of what its first paint waits for),
 * loaded on its own: the route's loader starts it alongside the page's chunk (index.ts), the page
 * renders it lazily (segment-view.tsx). A no-op once loaded.
 */
export const loadEffortsChart = () => import('../../../shared/segments/efforts/efforts-chart');
