import type { ShownDetails } from "../../../contract/finder";
import { HANDLE_FIELDS, PLATFORM_NAMES } from "../../../contract/rules";
import type { FinderText } from "./finderText";

/** The details a listing or request shows besides the name, each as a label and its value, in a fixed order. */
export function shownDetailLines(details: ShownDetails, text: FinderText): Array<{ label: string; value: string }> {
  const lines: Array<{ label: string; value: string }> = [];
  if (details.institute) lines.push({ label: text.institute, value: details.institute });
  if (details.country) lines.push({ label: text.country, value: text.countryName(details.country) });
  if (details.study_year !== null) lines.push({ label: "", value: text.studyYear(details.study_year) });
  if (details.work_years !== null) lines.push({ label: "", value: text.workYears(details.work_years) });
  for (const field of HANDLE_FIELDS) {
    const handle = details.handles[field];
    if (handle) lines.push({ label: PLATFORM_NAMES[field], value: handle });
  }
  return lines;
}
