/** The signed-in account and its actions, for the header's account menu (Firebase mode only). */
import { createContext, useContext, type ReactNode } from 'react';
import type { AuthUser, DeleteAccountDataResult, RebuildHeatIndexResult } from '../../data';

export interface Account {
  user: AuthUser;
  /** Signs out and forgets this device's cached cloud data. */
  signOut(): Promise<void>;
  deleteCloudData(): Promise<DeleteAccountDataResult>;
  rebuildHeatIndex(): Promise<RebuildHeatIndexResult>;
}

const AccountContext = createContext<Account | null>(null);

export function AccountProvider({ account, children }: { account: Account; children: ReactNode }) {
  return <AccountContext.Provider value={account}>{children}</AccountContext.Provider>;
}

/** The account, or null in local mode. */
export function useAccount(): Account | null {
  return useContext(AccountContext);
}
