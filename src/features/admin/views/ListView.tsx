import {
  Box,
  CircularProgress,
  MenuItem,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  type SxProps,
  type Theme,
} from "@mui/material";
import { useState } from "react";
import { consoleListEntries, type ConsoleColumn, type ConsoleListName } from "../../../../contract/admin";
import LoadError from "../../../ui/LoadError";
import { useConsoleListQuery } from "../adminApi";
import Pager from "../Pager";
import ScrollTable from "../ScrollTable";
import { useSearchText } from "../useSearchText";

/** A cell's text: a value as it reads, a list joined, nothing for null. */
const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(cellText).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
};

/** Times in the viewer's zone, short enough for a table cell; the zone is named once, in the column's heading. */
const when = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
const zoneName = () =>
  new Intl.DateTimeFormat(undefined, { timeZoneName: "short" })
    .formatToParts(new Date())
    .find((part) => part.type === "timeZoneName")?.value ?? "";

const cellStyle = (column: ConsoleColumn): SxProps<Theme> | undefined =>
  column.time ? { whiteSpace: "nowrap" } : column.prose ? { minWidth: 200, overflowWrap: "anywhere" } : undefined;

/** A cell as its column declares it: a time in the viewer's zone, a code in words, else its text. */
function Cell({ column, value }: { column: ConsoleColumn; value: unknown }) {
  if (column.time && typeof value === "string") return <time dateTime={value}>{when.format(new Date(value))}</time>;
  const text = cellText(value);
  return <bdi>{column.words?.[text] ?? text}</bdi>;
}

/**
 * A plain console list (contract/admin.ts CONSOLE_LISTS, an entry with `view` and `columns`): its rows as a table of
 * the declared columns, 50 a page, with a search box when the list's filters take `search` and a select for each of
 * its `choices`.
 */
export default function ListView({ list, label }: { list: ConsoleListName; label: string }) {
  const { filters, columns = [], choices = [] } = consoleListEntries[list];
  const searchable = "search" in filters.shape;
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const { input, search, setInput } = useSearchText(() => setPage(1));
  const { data, error, refetch, isLoading, isFetching } = useConsoleListQuery({
    list,
    filter: searchable ? { ...chosen, search, page } : { ...chosen, page },
  });
  const what = label.toLowerCase();
  const zone = zoneName();
  return (
    <>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", mb: 2, alignItems: "center" }}>
        {searchable && (
          <TextField
            label={`Search ${what}`}
            type="search"
            value={input}
            onChange={(change) => setInput(change.target.value)}
          />
        )}
        {choices.map((choice) => (
          <TextField
            key={choice.key}
            select
            label={choice.label}
            value={chosen[choice.key] ?? ""}
            onChange={(change) => {
              setChosen((before) => ({ ...before, [choice.key]: change.target.value }));
              setPage(1);
            }}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">All</MenuItem>
            {Object.entries(choice.options).map(([value, words]) => (
              <MenuItem key={value} value={value}>
                {words}
              </MenuItem>
            ))}
          </TextField>
        ))}
        {isFetching && <CircularProgress size={24} aria-label={`Loading ${what}`} />}
      </Box>
      {!data && !isLoading && <LoadError what={what} error={error} onRetry={refetch} />}
      {data && (
        <>
          <ScrollTable label={label}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.key}>{column.time ? `${column.label} (${zone})` : column.label}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.results.map((row, index) => (
                <TableRow key={cellText(row.id ?? index)}>
                  {columns.map((column) => (
                    <TableCell key={column.key} sx={cellStyle(column)}>
                      <Cell column={column} value={row[column.key]} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {data.results.length === 0 && (
                <TableRow>
                  <TableCell colSpan={Math.max(1, columns.length)}>Nothing to show.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </ScrollTable>
          <Pager page={page} data={data} one="row" what="rows" onPage={setPage} />
        </>
      )}
    </>
  );
}
