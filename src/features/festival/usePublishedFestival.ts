import { useAppStore } from "../../app/hooks";
import { nextTask } from "../../lib/nextTask";
import { useIdleSubscription } from "../../lib/useIdleSubscription";

/**
 * Asks for the festival's published identity once the browser is idle, its code (the API's) loaded then: the first
 * visit's entry carries none of it and the build's identity paints first. Subscribed while the layout is shown, so the
 * answer stays in the cache for every page of the visit; a publish in the console invalidates it ("Festival").
 */
export function usePublishedFestival(): void {
  const store = useAppStore();
  useIdleSubscription(async () => {
    // On the home page this is where the API's code arrives. It runs in two tasks, not one long one on a phone: RTK
    // Query and the API taken in by the store, then the festival's read with its answer's checks (zod's schemas).
    await import(/* webpackChunkName: "festival-api" */ "../../api/api");
    await nextTask();
    // The refusal check comes with the API's code, never in the first visit's entry (it brings the answer checks).
    const [{ festivalApi }, { isWithheld, refetchUnlessWithheld }] = await Promise.all([
      import(/* webpackChunkName: "festival-api" */ "./festivalApi"),
      import(/* webpackChunkName: "festival-api" */ "../../api/optionalRead"),
    ]);
    const request = store.dispatch(festivalApi.endpoints.getFestival.initiate());
    // A server without `festival/` (404): not asked again when the network returns (src/api/optionalRead.ts).
    void request.then(({ data }) => {
      if (isWithheld(data)) request.updateSubscriptionOptions(refetchUnlessWithheld(data, {}));
    });
    return request.unsubscribe;
  });
}
