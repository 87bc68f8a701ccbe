/** The /activities route's lazy entry: loaded by src/app/routes.tsx, only when the page is visited. */
export { ActivitiesPage } from './activities-page';
