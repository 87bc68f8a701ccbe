/** The /import route's lazy entry. */
export { ImportPage } from './components/import-page';
