import { act, render, screen } from "@testing-library/react";
import ToastProvider from "../../src/app/ToastProvider";
import { showErrorToast, showSuccessToast } from "../../src/lib/toast";

/** Moves time forward in small steps so each transition's timer is scheduled and run in turn. */
function elapse(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) act(() => jest.advanceTimersByTime(100));
}

function renderToasts() {
  return render(
    <ToastProvider>
      <div />
    </ToastProvider>,
  );
}

describe("toasts", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('prefixes errors with "Oops... " and shows them with an exclamation icon for 5 seconds', () => {
    renderToasts();
    act(() => showErrorToast("Invalid Access Code"));
    expect(screen.getByText("Oops... Invalid Access Code")).toBeInTheDocument();
    expect(screen.getByTestId("toast-error-icon")).toBeInTheDocument();
    elapse(4800);
    expect(screen.getByText("Oops... Invalid Access Code")).toBeInTheDocument();
    elapse(1500);
    expect(screen.queryByText("Oops... Invalid Access Code")).not.toBeInTheDocument();
  });

  it('says "Something went wrong!" for an error without a message', () => {
    renderToasts();
    act(() => showErrorToast());
    expect(screen.getByText("Something went wrong!")).toBeInTheDocument();
  });

  it('prefixes successes with "Yay! " and hides them after 3 seconds', () => {
    renderToasts();
    act(() => showSuccessToast("Team created"));
    expect(screen.getByText("Yay! Team created")).toBeInTheDocument();
    elapse(2800);
    expect(screen.getByText("Yay! Team created")).toBeInTheDocument();
    elapse(1500);
    expect(screen.queryByText("Yay! Team created")).not.toBeInTheDocument();
  });

  it('says "Success!" for a success without a message', () => {
    renderToasts();
    act(() => showSuccessToast());
    expect(screen.getByText("Success!")).toBeInTheDocument();
  });

  it("shows one toast at a time, and the close action dismisses it", () => {
    renderToasts();
    act(() => showSuccessToast("First"));
    act(() => showErrorToast("Second"));
    elapse(1000);
    expect(screen.queryByText("Yay! First")).not.toBeInTheDocument();
    expect(screen.getByText("Oops... Second")).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "Close notification" }).click());
    elapse(1000);
    expect(screen.queryByText("Oops... Second")).not.toBeInTheDocument();
  });
});
