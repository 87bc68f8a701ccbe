export { ActivitiesPage } from './activities-page';
