/** The /routes route's lazy entry: loaded by src/app/routes.tsx, only when the page is visited. */
export { RoutesPage } from './routes-page';
