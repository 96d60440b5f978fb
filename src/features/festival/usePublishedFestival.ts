import { useAppStore } from "../../app/hooks";
import { nextTask } from "../../lib/nextTask";
import { useIdleSubscription } from "../../lib/useIdleSubscription";

/**
 * Asks for the festival's published identity once the browser is idle, its code (the API's) loaded then: the first
 * visit's entry carries none of it and the build's identity paints first. Asked only once a call the app makes anyway
 * has shown a server with `festival/` (`selectFestivalServer`: a page regenerated on publish, the `events/` list, the
 * profile): the original 2020 backend has none, and asking would only log its 404. Subscribed while the layout is
 * shown, so the answer stays in the cache for every page of the visit; a publish in the console invalidates it
 * ("Festival").
 */
export function usePublishedFestival(): void {
  const store = useAppStore();
  useIdleSubscription(async () => {
    // On the home page this is where the API's code arrives. It runs in two tasks, not one long one on a phone: RTK
    // Query and the API taken in by the store, then the festival's read with its answer's checks (zod's schemas).
    await import(/* webpackChunkName: "festival-api" */ "../../api/api");
    await nextTask();
    // The refusal check comes with the API's code, never in the first visit's entry (it brings the answer checks).
    const [{ festivalApi }, { isWithheld, refetchUnlessWithheld }, { whenCurrentServer }] = await Promise.all([
      import(/* webpackChunkName: "festival-api" */ "./festivalApi"),
      import(/* webpackChunkName: "festival-api" */ "../../api/optionalRead"),
      import(/* webpackChunkName: "festival-api" */ "./festivalServer"),
    ]);
    // Waits for the page's own calls (the list, the profile); a page with neither asks only if an earlier page of the
    // visit has shown the server, or once a later one does.
    return whenCurrentServer(store, () => {
      const request = store.dispatch(festivalApi.endpoints.getFestival.initiate());
      // A server without `festival/` after all (404): not asked again when the network returns (src/api/optionalRead.ts).
      void request.then(({ data }) => {
        if (isWithheld(data)) request.updateSubscriptionOptions(refetchUnlessWithheld(data, {}));
      });
      return request.unsubscribe;
    });
  });
}
