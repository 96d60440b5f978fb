import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import * as z from "zod/mini";
import { consoleListEntries, type ConsoleColumn, type ConsoleList } from "../../../contract/admin";
import { findAdminView } from "../../../src/config/adminViews";
import { apiUrl } from "../../msw/apiUrl";
import { organiserProfile, pageOf } from "../../msw/handlers/admin";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

/**
 * Every plain console list (contract/admin.ts CONSOLE_LISTS entries with a `view`) as an organiser sees it, from its
 * declaration alone: a new plain list is checked here without a test of its own screen (docs/recipes.md).
 */
const PLAIN_LISTS = Object.entries(consoleListEntries).filter(
  (entry): entry is [string, ConsoleList & { view: string }] => entry[1].view !== undefined,
);

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
}

const AN_HOUR = "2026-11-20T10:00:00.000Z";

/** A value the field's schema accepts, told apart by its key ("recipient 1"), never null. */
const sampleOf = (key: string, schema: JsonSchema): unknown => {
  if (schema.anyOf) return sampleOf(key, schema.anyOf.find((branch) => branch.type !== "null") ?? {});
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== "null") : schema.type;
  if (type === "integer" || type === "number") return 7;
  if (type === "boolean") return true;
  if (type === "array") return [sampleOf(key, schema.items ?? {})];
  if (type === "object")
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, part]) => [name, sampleOf(name, part)]),
    );
  return `${key} 1`;
};

/** A row of the list with every field given: a time for `time` columns, a code the column has words for. */
const sampleRow = (list: ConsoleList) => {
  const row = sampleOf("row", z.toJSONSchema(list.row) as JsonSchema) as Record<string, unknown>;
  for (const column of list.columns ?? []) {
    const field = list.row.shape[column.key] as z.ZodMiniType;
    if (column.time) row[column.key] = AN_HOUR;
    const coded = Object.keys(column.words ?? {}).find((code) => z.safeParse(field, code).success);
    if (coded !== undefined) row[column.key] = coded;
  }
  return list.row.parse(row) as Record<string, unknown>;
};

/** What a cell of the column reads for the value (a time is checked by its element). */
const cellWords = (column: ConsoleColumn, value: unknown) => column.words?.[String(value)] ?? String(value);

/** The list answered with `rows`; each request's query string is kept. */
const serveList = (list: ConsoleList, rows: Array<Record<string, unknown>>) => {
  const asked: URLSearchParams[] = [];
  server.use(
    organiserProfile,
    http.get(apiUrl(list.path), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(pageOf(rows));
    }),
  );
  return asked;
};

const openView = (view: string) => {
  const user = userEvent.setup();
  renderApp({ route: `/admin/${view}`, preloadedState: loggedIn() });
  return user;
};

describe.each(PLAIN_LISTS)("the plain console list %s", (_name, list) => {
  const label = findAdminView(list.view)?.label ?? "";
  const what = label.toLowerCase();

  it("has its view named in the console's views and declares columns of its row", () => {
    expect(label).not.toBe("");
    expect(list.columns?.length).toBeGreaterThan(0);
    for (const { key } of [...(list.columns ?? []), ...(list.choices ?? [])]) {
      expect(Object.keys(list.row.shape)).toContain(key);
    }
    for (const choice of list.choices ?? []) expect(Object.keys(list.filters.shape)).toContain(choice.key);
  });

  it("shows each row under its declared columns: times in the viewer's zone, codes in words", async () => {
    const row = sampleRow(list);
    serveList(list, [row]);
    openView(list.view);
    const table = await screen.findByRole("region", { name: label });
    expect(screen.getByRole("heading", { level: 1, name: `Console · ${label}` })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
    expect(document.title).toContain(`Console · ${label}`);
    const headings = within(table)
      .getAllByRole("columnheader")
      .map((heading) => heading.textContent ?? "");
    expect(headings).toHaveLength(list.columns?.length ?? 0);
    (list.columns ?? []).forEach((column, index) => {
      // A time's heading names the viewer's zone: "Queued (UTC)".
      if (column.time) expect(headings[index]).toMatch(/^(.+) \(.+\)$/);
      expect(headings[index]?.startsWith(column.label)).toBe(true);
      if (!column.time) expect(headings[index]).toBe(column.label);
    });
    const cells = within(within(table).getAllByRole("row")[1] as HTMLElement).getAllByRole("cell");
    (list.columns ?? []).forEach((column, index) => {
      const cell = cells[index] as HTMLElement;
      if (column.time) expect(cell.querySelector("time")?.getAttribute("datetime")).toBe(row[column.key]);
      else expect(cell).toHaveTextContent(cellWords(column, row[column.key]), { normalizeWhitespace: true });
    });
  });

  it("says when there is nothing to show", async () => {
    serveList(list, []);
    openView(list.view);
    const table = await screen.findByRole("region", { name: label });
    expect(await within(table).findByText("Nothing to show.")).toBeInTheDocument();
  });

  it("asks the server again for what is searched and chosen, from the first page", async () => {
    const asked = serveList(list, [sampleRow(list)]);
    const user = openView(list.view);
    await screen.findByRole("region", { name: label });
    const searchable = "search" in list.filters.shape;
    if (searchable) {
      await user.type(screen.getByLabelText(`Search ${what}`), "ravi");
      await waitFor(() => expect(asked.at(-1)?.get("search")).toBe("ravi"));
    } else {
      expect(screen.queryByLabelText(`Search ${what}`)).not.toBeInTheDocument();
    }
    for (const choice of list.choices ?? []) {
      const [code, words] = Object.entries(choice.options)[0] ?? ["", ""];
      await user.click(screen.getByRole("combobox", { name: choice.label }));
      const options = await screen.findAllByRole("option");
      expect(options.map((option) => option.textContent)).toEqual(["All", ...Object.values(choice.options)]);
      await user.click(screen.getByRole("option", { name: words }));
      await waitFor(() => expect(asked.at(-1)?.get(choice.key)).toBe(code));
      expect(asked.at(-1)?.get("page")).toBe("1");
      if (searchable) expect(asked.at(-1)?.get("search")).toBe("ravi");
    }
  });
});
