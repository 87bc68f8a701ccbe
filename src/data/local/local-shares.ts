/**
 * Local mode's shares (issue 37): none. A read-only link needs a page others can open, kept online;
 * local mode keeps every activity on this device, so each call says so (SharingNeedsAccountError)
 * and sends nothing anywhere. Listing gives no links (none can exist).
 */
import { SharingNeedsAccountError, type ShareStore } from '../track-store';

export function createLocalShares(): ShareStore {
  const refuse = () => Promise.reject(new SharingNeedsAccountError());
  return {
    available: false,
    createShare: refuse,
    listShares: () => Promise.resolve([]),
    revokeShare: refuse,
  };
}
