/**
 * The heatmap feature's public face: its URL schema, which src/app/route-search.ts validates the
 * route with. The page itself is the route's lazy entry, ./page.ts.
 */
export { heatmapSearchSchema } from './heat-search';
