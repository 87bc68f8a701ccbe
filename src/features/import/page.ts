/** The /import route's lazy entry: loaded by src/app/routes.tsx, only when the page is visited. */
export { ImportPage } from './components/import-page';
