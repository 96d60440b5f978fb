import { TextField } from "@mui/material";
import { fireEvent, render, screen } from "@testing-library/react";
import OutlinedNativeSelect from "../../../src/ui/OutlinedNativeSelect";
import OutlinedTextField from "../../../src/ui/OutlinedTextField";

const OPTIONS = (
  <>
    <option value="">Choose…</option>
    <option value="1">Female</option>
  </>
);

/** What a user (and a screen reader) gets from a field: its name, its description, its state, how it is drawn. */
function described(control: HTMLElement) {
  const root = control.closest(".MuiFormControl-root");
  return {
    invalid: control.getAttribute("aria-invalid"),
    required: (control as HTMLSelectElement).required,
    disabled: (control as HTMLSelectElement).disabled,
    labelled: (control as HTMLSelectElement).labels?.[0]?.textContent,
    rootClasses: root?.className.split(" ").filter((name) => name.startsWith("Mui")),
    labelShrunk: root?.querySelector("label")?.getAttribute("data-shrink"),
    notched: root?.querySelector("legend")?.className.includes("notched") ?? false,
    inputClasses: control.className.split(" ").filter((name) => name.startsWith("MuiNativeSelect")),
  };
}

describe("OutlinedNativeSelect", () => {
  it("is named, described and drawn as MUI's TextField with a native select is, and reports the choice", () => {
    const chosen: string[] = [];
    render(
      <>
        <TextField
          id="theirs"
          name="gender"
          label="Gender"
          required
          select
          value=""
          onChange={() => undefined}
          error
          helperText="Choose one."
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {OPTIONS}
        </TextField>
        <OutlinedNativeSelect
          id="ours"
          name="gender"
          label="Gender (ours)"
          required
          value=""
          onChange={(event) => chosen.push(event.target.value)}
          error
          helperText="Choose one."
        >
          {OPTIONS}
        </OutlinedNativeSelect>
      </>,
    );
    const theirs = screen.getByRole("combobox", { name: "Gender", description: "Choose one." });
    const ours = screen.getByRole("combobox", { name: "Gender (ours)", description: "Choose one." });
    expect({ ...described(ours), labelled: undefined }).toEqual({ ...described(theirs), labelled: undefined });
    expect(ours).toHaveAttribute("aria-describedby", "ours-helper-text");

    fireEvent.change(ours, { target: { value: "1" } });
    expect(chosen).toEqual(["1"]);
  });
});

describe("OutlinedTextField, as the profile's fields use it", () => {
  it("is required, typed and named as TextField is", () => {
    render(
      <>
        <TextField id="theirs" name="phone" label="Phone" type="tel" required value="" onChange={() => undefined} />
        <OutlinedTextField
          id="ours"
          name="phone"
          label="Phone (ours)"
          type="tel"
          required
          value=""
          onChange={() => undefined}
        />
      </>,
    );
    const theirs = screen.getByRole("textbox", { name: "Phone" });
    const ours = screen.getByRole("textbox", { name: "Phone (ours)" });
    for (const attribute of ["type", "name", "required"]) {
      expect(ours.getAttribute(attribute)).toBe(theirs.getAttribute(attribute));
    }
    expect(ours.closest(".MuiFormControl-root")?.querySelector("label")?.className).toBe(
      theirs.closest(".MuiFormControl-root")?.querySelector("label")?.className,
    );
  });
});
