export { AuthGate, type AuthGateProps } from './auth-gate';
export { SignInScreen } from './sign-in-screen';
export { AccountMenu } from './account-menu';
export { AccountProvider, useAccount, type Account } from './account-context';
export { MoveToCloudOffer } from './move-to-cloud-offer';
export { useOnline } from './use-online';
