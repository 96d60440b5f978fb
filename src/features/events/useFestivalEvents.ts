import { useAppSelector } from "../../app/hooks";
import { selectIsLoggedIn } from "../auth/authSlice";
import { selectEvents, selectEventsWithheld, useGetEventsQuery } from "./eventsApi";

/**
 * Why the server's registration states are missing: "sign-in" when a server that lists events only to signed-in
 * users (the original 2020 backend) answered 401 to a call without a token, "unavailable" for a real failure.
 */
export type LiveStatusProblem = "sign-in" | "unavailable";

/**
 * The static events, merged with the server's list once it has answered; the static content never waits for it.
 * A server that gives no list (401 to a visitor, 404) has answered: the page says so, or says nothing, and asks no
 * more, not even when the network comes back (docs/API.md, "One request per page load").
 */
export function useFestivalEvents() {
  const withheld = useAppSelector(selectEventsWithheld);
  const { isSuccess, error } = useGetEventsQuery(undefined, { refetchOnReconnect: withheld === null });
  const events = useAppSelector(selectEvents);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  let liveStatusProblem: LiveStatusProblem | null = null;
  if (withheld === "sign-in" && !isLoggedIn) liveStatusProblem = "sign-in";
  // A failure is said until an answer comes, also while the list is asked for again (no flicker).
  else if (error !== undefined && !isSuccess) liveStatusProblem = "unavailable";
  return { events, isLoggedIn, liveStatusProblem };
}
