import type { ComponentProps } from "react";
import type { Page } from "../../../../contract/paging";
import type Pager from "../Pager";
import ListTable from "./ListTable";
import QueryState, { type Query } from "./QueryState";

type TableProps<T> = ComponentProps<typeof ListTable<T>>;

interface Props<T> extends Omit<TableProps<T>, "rows" | "pager"> {
  /** The server's pages of rows; `label` in lower case says what failed to load ("The teams could not be loaded"). */
  query: Query<Page<T>>;
  /**
   * A spinner of its own while the first page loads (QueryState's); off by default, as a paged list's toolbar shows
   * one while it asks. Either way the list holds a screen's height until its first page is in (QueryState's
   * `holdScreen`): it is its view's main read.
   */
  spinner?: boolean;
  errorOverRows?: boolean;
  /** The pager under the table, given the page it shows and its words for the rows. */
  pager: Omit<ComponentProps<typeof Pager>, "data">;
}

/** A server-paged console list: its load states, then its table of the page's rows and the pager. */
export default function PagedList<T>({ query, spinner = false, errorOverRows, pager, ...table }: Props<T>) {
  return (
    <QueryState what={table.label.toLowerCase()} query={query} spinner={spinner} errorOverRows={errorOverRows}>
      {(data) => <ListTable {...table} rows={data.results} pager={{ ...pager, data }} />}
    </QueryState>
  );
}
