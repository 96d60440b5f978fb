import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Component, type ComponentType, type ReactNode } from "react";
import { loadPageMessages } from "../../../src/i18n/catalogues";
import ShownOnApproach from "../../../src/ui/ShownOnApproach";
import { renderWithStore } from "../../utils/renderWithProviders";

/** What webpack rejects with when a chunk cannot be downloaded (offline, or replaced by a newer build). */
function chunkLoadError() {
  return Object.assign(new Error("Loading chunk 1234 failed.\n(error: http://localhost/js/1234.abcd.js)"), {
    name: "ChunkLoadError",
  });
}

const Part = () => <p>The part itself</p>;

/** A part's code that cannot be downloaded until `online()` is called: as a phone that lost its connection. */
function partOffline() {
  let reachable = false;
  const load = jest.fn(() => (reachable ? Promise.resolve({ default: Part }) : Promise.reject(chunkLoadError())));
  return { load, online: () => (reachable = true) };
}

/** The page's own error boundary, as the routes have (src/app/RouteErrorBoundary.tsx). */
class PageBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>The page caught: {this.state.error.message}</p> : this.props.children;
  }
}

function Page({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  return (
    <main>
      <h1>Dashboard</h1>
      <button type="button">Download certificate</button>
      <ShownOnApproach reservePx={100} ready load={load} />
    </main>
  );
}

describe("a part of a page shown on approach", () => {
  beforeAll(() => loadPageMessages(["common"]));
  // React reports each error a boundary catches on the console: expected here.
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("says in its place that its code could not be downloaded, and the rest of the page stays and works", async () => {
    const { load } = partOffline();
    renderWithStore(<Page load={load} />);
    expect(
      await screen.findByText(
        "This part of the page could not be downloaded. You may be offline: it loads once you are back online.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download certificate" })).toBeEnabled();
  });

  it("asks for its code again on Retry", async () => {
    const { load, online } = partOffline();
    renderWithStore(<Page load={load} />);
    const retry = await screen.findByRole("button", { name: "Retry" });
    online();
    await userEvent.click(retry);
    expect(await screen.findByText("The part itself")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });

  it("asks for its code again once the browser is back online", async () => {
    const { load, online } = partOffline();
    renderWithStore(<Page load={load} />);
    await screen.findByRole("button", { name: "Retry" });
    const tries = load.mock.calls.length;
    online();
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await screen.findByText("The part itself")).toBeInTheDocument();
    expect(load.mock.calls.length).toBe(tries + 1);
  });

  it("leaves any other failure of the part to the page's own error boundary", async () => {
    const Broken = (): ReactNode => {
      throw new Error("A bug in the part");
    };
    renderWithStore(
      <PageBoundary>
        <Page load={() => Promise.resolve({ default: Broken })} />
      </PageBoundary>,
    );
    expect(await screen.findByText("The page caught: A bug in the part")).toBeInTheDocument();
    expect(screen.queryByText(/could not be downloaded/)).not.toBeInTheDocument();
  });

  it("tries the download again when the page is shown again after a failure, and a part that came renders at once", async () => {
    const { load, online } = partOffline();
    const first = renderWithStore(<Page load={load} />);
    await screen.findByRole("button", { name: "Retry" });
    first.unmount();
    online();
    const second = renderWithStore(<Page load={load} />);
    expect(await screen.findByText("The part itself")).toBeInTheDocument();
    second.unmount();
    const tries = load.mock.calls.length;
    renderWithStore(<Page load={load} />);
    expect(screen.getByText("The part itself")).toBeInTheDocument();
    expect(load.mock.calls.length).toBe(tries);
  });
});
