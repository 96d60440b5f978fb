import { act, render, screen } from "@testing-library/react";
import { Component, type ReactNode, Suspense } from "react";
import { preloadedComponent } from "../../../src/lib/preloadedComponent";

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;

/** Counts how often the Suspense fallback is put on screen. */
function fallbackCounter() {
  const shown: string[] = [];
  function Fallback() {
    shown.push("fallback");
    return <p>Loading</p>;
  }
  return { shown, Fallback };
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ?? this.props.children;
  }
}

describe("preloadedComponent", () => {
  it("renders in the first pass, without its Suspense fallback, once its code has arrived", async () => {
    const code = Promise.resolve({ default: Greeting });
    const View = preloadedComponent(code);
    await act(() => code);
    const { shown, Fallback } = fallbackCounter();
    render(
      <Suspense fallback={<Fallback />}>
        <View name="Asha" />
      </Suspense>,
    );
    // Synchronously: no microtask, no retry.
    expect(screen.getByText("Hello, Asha")).toBeInTheDocument();
    expect(shown).toEqual([]);
  });

  it("suspends until its code arrives, then shows it", async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => undefined;
    const View = preloadedComponent(new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <View name="Ravi" />
      </Suspense>,
    );
    expect(screen.getByText("Loading")).toBeInTheDocument();
    await act(async () => arrive({ default: Greeting }));
    expect(await screen.findByText("Hello, Ravi")).toBeInTheDocument();
  });

  it("gives a failed download to the error boundary", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const code = Promise.reject(new Error("chunk failed"));
    const View = preloadedComponent<{ name: string }>(code);
    await act(() => code.catch(() => undefined));
    render(
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <View name="Asha" />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText("chunk failed")).toBeInTheDocument();
  });
});
