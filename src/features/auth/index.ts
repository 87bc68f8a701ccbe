export { AuthGate } from './auth-gate';
export { AccountMenu } from './account-menu';
export { AccountProvider, type Account } from './account-context';
export { MoveToCloudOffer } from './move-to-cloud-offer';
