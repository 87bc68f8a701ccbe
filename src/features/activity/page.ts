/** The /activities/$id route's lazy entry: loaded by src/app/routes.tsx, only when the page is visited. */
export { ActivityPage } from './activity-page';
