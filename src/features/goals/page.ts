/** The /goals route's lazy entry: loaded by src/app/routes.tsx when visited. */
export { GoalsPage } from './goals-page';
