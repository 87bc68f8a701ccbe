/** The /gear route's lazy entry: loaded by src/app/routes.tsx when visited. */
export { GearPage } from './gear-page';
