import type { UnknownAction } from "@reduxjs/toolkit";

/** RTK Query's reducerPath for the one API (src/api/api.ts). */
export const API_REDUCER_PATH = "api";

interface EndpointAction<Payload, Args> extends UnknownAction {
  payload: Payload;
  meta: { arg: { endpointName: string; originalArgs: Args } };
}

/**
 * A matcher for a mutation's success by endpoint name, usable before the API's code has arrived (the first visit ships
 * without it): the same test `endpoint.matchFulfilled` makes, on the action RTK Query dispatches when a call succeeds.
 */
export const isMutationFulfilled =
  <Payload = unknown, Args = unknown>(endpointName: string) =>
  (action: UnknownAction): action is EndpointAction<Payload, Args> =>
    action.type === `${API_REDUCER_PATH}/executeMutation/fulfilled` &&
    (action as Partial<EndpointAction<Payload, Args>>).meta?.arg?.endpointName === endpointName;
