import { TextField } from "@mui/material";
import { fireEvent, render, screen } from "@testing-library/react";
import OutlinedTextField from "../../../src/ui/OutlinedTextField";

/** What a user (and a screen reader) gets from a field: its name, its description, its state, its input's settings. */
function described(input: HTMLElement) {
  const root = input.closest(".MuiFormControl-root");
  return {
    invalid: input.getAttribute("aria-invalid"),
    disabled: (input as HTMLInputElement).disabled,
    maxLength: input.getAttribute("maxlength"),
    spellCheck: input.getAttribute("spellcheck"),
    autoComplete: input.getAttribute("autocomplete"),
    description: input.getAttribute("aria-describedby"),
    rootClasses: root?.className.split(" ").filter((name) => name.startsWith("Mui")),
    labelled: (input as HTMLInputElement).labels?.[0]?.textContent,
  };
}

describe("OutlinedTextField", () => {
  it("is named and described as MUI's TextField is, and reports typing", () => {
    const typed: string[] = [];
    render(
      <>
        <TextField
          id="theirs"
          label="Team name"
          size="small"
          value=""
          onChange={() => undefined}
          error
          helperText="Too long"
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 40, spellCheck: false } }}
        />
        <OutlinedTextField
          id="ours"
          label="Access code"
          size="small"
          value=""
          onChange={(event) => typed.push(event.target.value)}
          error
          helperText="Too long"
          autoComplete="off"
          htmlInput={{ maxLength: 40, spellCheck: false }}
        />
      </>,
    );
    const theirs = screen.getByRole("textbox", { name: "Team name", description: "Too long" });
    const ours = screen.getByRole("textbox", { name: "Access code", description: "Too long" });
    expect({ ...described(ours), description: undefined, labelled: undefined }).toEqual({
      ...described(theirs),
      description: undefined,
      labelled: undefined,
    });
    expect(described(ours).description).toBe("ours-helper-text");

    fireEvent.change(ours, { target: { value: "ABC123" } });
    expect(typed).toEqual(["ABC123"]);
  });

  it("has no description without helper text and can be disabled", () => {
    render(<OutlinedTextField label="Access code" value="" onChange={() => undefined} disabled />);
    const input = screen.getByRole("textbox", { name: "Access code" });
    expect(input).toBeDisabled();
    expect(input).not.toHaveAttribute("aria-describedby");
  });
});
