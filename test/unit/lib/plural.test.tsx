import { render, screen } from "@testing-library/react";
import Pager from "../../../src/features/admin/Pager";
import { loadMessages } from "../../../src/i18n/catalogues";
import { countOf, nounFor } from "../../../src/lib/plural";

describe("counts in words", () => {
  it.each([
    [0, "0 teams"],
    [1, "1 team"],
    [2, "2 teams"],
    [1.5, "1.5 teams"],
  ])("says %p as %j", (count, words) => {
    expect(countOf(count, "team")).toBe(words);
  });

  it("takes an irregular plural", () => {
    expect(countOf(1, "entry", "entries")).toBe("1 entry");
    expect(countOf(3, "entry", "entries")).toBe("3 entries");
    expect(nounFor(1, "referral")).toBe("referral");
  });

  it("says '1 team', not '1 teams', under a list of one", async () => {
    await loadMessages("en", ["console"]);
    const page = { count: 1, next: null, previous: null, results: [] };
    render(<Pager page={1} data={page} items="teams" onPage={() => undefined} />);
    expect(screen.getByText("Page 1 of 1 (1 team)")).toBeInTheDocument();
  });
});
