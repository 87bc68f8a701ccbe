/** Private groups (issue 37): what the app shell mounts (the pages are in page.ts). */
export { GroupTotalsSync } from './totals-sync';
