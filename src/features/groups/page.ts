/** The /groups routes' lazy entry (issue 37): loaded by src/app/routes.tsx when visited. */
export { GroupsPage } from './groups-page';
export { GroupPage } from './group-page';
export { JoinGroupPage } from './join-page';
