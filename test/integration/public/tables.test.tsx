import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { ambassadorRows, leaderboardRows } from "../../msw/handlers/public";
import { server } from "../../msw/server";
import { renderApp } from "../../utils/renderWithProviders";
import { findPageHeading } from "./pageHeading";

const TABLES = [
  { route: "/referral", path: "leaderboard/", heading: "Referral Leaderboard", caption: "Top referrers" },
  { route: "/ca", path: "cas/", heading: "Campus Ambassadors", caption: "Campus ambassadors by points" },
] as const;

const tableOf = (caption: string) => screen.getByRole("table", { name: caption });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);

describe.each(TABLES)("the table on $route", ({ route, path, heading, caption }) => {
  it("says it is loading until the API answers", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(apiUrl(path), async () => {
        await answered;
        return HttpResponse.json([]);
      }),
    );
    renderApp({ route });
    await findPageHeading(heading);
    expect(within(tableOf(caption)).getByRole("status")).toHaveTextContent("Loading the table…");
    answer();
    expect(await within(tableOf(caption)).findByText(/yet/)).toBeInTheDocument();
  });

  it("says so when there is nobody on it yet", async () => {
    server.use(http.get(apiUrl(path), () => HttpResponse.json([])));
    renderApp({ route });
    await findPageHeading(heading);
    const status = await within(tableOf(caption)).findByText(/yet/);
    expect(status).toHaveAttribute("role", "status");
    expect(bodyRows(tableOf(caption))).toHaveLength(1);
  });

  it("explains a failure and loads again when asked to", async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl(path), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ detail: "Server Error" }, { status: 500 }) : HttpResponse.json([]);
      }),
    );
    renderApp({ route });
    await findPageHeading(heading);
    const alert = await within(tableOf(caption)).findByRole("alert");
    expect(alert).toHaveTextContent(/could not be loaded/);
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(tableOf(caption)).findByText(/yet/)).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("treats an answer that is not a list as a failure instead of breaking the page", async () => {
    server.use(http.get(apiUrl(path), () => HttpResponse.json({ unexpected: true })));
    renderApp({ route });
    await findPageHeading(heading);
    expect(await within(tableOf(caption)).findByRole("alert")).toHaveTextContent(/could not be loaded/);
  });
});

describe("filled tables", () => {
  it("ranks the referral leaderboard, sharing a rank on equal counts", async () => {
    renderApp({ route: "/referral" });
    await findPageHeading("Referral Leaderboard");
    const table = tableOf("Top referrers");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Rank", "Name", "Institute", "Referrals"]);
    await within(table).findByRole("rowheader", { name: "Asha Example" });
    const rows = bodyRows(table).map((row) =>
      Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent),
    );
    const expected = leaderboardRows().map((entry, index) => [
      String([1, 2, 2, 4][index]),
      entry.name,
      entry.institute_name,
      String(entry.referral_count),
    ]);
    expect(rows).toEqual(expected);
  });

  it("lists campus ambassadors by points, most first, with the date of the last update", async () => {
    renderApp({ route: "/ca" });
    await findPageHeading("Campus Ambassadors");
    const table = tableOf("Campus ambassadors by points");
    await within(table).findByRole("rowheader", { name: "Isha Example" });
    const names = bodyRows(table).map((row) => within(row).getByRole("rowheader").textContent);
    const byPoints = [...ambassadorRows()].sort((a, b) => b.points - a.points).map((entry) => entry.name);
    expect(names).toEqual(byPoints);
    const first = bodyRows(table)[0];
    expect(within(first).getByText("210")).toBeInTheDocument();
    expect(within(first).getByText("11 Feb 2020")).toBeInTheDocument();
  });
});
