import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ToastHost from "../../../src/app/ToastHost";
import { handleUpdates, isEditingForm } from "../../../src/lib/serviceWorker";
import { offerReload, UPDATE_NOTICE_TEXT } from "../../../src/lib/updateNotice";
import { renderWithStore } from "../../utils/renderWithProviders";

/** Stands in for workbox-window: the page hears "waiting" and "controlling", and can ask to skip waiting. */
class FakeWorkbox extends EventTarget {
  messageSkipWaiting = jest.fn();
  emit(type: "waiting" | "controlling") {
    this.dispatchEvent(new Event(type));
  }
}

function setup(isEditing = () => false) {
  const wb = new FakeWorkbox();
  const reload = jest.fn();
  const offer = jest.fn<void, [() => void]>();
  handleUpdates(wb as unknown as Parameters<typeof handleUpdates>[0], { reload, isEditing, offerReload: offer });
  return { wb, reload, offer };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("service worker updates", () => {
  it("tells a waiting version to skip waiting and reloads exactly once when it takes control", () => {
    const { wb, reload, offer } = setup();
    wb.emit("waiting");
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    wb.emit("controlling");
    wb.emit("controlling");
    expect(reload).toHaveBeenCalledTimes(1);
    expect(offer).not.toHaveBeenCalled();
  });

  it("does not reload when the first worker takes control (no update was asked for)", () => {
    const { wb, reload } = setup();
    wb.emit("controlling");
    expect(reload).not.toHaveBeenCalled();
  });

  it("only offers the reload while the user is typing, and reloads once after they accept", () => {
    const { wb, reload, offer } = setup(() => true);
    wb.emit("waiting");
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(offer).toHaveBeenCalledTimes(1);
    wb.emit("controlling");
    expect(reload).not.toHaveBeenCalled();

    act(() => offer.mock.calls[0][0]());
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    wb.emit("controlling");
    wb.emit("controlling");
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("isEditingForm", () => {
  it("is true while a form field has the focus", () => {
    document.body.innerHTML = `<form><label>Name <input name="name" /></label></form>`;
    expect(isEditingForm()).toBe(false);
    (document.querySelector("input") as HTMLInputElement).focus();
    expect(isEditingForm()).toBe(true);
  });

  it("is true when a form holds typed text, even without focus", () => {
    document.body.innerHTML = `<form><textarea name="bio"></textarea><input type="checkbox" checked /></form>`;
    expect(isEditingForm()).toBe(false);
    (document.querySelector("textarea") as HTMLTextAreaElement).value = "half a sentence";
    expect(isEditingForm()).toBe(true);
  });

  it("ignores read-only and disabled fields", () => {
    document.body.innerHTML = `<form><input readonly value="CF-7" /><input disabled value="x" /></form>`;
    expect(isEditingForm()).toBe(false);
  });
});

describe("the update notice", () => {
  it("says a new version is ready and reloads only when the user presses Reload", async () => {
    const apply = jest.fn();
    renderWithStore(<ToastHost />);
    act(() => offerReload(apply));
    expect(await screen.findByText(UPDATE_NOTICE_TEXT)).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
