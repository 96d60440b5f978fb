import { act, screen, waitFor } from "@testing-library/react";
import ToastHost from "../../src/app/ToastHost";
import { expectToast, showErrorToast, showSuccessToast } from "../../src/lib/toast";
import { renderWithStore } from "../utils/renderWithProviders";

/** Moves time forward in small steps so each transition's timer is scheduled and run in turn. */
function elapse(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) act(() => jest.advanceTimersByTime(100));
}

/** The host fetches the toaster with the first toast; waiting for that first toast's text means it has arrived. */
async function renderToasts(first: () => void, text: string) {
  renderWithStore(<ToastHost />);
  act(first);
  expect(await screen.findByText(text)).toBeInTheDocument();
}

describe("toasts", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('prefixes errors with "Oops... " and shows them with an exclamation icon for 5 seconds', async () => {
    await renderToasts(() => showErrorToast("Invalid Access Code"), "Oops... Invalid Access Code");
    expect(screen.getByTestId("toast-error-icon")).toBeInTheDocument();
    elapse(4800);
    expect(screen.getByText("Oops... Invalid Access Code")).toBeInTheDocument();
    elapse(1500);
    expect(screen.queryByText("Oops... Invalid Access Code")).not.toBeInTheDocument();
  });

  it('says "Something went wrong!" for an error without a message', async () => {
    await renderToasts(() => showErrorToast(), "Something went wrong!");
  });

  it('prefixes successes with "Yay! " and hides them after 3 seconds', async () => {
    await renderToasts(() => showSuccessToast("Team created"), "Yay! Team created");
    elapse(2800);
    expect(screen.getByText("Yay! Team created")).toBeInTheDocument();
    elapse(1500);
    expect(screen.queryByText("Yay! Team created")).not.toBeInTheDocument();
  });

  it('says "Success!" for a success without a message', async () => {
    await renderToasts(() => showSuccessToast(), "Success!");
  });

  it("shows one toast at a time, and the close action dismisses it", async () => {
    await renderToasts(() => showSuccessToast("First"), "Yay! First");
    act(() => showErrorToast("Second"));
    elapse(1000);
    expect(screen.queryByText("Yay! First")).not.toBeInTheDocument();
    expect(screen.getByText("Oops... Second")).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "Close notification" }).click());
    elapse(1000);
    expect(screen.queryByText("Oops... Second")).not.toBeInTheDocument();
  });

  it("keeps a toast asked for before the toaster is on screen and shows it once it is", async () => {
    showErrorToast("Said while the page was starting");
    renderWithStore(<ToastHost />);
    expect(await screen.findByText("Oops... Said while the page was starting")).toBeInTheDocument();
  });

  it("loads the toaster when a toast is expected, so the toast that follows shows in the same task", async () => {
    renderWithStore(<ToastHost />);
    let onScreen = false;
    void expectToast().then(() => {
      onScreen = true;
    });
    await waitFor(() => expect(onScreen).toBe(true));
    act(() => showSuccessToast("Certificate downloaded"));
    expect(screen.getByText("Yay! Certificate downloaded")).toBeInTheDocument();
  });
});
