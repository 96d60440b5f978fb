import { TableCell, TableRow, type SxProps, type Theme } from "@mui/material";
import { useState } from "react";
import { consoleListEntries, type ConsoleColumn, type ConsoleListName } from "../../../../contract/admin";
import { useLanguage } from "../../../i18n/LanguageContext";
import type { Language } from "../../../i18n/languages";
import { type Translate, useT } from "../../../i18n/useT";
import { useConsoleListQuery } from "../adminApi";
import { useSearchText } from "../useSearchText";
import ListToolbar, { ChoiceSelect, SearchBox, fromPageOne } from "./ListToolbar";
import { CODE_NAMES, LIST_HEADINGS } from "./listWords";
import PagedList from "./PagedList";

/** A cell's text: a value as it reads, a list joined, nothing for null. */
const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(cellText).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
};

/**
 * Times in the viewer's zone and the language's way, short enough for a table cell; the zone is named once, in the
 * column's heading.
 */
const whenIn = (language: Language) =>
  new Intl.DateTimeFormat(language, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
const zoneName = (language: Language) =>
  new Intl.DateTimeFormat(language, { timeZoneName: "short" })
    .formatToParts(new Date())
    .find((part) => part.type === "timeZoneName")?.value ?? "";

const cellStyle = (column: ConsoleColumn): SxProps<Theme> | undefined =>
  column.time ? { whiteSpace: "nowrap" } : column.prose ? { minWidth: 200, overflowWrap: "anywhere" } : undefined;

/** A code in the words of the language shown (the contract's English words name it), the code itself when unknown. */
const codeWords = (t: Translate, words: Readonly<Record<string, string>>, code: string): string => {
  const key = CODE_NAMES.get(words)?.[code];
  return key ? t(key) : (words[code] ?? code);
};

/** A cell as its column declares it: a time in the viewer's zone, a code in words, else its text. */
function Cell({ column, value }: { column: ConsoleColumn; value: unknown }) {
  const t = useT();
  const language = useLanguage();
  if (column.time && typeof value === "string")
    return <time dateTime={value}>{whenIn(language).format(new Date(value))}</time>;
  const text = cellText(value);
  return <bdi>{column.words ? codeWords(t, column.words, text) : text}</bdi>;
}

/**
 * A plain console list (contract/admin.ts CONSOLE_LISTS, an entry with `view` and `columns`): its rows as a table of
 * the declared columns, 50 a page, with a search box when the list's filters take `search` and a select for each of
 * its `choices`. Headings and codes in the catalogues' words (listWords.ts).
 */
export default function ListView({ list, label }: { list: ConsoleListName; label: string }) {
  const t = useT();
  const language = useLanguage();
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
  const zone = zoneName(language);
  const heading = (key: string, english: string) => {
    const message = LIST_HEADINGS[`${list}.${key}`];
    return message ? t(message) : english;
  };
  return (
    <>
      <ListToolbar fetching={query.isFetching} what={what}>
        {searchable && <SearchBox label={t("console.searchIn", { what })} value={input} onChange={setInput} />}
        {choices.map((choice) => (
          <ChoiceSelect
            key={choice.key}
            label={heading(choice.key, choice.label)}
            value={chosen[choice.key] ?? ""}
            onChange={fromPageOne(
              (value: string) => setChosen((before) => ({ ...before, [choice.key]: value })),
              setPage,
            )}
            options={Object.keys(choice.options).map((code) => [code, codeWords(t, choice.options, code)] as const)}
          />
        ))}
      </ListToolbar>
      <PagedList
        label={label}
        head={columns.map((column) => {
          const words = heading(column.key, column.label);
          return column.time ? t("console.columnInZone", { column: words, zone }) : words;
        })}
        empty={t("console.nothingToShow")}
        pager={{ page, items: "rows", onPage: setPage }}
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
