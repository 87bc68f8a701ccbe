/** The /review/$year route's lazy entry: loaded by src/app/routes.tsx, only when the page is visited. */
export { ReviewPage } from './review-page';
