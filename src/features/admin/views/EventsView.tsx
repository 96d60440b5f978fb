import { Button, TableCell, TableRow } from "@mui/material";
import { useSearchParams } from "react-router-dom";
import type { AdminEvent } from "../../../../contract/admin";
import { useT } from "../../../i18n/useT";
import { useAdminSummaryQuery, useSetRegistrationMutation } from "../adminApi";
import ConfirmDialog from "../ConfirmDialog";
import AddEventForm from "../content/AddEventForm";
import { useSetHiddenMutation } from "../content/contentApi";
import EventTexts from "../content/EventTexts";
import FestivalSection from "../content/FestivalSection";
import ListTable, { RowHead } from "./ListTable";
import QueryState from "./QueryState";
import { usePending } from "./usePending";

/**
 * Registration per event, switched only after a confirmation that names the event; where the server keeps the
 * events' texts (docs/content.md; absent from the original backend, which then shows none of it), each event's texts
 * edited at `?edit=<id>`, an event hidden or shown again, and a new event added.
 */
export default function EventsView() {
  const t = useT();
  const query = useAdminSummaryQuery();
  const [setRegistration] = useSetRegistrationMutation();
  const [setHidden] = useSetHiddenMutation();
  const [params, setParams] = useSearchParams();
  const { pending, ask, dialog } = usePending<AdminEvent>({
    run: (event) => setRegistration({ id: event.id, open: !event.is_registration_on }),
    refused: t("console.events.registrationNotChanged"),
    done: (event) =>
      t(event.is_registration_on ? "console.events.nowClosed" : "console.events.nowOpen", { name: event.name }),
  });
  const hiding = usePending<AdminEvent>({
    run: (event) => setHidden({ id: event.id, hidden: !event.hidden }),
    refused: t("console.events.notChanged"),
    done: (event) => t(event.hidden ? "console.events.listedAgain" : "console.events.hidden", { name: event.name }),
  });
  const edit = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete("edit");
      else next.set("edit", String(id));
      return next;
    });

  return (
    <>
      <QueryState what={t("console.events.what")} query={query}>
        {(data) => {
          // The original backend knows no content: its summary has no `spec_event`, and the console no content editing.
          const contentOn = data.events.some((event) => event.spec_event !== undefined);
          const editing = data.events.find((event) => String(event.id) === params.get("edit"));
          return (
            <>
              <ListTable
                label={t("console.view.events")}
                head={[
                  t("console.overview.column.event"),
                  t("console.overview.column.registration"),
                  t("console.column.action"),
                  t("console.view.results"),
                  ...(contentOn ? [t("console.events.column.texts"), t("console.events.column.listed")] : []),
                ]}
                rows={data.events}
                row={(event) => (
                  <TableRow key={event.id}>
                    <RowHead>{event.name}</RowHead>
                    <TableCell>
                      {event.is_registration_on ? t("console.registration.open") : t("console.registration.closed")}
                    </TableCell>
                    <TableCell>
                      <Button
                        variant="outlined"
                        size="small"
                        onClick={() => ask(event)}
                        aria-label={t(event.is_registration_on ? "console.events.closeFor" : "console.events.openFor", {
                          name: event.name,
                        })}
                        sx={{ whiteSpace: "nowrap" }}
                      >
                        {event.is_registration_on ? t("console.events.close") : t("console.events.open")}
                      </Button>
                    </TableCell>
                    <TableCell>
                      {event.results_published ? t("console.events.published") : t("console.events.notPublished")}
                    </TableCell>
                    {contentOn && (
                      <TableCell>
                        <Button
                          size="small"
                          onClick={() => edit(event.id)}
                          aria-label={t("console.events.editTextsOf", { name: event.name })}
                          aria-current={editing?.id === event.id ? "true" : undefined}
                        >
                          {t("console.events.editTexts")}
                        </Button>
                      </TableCell>
                    )}
                    {contentOn && (
                      <TableCell>
                        <Button
                          size="small"
                          variant="outlined"
                          onClick={() => hiding.ask(event)}
                          aria-label={t(event.hidden ? "console.events.show" : "console.events.hide", {
                            name: event.name,
                          })}
                          sx={{ whiteSpace: "nowrap" }}
                        >
                          {event.hidden ? t("console.events.hiddenShow") : t("console.events.listedHide")}
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                )}
              />
              {contentOn && editing && <EventTexts key={editing.id} event={editing} />}
              {contentOn && <AddEventForm onAdded={(id) => edit(id)} />}
              {contentOn && <FestivalSection />}
            </>
          );
        }}
      </QueryState>
      <ConfirmDialog
        {...dialog}
        title={
          pending?.is_registration_on
            ? t("console.events.closeTitle", { name: pending.name })
            : t("console.events.openTitle", { name: pending?.name ?? "" })
        }
        confirmLabel={pending?.is_registration_on ? t("console.events.close") : t("console.events.open")}
      >
        {pending?.is_registration_on
          ? t("console.events.closeText", { name: pending.name })
          : t("console.events.openText", { name: pending?.name ?? "" })}
      </ConfirmDialog>
      <ConfirmDialog
        {...hiding.dialog}
        title={
          hiding.pending?.hidden
            ? t("console.events.listTitle", { name: hiding.pending.name })
            : t("console.events.hideTitle", { name: hiding.pending?.name ?? "" })
        }
        confirmLabel={hiding.pending?.hidden ? t("console.events.listConfirm") : t("console.events.hideConfirm")}
      >
        {hiding.pending?.hidden ? t("console.events.listText") : t("console.events.hideText")}
      </ConfirmDialog>
    </>
  );
}
