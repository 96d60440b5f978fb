import { useAppSelector } from "../../app/hooks";
import { selectIsLoggedIn } from "../auth/authSlice";
import { selectEvents, useGetEventsQuery } from "./eventsApi";

/**
 * Why the server's registration states are missing: "sign-in" when a server that lists events only to signed-in
 * users (the original 2020 backend) answered 401 to a call without a token, "unavailable" for a real failure.
 */
export type LiveStatusProblem = "sign-in" | "unavailable";

/** The static events, merged with the server's list once it has answered; the static content never waits for it. */
export function useFestivalEvents() {
  const { isSuccess, error } = useGetEventsQuery();
  const events = useAppSelector(selectEvents);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  let liveStatusProblem: LiveStatusProblem | null = null;
  // The last refusal stays said while the list is asked for again (the page asks once more when it subscribes after
  // the early request of src/app/routeTable.tsx was refused): no flicker between the note and nothing.
  if (error !== undefined && !isSuccess) {
    const needsToken = !isLoggedIn && error !== undefined && "httpStatus" in error && error.httpStatus === 401;
    liveStatusProblem = needsToken ? "sign-in" : "unavailable";
  }
  return { events, isLoggedIn, liveStatusProblem };
}
