import { matchPage } from "../../src/app/routeTable";
import { ROUTE_META } from "../../src/config/routeMeta";

/** The route a path renders: ranked once per path in a row (the layout asks at every render), right for every path. */
describe("matchPage", () => {
  it("gives the route of each path with its params, the 404 page's for none", () => {
    expect(matchPage("/dashboard").route.meta).toBe(ROUTE_META.dashboard);
    expect(matchPage("/admin/teams")).toEqual(expect.objectContaining({ params: { view: "teams" } }));
    expect(matchPage("/no/such/page").route.meta).toBe(ROUTE_META.notFound);
    expect(matchPage("/dashboard").route.meta).toBe(ROUTE_META.dashboard);
  });

  it("answers the same path asked again with the match it gave, not a new ranking of the table", () => {
    const first = matchPage("/admin/teams");
    expect(matchPage("/admin/teams")).toBe(first);
    expect(matchPage("/dashboard")).not.toBe(first);
    expect(matchPage("/admin/teams").params).toEqual({ view: "teams" });
  });
});
