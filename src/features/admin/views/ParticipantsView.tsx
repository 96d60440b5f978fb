import { Button, TableCell, TableRow } from "@mui/material";
import { useState } from "react";
import { useAdminParticipantsQuery, useExportCsvMutation } from "../adminApi";
import { useSearchText } from "../useSearchText";
import ListTable, { RowHead } from "./ListTable";
import ListToolbar, { ChoiceSelect, SearchBox, fromPageOne } from "./ListToolbar";
import QueryState from "./QueryState";

type Choice = "" | "true" | "false";

/** The choice as the query string's flag (contract/admin.ts participantFilterSchema): none, "true" or "false". */
const asFilter = (choice: Choice) => (choice === "" ? undefined : choice);

/** A yes/no filter's options in its own words. */
const yesNo = (yes: string, no: string) => [["true", yes] as const, ["false", no] as const];

/** Participants, searched and filtered by verified e-mail and complete profile, 50 a page; CSV export. */
export default function ParticipantsView() {
  const [exportCsvFile, { isLoading: exporting }] = useExportCsvMutation();
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

  const exportCsv = async () => {
    const filter = { search: search || undefined, verified: asFilter(verified), complete: asFilter(complete) };
    // A refusal is told by the app's listener for failed calls, with the server's message.
    await exportCsvFile({
      path: "admin/participants/export/",
      query: filter,
      fileName: "codefest-20-participants.csv",
    });
  };

  return (
    <>
      <ListToolbar fetching={query.isFetching} what="the participants">
        <SearchBox label="Search participants" value={input} onChange={setInput} />
        <ChoiceSelect
          label="E-mail"
          value={verified}
          onChange={fromPageOne(setVerified, setPage)}
          options={yesNo("Verified", "Not verified")}
        />
        <ChoiceSelect
          label="Profile"
          value={complete}
          onChange={fromPageOne(setComplete, setPage)}
          options={yesNo("Complete", "Incomplete")}
        />
        <Button variant="outlined" onClick={exportCsv} disabled={exporting}>
          {exporting ? "Exporting…" : "Export CSV"}
        </Button>
      </ListToolbar>
      <QueryState what="participants" query={query} spinner={false} errorOverRows>
        {(data) => (
          <ListTable
            label="Participants"
            head={["Name", "E-mail", "Institute", "Verified", "Profile", "Events"]}
            rows={data.results}
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
            empty="No participant matches."
            pager={{ page, data, one: "participant", what: "participants", onPage: setPage }}
          />
        )}
      </QueryState>
    </>
  );
}
