/** The /curves route's lazy entry: loaded by src/app/routes.tsx, only when the page is visited. */
export { CurvesPage } from './curves-page';
