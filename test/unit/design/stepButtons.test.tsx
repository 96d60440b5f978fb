import { Step, StepButton, Stepper } from "@mui/material";
import { ThemeProvider } from "@mui/material/styles";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import StepButtons from "../../../src/ui/StepButtons";
import { BOTH_THEMES } from "../../utils/bothThemes";

const LABELS = ["Basic details", "Academic details", "Coding handles"];

/** How a step is drawn: its button's box, the circle's colour and size, the label's type and colour. */
function drawn(button: HTMLElement) {
  const box = getComputedStyle(button);
  const circle = button.querySelector("svg") as SVGElement;
  const number = getComputedStyle(button.querySelector("text") as SVGTextElement);
  const label = getComputedStyle(within(button).getByText(/details|handles/));
  const step = getComputedStyle(button.parentElement as HTMLElement);
  return {
    padding: box.padding,
    margin: box.margin,
    width: box.width,
    boxSizing: box.boxSizing,
    cursor: box.cursor,
    circle: [getComputedStyle(circle).color, getComputedStyle(circle).fontSize, getComputedStyle(circle).display],
    number: [number.fill, number.fontSize],
    label: [label.color, label.fontWeight, label.fontSize, label.lineHeight, label.marginTop, label.display],
    step: [step.paddingLeft, step.paddingRight, step.position, step.flex],
    current: button.getAttribute("aria-current"),
  };
}

/** The line drawn before the step at `index` (none before the first). */
function connector(group: HTMLElement, index: number) {
  const step = within(group).getAllByRole("button")[index].parentElement as HTMLElement;
  const line = [...step.querySelectorAll("span")].find((span) => getComputedStyle(span).borderTopStyle === "solid");
  if (!line) return null;
  const style = getComputedStyle(line);
  const box = getComputedStyle(line.parentElement === step ? line : (line.parentElement as HTMLElement));
  return [style.borderTopWidth, style.borderTopColor, box.position, box.top, box.left, box.right];
}

describe("StepButtons", () => {
  it.each(BOTH_THEMES)("is drawn as MUI's non-linear Stepper with alternative labels in the %s theme", (_, theme) => {
    render(
      <ThemeProvider theme={theme}>
        <div data-testid="theirs">
          <Stepper nonLinear activeStep={1} alternativeLabel>
            {LABELS.map((label, index) => (
              <Step key={label} completed={false}>
                <StepButton disabled={index === 2}>{label}</StepButton>
              </Step>
            ))}
          </Stepper>
        </div>
        <div data-testid="ours">
          <StepButtons
            steps={LABELS.map((label, index) => ({ label, disabled: index === 2 }))}
            active={1}
            onSelect={() => undefined}
          />
        </div>
      </ThemeProvider>,
    );
    const theirs = within(screen.getByTestId("theirs")).getAllByRole("button");
    const ours = within(screen.getByTestId("ours")).getAllByRole("button");
    expect(ours.map((button) => button.textContent)).toEqual(theirs.map((button) => button.textContent));
    for (const index of [0, 1, 2]) {
      expect([index, drawn(ours[index])]).toEqual([index, drawn(theirs[index])]);
      expect([index, connector(screen.getByTestId("ours"), index)]).toEqual([
        index,
        connector(screen.getByTestId("theirs"), index),
      ]);
    }
    expect(ours[1]).toHaveAttribute("aria-current", "step");
    expect(ours[2]).toBeDisabled();
  });

  it("goes to the step chosen with a click or the keyboard, and not to a disabled one", async () => {
    const user = userEvent.setup();
    const chosen: number[] = [];
    render(
      <StepButtons
        steps={LABELS.map((label, index) => ({ label, disabled: index === 2 }))}
        active={0}
        onSelect={(index) => chosen.push(index)}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Academic details" }));
    // Back to the step before from the keyboard (the third, disabled, is not in the tab order).
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Basic details" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Coding handles" })).toBeDisabled();
    expect(chosen).toEqual([1, 0]);
  });
});
