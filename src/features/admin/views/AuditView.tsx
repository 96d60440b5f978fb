import { Box, TableCell, TableRow } from "@mui/material";
import { useState } from "react";
import { AUDIT_ACTIONS, type AuditEntry } from "../../../../contract/admin";
import { utcDateTime } from "../../../i18n/dates";
import { useLanguage } from "../../../i18n/LanguageContext";
import { useT } from "../../../i18n/useT";
import { useAuditQuery } from "../adminApi";
import { AUDIT_ACTION_LABELS, auditSentence } from "../auditSentence";
import { useSearchText } from "../useSearchText";
import ListToolbar, { ChoiceSelect, SearchBox, fromPageOne } from "./ListToolbar";
import PagedList from "./PagedList";

/** The entry's recorded facts, one click away: what it was done to and the stored details. */
function EntryDetails({ entry }: { entry: AuditEntry }) {
  const t = useT();
  return (
    <Box component="details" sx={{ "& summary": { cursor: "pointer", color: "primary.main" } }}>
      <summary>{t("audit.details")}</summary>
      <Box component="dl" sx={{ m: 0, mt: 1, "& dt": { fontWeight: 600 }, "& dd": { ml: 0, mb: 1 } }}>
        <dt>{t("audit.action")}</dt>
        <dd>{entry.action}</dd>
        <dt>{t("audit.target")}</dt>
        <dd>{entry.target}</dd>
        <dt>{t("audit.recorded")}</dt>
        <dd>
          <Box component="pre" sx={{ m: 0, whiteSpace: "pre-wrap", wordBreak: "break-word", fontSize: "0.8125rem" }}>
            {JSON.stringify(entry.details, null, 2)}
          </Box>
        </dd>
      </Box>
    </Box>
  );
}

/** Every change made through the console, newest first, as sentences; filtered by action and by who made it. */
export default function AuditView() {
  const t = useT();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState("");
  const { input, search: actor, setInput } = useSearchText(() => setPage(1));
  const query = useAuditQuery({ page, action, actor });
  const filtered = action !== "" || actor !== "";
  return (
    <>
      <ListToolbar fetching={query.isFetching && !query.isLoading} what={t("audit.what")}>
        <ChoiceSelect
          label={t("audit.filterAction")}
          value={action}
          onChange={fromPageOne(setAction, setPage)}
          options={AUDIT_ACTIONS.map((item) => [item, t(AUDIT_ACTION_LABELS[item])] as const)}
          all={t("audit.allActions")}
          minWidth={240}
        />
        <SearchBox label={t("audit.madeBy")} value={input} onChange={setInput} />
      </ListToolbar>
      <PagedList
        label={t("audit.label")}
        head={[t("audit.when"), t("audit.whatHappened"), t("audit.detailsColumn")]}
        empty={t(filtered ? "audit.noMatch" : "audit.none")}
        pager={{ page, items: "entries", onPage: setPage }}
        query={query}
        spinner
        row={(entry) => (
          <TableRow key={entry.id} sx={{ verticalAlign: "top" }}>
            <TableCell sx={{ whiteSpace: "nowrap" }}>
              <time dateTime={entry.at}>{utcDateTime(language, entry.at)}</time>
            </TableCell>
            <TableCell>{auditSentence(entry, t)}</TableCell>
            <TableCell>
              <EntryDetails entry={entry} />
            </TableCell>
          </TableRow>
        )}
      />
    </>
  );
}
