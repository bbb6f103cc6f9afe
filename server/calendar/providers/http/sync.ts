/**
 * The sync both providers share: the changes since the cursor, and a full listing of the window when there is no
 * cursor or the provider answers 410 Gone (Google's fullSyncRequired, Graph's expired delta state), as their
 * documentation asks clients to do.
 */
import { ProviderError, type SyncedChanges } from "../provider";

export async function syncWithFallback(
  cursor: string | undefined,
  changesSince: (cursor: string) => Promise<SyncedChanges>,
  fullListing: () => Promise<SyncedChanges>,
): Promise<SyncedChanges> {
  if (cursor !== undefined) {
    try {
      return await changesSince(cursor);
    } catch (err) {
      if (!(err instanceof ProviderError && err.status === 410)) throw err;
    }
  }
  return fullListing();
}
