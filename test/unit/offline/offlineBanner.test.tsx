import { act, screen } from "@testing-library/react";
import { OFFLINE_TEXT } from "../../../src/app/layout/OfflineBanner";
import { renderApp } from "../../utils/renderWithProviders";

let online = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });
});
afterEach(() => {
  online = true;
});

/** The page's code is a lazy chunk; on a busy machine its first load can take longer than the default second. */
const pageShown = () => screen.findByRole("heading", { level: 1 });

function goOffline(offline: boolean) {
  online = !offline;
  act(() => {
    window.dispatchEvent(new Event(offline ? "offline" : "online"));
  });
}

describe("offline banner", () => {
  it("says plainly that the network is gone, and disappears when it is back", async () => {
    renderApp({ route: "/team" });
    await pageShown();
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();

    goOffline(true);
    expect(screen.getByRole("status")).toHaveTextContent(OFFLINE_TEXT);

    goOffline(false);
    expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument();
  });

  it("is shown straight away when the page opens offline", async () => {
    online = false;
    renderApp({ route: "/team" });
    await pageShown();
    expect(screen.getByText(OFFLINE_TEXT)).toBeInTheDocument();
  });
});
