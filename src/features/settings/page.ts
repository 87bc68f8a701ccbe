/** The /settings route's lazy entry: loaded by src/app/routes.tsx, only when the page is visited. */
export { SettingsPage } from './settings-page';
