import type { AdminEvent } from "../../../../contract/admin";
import { useT } from "../../../i18n/useT";
import QueryState from "../views/QueryState";
import { useEventContentQuery } from "./contentApi";
import EventContentEditor from "./EventContentEditor";

/** The editor of one event's texts, once its published version is loaded (keyed so that a new event starts fresh). */
export default function EventTexts({ event }: { event: AdminEvent }) {
  const t = useT();
  const query = useEventContentQuery(event.id);
  return (
    <QueryState what={t("eventContent.loading")} query={query}>
      {(data) => (
        <EventContentEditor key={event.id} event={data.event} published={data.version} refetch={query.refetch} />
      )}
    </QueryState>
  );
}
