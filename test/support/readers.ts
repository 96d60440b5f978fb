import { waitFor } from "@testing-library/react";
import type { AppStore } from "../../src/app/store";

interface SubscriptionOptions {
  refetchOnReconnect?: boolean;
  refetchOnFocus?: boolean;
}

/**
 * Waits until every reader of the cache entry `cacheKey` has taken in a withheld answer: none of its subscriptions
 * still lets RTK Query ask again when the network returns or the tab regains focus. A reader learns of the answer on
 * its next render (a hook) or a few promise steps after the entry is filled (a subscription made outside React, such
 * as the home page's list or the festival's identity), so a test that sends "online" or "focus" right after the entry
 * is fulfilled can race it. Fails, by its timeout, when a reader keeps either refetch.
 */
export async function readersTookInWithheld(store: AppStore, cacheKey: string): Promise<void> {
  const { api } = await import("../../src/api/api");
  const { getSubscriptions } = store.dispatch(api.internalActions.internal_getRTKQSubscriptions()) as unknown as {
    getSubscriptions: () => Map<string, Map<string, SubscriptionOptions>>;
  };
  await waitFor(() => {
    const readers = [...(getSubscriptions().get(cacheKey)?.values() ?? [])];
    expect(readers.length).toBeGreaterThan(0);
    const asking = readers.filter((reader) => reader.refetchOnReconnect !== false || reader.refetchOnFocus === true);
    expect(asking).toEqual([]);
  });
}
