import { takeOverPrerenderedCopy } from "../../src/lib/prerenderedCopy";

type Traces = Window & { __pressedOnCopy?: string };

describe("taking over a pre-rendered copy", () => {
  beforeEach(() => {
    document.head.innerHTML = '<style id="prerendered-css">.x{}</style>';
    document.body.innerHTML =
      '<div id="root"><button aria-label="Open navigation menu"></button><button aria-label="Switch to dark theme"></button></div>';
  });

  it("drops the copy's styles", () => {
    takeOverPrerenderedCopy();
    expect(document.getElementById("prerendered-css")).toBeNull();
  });

  it("keeps the copy's styles that emotion took as its own, ending only the copy's time", () => {
    document.head.innerHTML = '<style id="prerendered-css" data-emotion="css abc">.css-abc{color:red}</style>';
    takeOverPrerenderedCopy();
    expect(document.getElementById("prerendered-css")).toBeNull();
    expect(document.head.querySelector('style[data-emotion="css abc"]')?.textContent).toBe(".css-abc{color:red}");
  });

  it("presses the button the visitor pressed on the copy, once, and no other", () => {
    const pressed: string[] = [];
    document
      .querySelectorAll("button")
      .forEach((button) =>
        button.addEventListener("click", () => pressed.push(button.getAttribute("aria-label") ?? "")),
      );
    (window as Traces).__pressedOnCopy = "Switch to dark theme";
    takeOverPrerenderedCopy();
    takeOverPrerenderedCopy();
    expect(pressed).toEqual(["Switch to dark theme"]);
  });

  it("presses nothing when nothing was pressed, or the button is not on the page", () => {
    const pressed = jest.fn();
    document.querySelectorAll("button").forEach((button) => button.addEventListener("click", pressed));
    takeOverPrerenderedCopy();
    (window as Traces).__pressedOnCopy = "Sign out";
    takeOverPrerenderedCopy();
    expect(pressed).not.toHaveBeenCalled();
  });
});
