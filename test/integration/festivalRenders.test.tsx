import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { act } from "react";
import { SEED_FESTIVAL } from "../../contract/festival";
import { festivalApi } from "../../src/features/festival/festivalApi";
import type * as localPath from "../../src/i18n/useLocalPath";
import { apiUrl } from "../msw/apiUrl";
import { server } from "../msw/server";
import { seededName, teamEvents } from "../support/seedEvents";
import { renderApp } from "../utils/renderWithProviders";

// Counted: the header's and the footer's renders, each of which calls it once (the calls made from src/app/layout/;
// the event page calls it too, and is not counted).
const mockLayoutRenders = { count: 0 };
jest.mock("../../src/i18n/useLocalPath", () => {
  const actual = jest.requireActual<typeof localPath>("../../src/i18n/useLocalPath");
  return {
    useLocalPath: () => {
      if (new Error().stack?.includes("/src/app/layout/")) mockLayoutRenders.count += 1;
      return actual.useLocalPath();
    },
  };
});

const [teamEvent] = teamEvents(1);

/**
 * `festival/` is read once the page is idle, and again after a publish: an answer that says what the header and the
 * footer already show does not draw them again (src/content/selectFestival.ts).
 */
describe("the festival's published identity", () => {
  /** When `festival/` last answered, once every read has answered: a new answer is a new time. */
  const festivalAnsweredAt = (store: ReturnType<typeof renderApp>["store"]) => {
    const entries = Object.values(store.getState().api?.queries ?? {});
    const festival = entries.find((entry) => entry?.endpointName === "getFestival");
    return entries.some((entry) => entry?.status === "pending") ? undefined : festival?.fulfilledTimeStamp;
  };

  it("saying what the page already shows, renders neither the header nor the footer again", async () => {
    let title = SEED_FESTIVAL.title;
    server.use(
      http.get(apiUrl("festival/"), () =>
        HttpResponse.json({
          version: 1,
          published_at: "2026-11-20T10:00:00Z",
          festival: { ...SEED_FESTIVAL, title },
        }),
      ),
    );
    const { store } = renderApp({ route: `/events/${teamEvent}` });
    await screen.findByRole("heading", { name: seededName(teamEvent), level: 1 });
    await waitFor(() => expect(festivalAnsweredAt(store)).toBeDefined());
    await act(async () => {});
    const first = festivalAnsweredAt(store);
    const before = mockLayoutRenders.count;

    // Asked again (as after a publish in the console), answered with the same words: nothing to draw.
    act(() => {
      store.dispatch(festivalApi.util.invalidateTags(["Festival"]));
    });
    await waitFor(() => expect(festivalAnsweredAt(store)).toBeGreaterThan(first!));
    await act(async () => {});
    expect(mockLayoutRenders.count).toBe(before);

    // Answered with another title: the header shows it.
    title = "Codefest '21";
    act(() => {
      store.dispatch(festivalApi.util.invalidateTags(["Festival"]));
    });
    expect(await screen.findByRole("link", { name: "Codefest '21" })).toBeInTheDocument();
    expect(mockLayoutRenders.count).toBeGreaterThan(before);
  });
});
