import { screen, waitFor } from "@testing-library/react";
import { act } from "react";
import { terminalCollapsed, terminalExpanded } from "../../src/features/terminal/terminalSlice";
import type * as localPath from "../../src/i18n/useLocalPath";
import { useLocalPath } from "../../src/i18n/useLocalPath";
import { seededName, teamEvents } from "../support/seedEvents";
import { renderApp } from "../utils/renderWithProviders";

// Counted: the header, the footer and the event page each call it once per render.
jest.mock("../../src/i18n/useLocalPath", () => {
  const actual = jest.requireActual<typeof localPath>("../../src/i18n/useLocalPath");
  return { useLocalPath: jest.fn(actual.useLocalPath) };
});
const renders = () => jest.mocked(useLocalPath).mock.calls.length;

const [teamEvent] = teamEvents(1);

/**
 * The frame renders again when the terminal's place changes (its state, the screen's width, and on a phone right after
 * a pre-rendered page is adopted, synchronously); the header, the page and the footer are not rendered with it
 * (docs/performance.md).
 */
describe("the layout's frame", () => {
  it("pads for the terminal without rendering the header, the page and the footer again", async () => {
    const { store } = renderApp({ route: `/events/${teamEvent}` });
    await screen.findByRole("heading", { name: seededName(teamEvent), level: 1 });
    const frame = screen.getByTestId("app-frame");
    await waitFor(() => expect(frame).toHaveStyle({ paddingBottom: "90px" }));
    // Every read answered (the festival's, asked once the browser is idle, among them) and rendered: what renders
    // below comes from the terminal's change alone.
    await waitFor(() => {
      const entries = Object.values(store.getState().api?.queries ?? {});
      expect(entries.map((entry) => entry?.endpointName)).toContain("getFestival");
      expect(entries.map((entry) => entry?.status)).not.toContain("pending");
    });
    await act(async () => {});
    expect(renders()).toBeGreaterThan(0);

    const before = renders();
    act(() => {
      store.dispatch(terminalExpanded());
    });
    expect(frame).toHaveStyle({ paddingBottom: "200px" });
    act(() => {
      store.dispatch(terminalCollapsed());
    });
    expect(frame).toHaveStyle({ paddingBottom: "90px" });
    expect(renders()).toBe(before);
  });
});
