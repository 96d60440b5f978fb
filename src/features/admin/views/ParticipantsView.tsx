import { TableCell, TableRow } from "@mui/material";
import { useState } from "react";
import { useT } from "../../../i18n/useT";
import { useAdminParticipantsQuery } from "../adminApi";
import { useSearchText } from "../useSearchText";
import { RowHead } from "./ListTable";
import ListToolbar, { ChoiceSelect, ExportButton, SearchBox, fromPageOne } from "./ListToolbar";
import PagedList from "./PagedList";

type Choice = "" | "true" | "false";

/** The choice as the query string's flag (contract/admin.ts participantFilterSchema): none, "true" or "false". */
const asFilter = (choice: Choice) => (choice === "" ? undefined : choice);

/** Participants, searched and filtered by verified e-mail and complete profile, 50 a page; CSV export. */
export default function ParticipantsView() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [verified, setVerified] = useState<Choice>("");
  const [complete, setComplete] = useState<Choice>("");
  const { input, search, setInput } = useSearchText(() => setPage(1));
  const query = useAdminParticipantsQuery({
    search,
    verified: asFilter(verified),
    complete: asFilter(complete),
    page,
  });

  /** A yes/no filter in its own words; a new choice starts from page 1. */
  const yesNo = (label: string, value: Choice, set: (value: Choice) => void, yes: string, no: string) => (
    <ChoiceSelect
      label={label}
      value={value}
      onChange={fromPageOne(set, setPage)}
      options={[["true", yes] as const, ["false", no] as const]}
    />
  );

  return (
    <>
      <ListToolbar fetching={query.isFetching} what={t("console.participants.loadingWhat")}>
        <SearchBox label={t("console.participants.search")} value={input} onChange={setInput} />
        {yesNo(
          t("console.participants.email"),
          verified,
          setVerified,
          t("console.participants.verified"),
          t("console.participants.notVerified"),
        )}
        {yesNo(
          t("console.participants.profile"),
          complete,
          setComplete,
          t("console.participants.complete"),
          t("console.participants.incomplete"),
        )}
        <ExportButton
          path="admin/participants/export/"
          query={{ search: search || undefined, verified: asFilter(verified), complete: asFilter(complete) }}
          fileName="codefest-20-participants.csv"
        />
      </ListToolbar>
      <PagedList
        label={t("console.view.participants")}
        head={[
          t("console.participants.column.name"),
          t("console.participants.column.email"),
          t("console.participants.column.institute"),
          t("console.participants.column.verified"),
          t("console.participants.column.profile"),
          t("console.participants.column.events"),
        ]}
        empty={t("console.participants.none")}
        pager={{ page, items: "participants", onPage: setPage }}
        query={query}
        errorOverRows
        row={(person) => (
          <TableRow key={person.id}>
            <RowHead>
              {person.name || t("console.participants.noName")}
              {person.is_organiser ? ` ${t("console.participants.organiser")}` : ""}
            </RowHead>
            <TableCell>{person.email}</TableCell>
            <TableCell>
              <bdi>{person.institute_name}</bdi>
            </TableCell>
            <TableCell>{person.is_verified ? t("console.yes") : t("console.no")}</TableCell>
            <TableCell>
              {person.is_profile_complete ? t("console.participants.complete") : t("console.participants.incomplete")}
            </TableCell>
            <TableCell>{person.events.join(", ") || t("console.participants.noEvents")}</TableCell>
          </TableRow>
        )}
      />
    </>
  );
}
