import { TableCell, TableRow, type SxProps, type Theme } from "@mui/material";
import { useState } from "react";
import { consoleListEntries, type ConsoleColumn, type ConsoleListName } from "../../../../contract/admin";
import { useConsoleListQuery } from "../adminApi";
import { useSearchText } from "../useSearchText";
import ListToolbar, { ChoiceSelect, SearchBox, fromPageOne } from "./ListToolbar";
import PagedList from "./PagedList";

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
  const query = useConsoleListQuery({
    list,
    filter: searchable ? { ...chosen, search, page } : { ...chosen, page },
  });
  const what = label.toLowerCase();
  const zone = zoneName();
  return (
    <>
      <ListToolbar fetching={query.isFetching} what={what}>
        {searchable && <SearchBox label={`Search ${what}`} value={input} onChange={setInput} />}
        {choices.map((choice) => (
          <ChoiceSelect
            key={choice.key}
            label={choice.label}
            value={chosen[choice.key] ?? ""}
            onChange={fromPageOne(
              (value: string) => setChosen((before) => ({ ...before, [choice.key]: value })),
              setPage,
            )}
            options={Object.entries(choice.options)}
          />
        ))}
      </ListToolbar>
      <PagedList
        label={label}
        head={columns.map((column) => (column.time ? `${column.label} (${zone})` : column.label))}
        empty="Nothing to show."
        pager={{ page, one: "row", what: "rows", onPage: setPage }}
        query={query}
        row={(row, index) => (
          <TableRow key={cellText(row.id ?? index)}>
            {columns.map((column) => (
              <TableCell key={column.key} sx={cellStyle(column)}>
                <Cell column={column} value={row[column.key]} />
              </TableCell>
            ))}
          </TableRow>
        )}
      />
    </>
  );
}
