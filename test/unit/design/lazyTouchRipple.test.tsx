import type { TouchRippleActions } from "@mui/material/ButtonBase/TouchRipple";
import { act, render, waitFor } from "@testing-library/react";
import { createRef } from "react";
import LazyTouchRipple from "../../../config/lazyTouchRipple";

// The app's build puts config/lazyTouchRipple.tsx in place of MUI's ripple inside ButtonBase (webpack.config.ts); a
// button pressed in the build is checked in test/e2e/firstVisit.test.ts. The module keeps MUI's code once fetched,
// for every button after: these tests run in order, the failed fetch first.

describe("MUI's ripple, fetched by the first press", () => {
  it("leaves the button without a ripple when its code cannot be fetched", async () => {
    jest.doMock("@mui/material/ButtonBase/TouchRipple", () => {
      throw new Error("offline");
    });
    const ref = createRef<TouchRippleActions>();
    const view = render(<LazyTouchRipple ref={ref} />);
    act(() => ref.current?.start());
    // The failed fetch settles: nothing is shown and nothing is thrown.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(view.container.querySelector(".MuiTouchRipple-root")).toBeNull();
    view.unmount();
    jest.dontMock("@mui/material/ButtonBase/TouchRipple");
  });

  it("asks again at the next press, keeps the calls made before its code came and makes them once mounted", async () => {
    const ref = createRef<TouchRippleActions>();
    const { container } = render(<LazyTouchRipple ref={ref} center />);
    // The press comes before the code: nothing on screen yet, and the call is not lost.
    expect(ref.current).not.toBeNull();
    expect(container.querySelector(".MuiTouchRipple-root")).toBeNull();
    act(() => ref.current?.start(undefined, { center: true }));
    await waitFor(() => expect(container.querySelector(".MuiTouchRipple-ripple")).not.toBeNull());
  });

  it("passes later calls straight on, and renders the next ripple in the same pass", () => {
    const first = createRef<TouchRippleActions>();
    const view = render(<LazyTouchRipple ref={first} />);
    // The code is in since the test before: no wait.
    expect(view.container.querySelector(".MuiTouchRipple-root")).not.toBeNull();
    act(() => first.current?.pulsate());
    expect(view.container.querySelectorAll(".MuiTouchRipple-ripple")).toHaveLength(1);
  });
});
