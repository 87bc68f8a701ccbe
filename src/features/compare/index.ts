/** The compare feature's public face (its page is the route's lazy entry, ./page.ts). */
export { COMPARE_PALETTE } from './palette';
