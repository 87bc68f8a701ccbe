/**
 * The segments feature's public face: a head start for the segment page's chart code, which its
 * route's loader asks for while the page itself (the route's lazy entry, ./page.ts) loads.
 */
export { loadEffortsChart as preloadSegmentChart } from './efforts/load-chart';
