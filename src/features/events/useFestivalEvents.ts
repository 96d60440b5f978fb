import { useAppSelector } from "../../app/hooks";
import { selectIsLoggedIn } from "../auth/authSlice";
import { useGetEventsQuery } from "./eventsApi";
import { selectEvents } from "./eventsSlice";

/** The static events, merged with the server's list once it has answered; the static content never waits for it. */
export function useFestivalEvents() {
  const { isError, isFetching } = useGetEventsQuery();
  const events = useAppSelector(selectEvents);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return { events, isLoggedIn, liveStatusUnavailable: isError && !isFetching };
}
