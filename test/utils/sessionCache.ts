import { waitFor } from "@testing-library/react";
import type { AppStore } from "../../src/app/store";

/**
 * Waits until the API's cache keeps nothing of an ended session: no query but the public events list (which a public
 * page, the home page's list included, reads again as a visitor), and that list with no team in it.
 */
export async function expectNoSessionData(store: AppStore): Promise<void> {
  await waitFor(() => {
    const queries = Object.values(store.getState().api.queries);
    expect(queries.map((query) => query?.endpointName).filter((name) => name !== "getEvents")).toEqual([]);
    for (const query of queries) {
      expect(query?.data ?? []).toEqual(
        expect.not.arrayContaining([expect.objectContaining({ team: expect.anything() })]),
      );
    }
  });
}
