import type { Announcement } from "../../../contract/announcements";
import { isWithheld } from "../../api/optionalRead";
import type { AppDispatch } from "../../app/hooks";
import { paths } from "../../config/paths";
import { FESTIVAL } from "../../content/festival";
import type { Language } from "../../i18n/languages";
import { translate } from "../../i18n/translate";
import { whenText } from "../../lib/schedule";
import { announcementsApi } from "../announcements/announcementsApi";
import type { Effect } from "./commands/types";
import { fail, say, tell } from "./commands/types";
import { linesPrinted, type PrintedLine } from "./terminalSlice";

/** How many announcements `news` prints; the dashboard (or the event's page) has them all. */
export const NEWS_LIMIT = 5;

/**
 * An announcement as the server gave it (in the reader's language where the organisers wrote one: the app asks in it),
 * dated by the language's rules in the festival's time zone, which it names ("GMT+5:30"), wherever the reader is.
 */
function announcementLines(item: Announcement, language: Language): PrintedLine[] {
  return [
    tell(language, "terminal.news.item", {
      title: item.title,
      when: whenText(item.published_at, { locale: language, timeZone: FESTIVAL.timeZone }),
      corrected: item.corrected_at ? "yes" : "no",
    }),
    ...item.body
      .split(/\r?\n/)
      .filter((line) => line.trim() !== "")
      .map((line) => say(`    ${line}`)),
  ];
}

/**
 * Asks the API for the latest announcements (all, or an event's) and prints them as plain text, or why not, in the
 * language shown when the answer arrives (`languageNow`): a language changed meanwhile is the one they are said in.
 */
export async function printNews(
  dispatch: AppDispatch,
  { event, title }: Extract<Effect, { type: "news" }>,
  languageNow: () => Language,
) {
  const outcome = await dispatch(
    announcementsApi.endpoints.announcements.initiate(event, { subscribe: false, forceRefetch: true }),
  );
  const language = languageNow();
  const where = event ? paths.event(event) : paths.dashboard;
  const more = { text: where, to: where };
  const error = outcome.error;
  if (isWithheld(outcome.data)) {
    dispatch(linesPrinted([tell(language, "terminal.news.withheld")]));
    return;
  }
  if (!outcome.data) {
    const message = error && "message" in error && typeof error.message === "string" ? error.message : "";
    dispatch(linesPrinted([fail(translate(language, "terminal.news.failed", { message }).trim())]));
    return;
  }
  const items = outcome.data;
  if (items.length === 0) {
    dispatch(
      linesPrinted([
        title ? tell(language, "terminal.news.emptyEvent", { title }) : tell(language, "terminal.news.empty"),
      ]),
    );
    return;
  }
  const shown = items.slice(0, NEWS_LIMIT);
  const older = items.length - shown.length;
  dispatch(
    linesPrinted([
      title ? tell(language, "terminal.news.headingEvent", { title }) : tell(language, "terminal.news.heading"),
      ...shown.flatMap((item) => announcementLines(item, language)),
      ...(older > 0 ? [tell(language, "terminal.news.older", { count: older, link: more })] : []),
    ]),
  );
}
