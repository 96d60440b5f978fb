import { TableCell, TableRow } from "@mui/material";
import { useState } from "react";
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
      <ListToolbar fetching={query.isFetching} what="the participants">
        <SearchBox label="Search participants" value={input} onChange={setInput} />
        {yesNo("E-mail", verified, setVerified, "Verified", "Not verified")}
        {yesNo("Profile", complete, setComplete, "Complete", "Incomplete")}
        <ExportButton
          path="admin/participants/export/"
          query={{ search: search || undefined, verified: asFilter(verified), complete: asFilter(complete) }}
          fileName="codefest-20-participants.csv"
        />
      </ListToolbar>
      <PagedList
        label="Participants"
        head={["Name", "E-mail", "Institute", "Verified", "Profile", "Events"]}
        empty="No participant matches."
        pager={{ page, items: "participants", onPage: setPage }}
        query={query}
        errorOverRows
        row={(person) => (
          <TableRow key={person.id}>
            <RowHead>
              {person.name || "(no name yet)"}
              {person.is_organiser ? " (organiser)" : ""}
            </RowHead>
            <TableCell>{person.email}</TableCell>
            <TableCell>
              <bdi>{person.institute_name}</bdi>
            </TableCell>
            <TableCell>{person.is_verified ? "Yes" : "No"}</TableCell>
            <TableCell>{person.is_profile_complete ? "Complete" : "Incomplete"}</TableCell>
            <TableCell>{person.events.join(", ") || "None"}</TableCell>
          </TableRow>
        )}
      />
    </>
  );
}
