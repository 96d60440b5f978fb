import { waitFor } from "@testing-library/react";
import { act } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import QueryState, { type Query } from "../../../src/features/admin/views/QueryState";

/**
 * A console view's first answer renders in a transition after the render that tells of it: when the answer comes
 * while the view is being mounted, React renders the view again synchronously as it subscribes, and the view's tables
 * in that render were one long task on a phone (docs/performance.md). Rendered here with `flushSync`, as React renders
 * such an update: what the synchronous render shows, then what follows.
 */
const waiting: Query<string[]> = { isLoading: true, refetch: () => undefined };
const answered = (rows: string[]): Query<string[]> => ({ data: rows, isLoading: false, refetch: () => undefined });

function View({ query }: { query: Query<string[]> }) {
  return (
    <QueryState what="teams" query={query}>
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

let container: HTMLDivElement;
let root: Root;
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

beforeEach(() => {
  // React's own scheduling, as in a browser (not act's, which would run the transition inside the same call).
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(() => root.unmount());
  container.remove();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

const heldScreen = () => container.querySelector("[aria-busy='true']");
const rows = () => [...container.querySelectorAll("li")].map((item) => item.textContent);

describe("a console view's query", () => {
  it("keeps the held screen in the synchronous render of the first answer and shows the rows in the next", async () => {
    flushSync(() => root.render(<View query={waiting} />));
    expect(heldScreen()).not.toBeNull();

    flushSync(() => root.render(<View query={answered(["Byte Club", "Null Pointers"])} />));
    expect(heldScreen()).not.toBeNull();
    expect(rows()).toEqual([]);

    await waitFor(() => expect(rows()).toEqual(["Byte Club", "Null Pointers"]));
    expect(heldScreen()).toBeNull();
  });

  it("shows a later answer (another page) in the render that tells of it, with the rest of the view", async () => {
    flushSync(() => root.render(<View query={answered(["Byte Club"])} />));
    await waitFor(() => expect(rows()).toEqual(["Byte Club"]));

    flushSync(() => root.render(<View query={answered(["Team 51"])} />));
    expect(rows()).toEqual(["Team 51"]);
    expect(heldScreen()).toBeNull();
  });

  it("says a failed first read at once, with its retry", () => {
    flushSync(() => root.render(<View query={waiting} />));
    flushSync(() =>
      root.render(
        <View
          query={{
            isLoading: false,
            error: { status: "error.unknown", message: "The server failed.", httpStatus: 500, fields: {} },
            refetch: () => undefined,
          }}
        />,
      ),
    );
    expect(heldScreen()).toBeNull();
    expect(container.querySelector("button")).not.toBeNull();
  });
});
