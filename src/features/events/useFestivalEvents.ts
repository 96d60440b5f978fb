import { useAppSelector } from "../../app/hooks";
import { useLanguage } from "../../i18n/LanguageContext";
import { selectIsLoggedIn } from "../auth/authSlice";
import { selectEventsWithheld, useGetEventsQuery } from "./eventsApi";
import { selectPublicEvents } from "./eventsSlice";

/**
 * Why the server's registration states are missing: "sign-in" when a server that lists events only to signed-in
 * users (the original 2020 backend) answered 401 to a call without a token, "unavailable" for a real failure.
 */
export type LiveStatusProblem = "sign-in" | "unavailable";

/**
 * The events of the public pages in the language shown: the bundled catalogue until the server's list answers, then
 * the published ones (an event organisers added appears, a hidden one leaves); the bundled texts never wait for it.
 * A server that gives no list (401 to a visitor, 404) has answered: the page says so, or says nothing, and asks no
 * more, not even when the network comes back (docs/API.md, "One request per page load").
 */
export function useFestivalEvents() {
  const withheld = useAppSelector(selectEventsWithheld);
  const { isSuccess, isFetching, error } = useGetEventsQuery();
  const language = useLanguage();
  const events = useAppSelector((state) => selectPublicEvents(state, language));
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  let liveStatusProblem: LiveStatusProblem | null = null;
  if (withheld === "sign-in" && !isLoggedIn) liveStatusProblem = "sign-in";
  // A failure is said until an answer comes, also while the list is asked for again (no flicker).
  else if (error !== undefined && !isSuccess) liveStatusProblem = "unavailable";
  // Whether the list has had its say (an answer, a refusal or a failure): until then an unknown address may still be
  // an event organisers added.
  const listSettled = !isFetching && (isSuccess || error !== undefined);
  return { events, isLoggedIn, liveStatusProblem, listSettled };
}
