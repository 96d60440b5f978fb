import { useAppStore } from "../../app/hooks";
import { useIdleSubscription } from "../../lib/useIdleSubscription";

/**
 * Asks for the festival's published identity once the browser is idle, its code (the API's) loaded then: the first
 * visit's entry carries none of it and the build's identity paints first. Subscribed while the layout is shown, so the
 * answer stays in the cache for every page of the visit; a publish in the console invalidates it ("Festival").
 */
export function usePublishedFestival(): void {
  const store = useAppStore();
  useIdleSubscription(() =>
    // The refusal check comes with the API's code, never in the first visit's entry (it brings the answer checks).
    Promise.all([
      import(/* webpackChunkName: "festival-api" */ "./festivalApi"),
      import(/* webpackChunkName: "festival-api" */ "../../api/optionalRead"),
    ]).then(([{ festivalApi }, { isWithheld, refetchUnlessWithheld }]) => {
      const request = store.dispatch(festivalApi.endpoints.getFestival.initiate());
      // A server without `festival/` (404): not asked again when the network returns (src/api/optionalRead.ts).
      void request.then(({ data }) => {
        if (isWithheld(data)) request.updateSubscriptionOptions(refetchUnlessWithheld(data, {}));
      });
      return request.unsubscribe;
    }),
  );
}
