/** The /training route's lazy entry: loaded by src/app/routes.tsx, only when the page is visited. */
export { TrainingPage } from './training-page';
