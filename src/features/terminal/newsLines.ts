import type { Announcement } from "../../../contract/announcements";
import { isWithheld } from "../../api/optionalRead";
import type { AppDispatch } from "../../app/hooks";
import { paths } from "../../config/paths";
import { whenText } from "../../lib/schedule";
import { announcementsApi } from "../announcements/announcementsApi";
import type { Effect } from "./commands/types";
import { fail, say } from "./commands/types";
import { linesPrinted, type PrintedLine } from "./terminalSlice";

/** How many announcements `news` prints; the dashboard (or the event's page) has them all. */
export const NEWS_LIMIT = 5;

function announcementLines(item: Announcement): PrintedLine[] {
  const corrected = item.corrected_at ? " (corrected)" : "";
  return [
    say(`* ${item.title} — ${whenText(item.published_at)}${corrected}`),
    ...item.body
      .split(/\r?\n/)
      .filter((line) => line.trim() !== "")
      .map((line) => say(`    ${line}`)),
  ];
}

/** Asks the API for the latest announcements (all, or an event's) and prints them as plain text, or why not. */
export async function printNews(dispatch: AppDispatch, { event, title }: Extract<Effect, { type: "news" }>) {
  const outcome = await dispatch(
    announcementsApi.endpoints.announcements.initiate(event, { subscribe: false, forceRefetch: true }),
  );
  const where = event ? paths.event(event) : paths.dashboard;
  const more = { text: where, to: where };
  const error = outcome.error;
  if (isWithheld(outcome.data)) {
    dispatch(linesPrinted([say("This server has no announcements.")]));
    return;
  }
  if (!outcome.data) {
    const message = error && "message" in error && typeof error.message === "string" ? error.message : "";
    dispatch(linesPrinted([fail(`The announcements could not be loaded. ${message}`.trim())]));
    return;
  }
  const items = outcome.data;
  if (items.length === 0) {
    dispatch(linesPrinted([say(title ? `No announcements for ${title} yet.` : "No announcements yet.")]));
    return;
  }
  const shown = items.slice(0, NEWS_LIMIT);
  dispatch(
    linesPrinted([
      say(title ? `Announcements of ${title}, newest first:` : "Announcements, newest first:"),
      ...shown.flatMap(announcementLines),
      ...(items.length > shown.length ? [say(`${items.length - shown.length} older ones at `, more)] : []),
    ]),
  );
}
