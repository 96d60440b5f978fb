import { Chip } from "@mui/material";
import { ThemeProvider } from "@mui/material/styles";
import { render, screen } from "@testing-library/react";
import LabelChip from "../../../src/ui/LabelChip";
import { BOTH_THEMES } from "../../utils/bothThemes";

const LOOKS = [
  { color: "default", variant: "filled" },
  { color: "default", variant: "outlined" },
  { color: "primary", variant: "outlined" },
  { color: "success", variant: "filled" },
  { color: "error", variant: "outlined" },
] as const;

/** How a chip is drawn: what a reader sees of it (its box, colours, outline and type; the label's inner padding). */
function drawn(label: string) {
  const root = screen.getByText(label).parentElement as HTMLElement;
  const style = getComputedStyle(root);
  const inner = getComputedStyle(screen.getByText(label));
  return {
    height: style.height,
    borderRadius: style.borderRadius,
    border: style.border,
    color: style.color,
    backgroundColor: style.backgroundColor,
    fontSize: style.fontSize,
    whiteSpace: style.whiteSpace,
    maxWidth: style.maxWidth,
    paddingLeft: inner.paddingLeft || inner.paddingInline,
    overflow: inner.overflow,
    textOverflow: inner.textOverflow,
  };
}

describe("LabelChip", () => {
  it.each(BOTH_THEMES)(
    "is drawn as MUI's small Chip in the %s theme, in each colour and variant the app uses",
    (_, theme) => {
      render(
        <ThemeProvider theme={theme}>
          {LOOKS.map(({ color, variant }) => (
            <div key={color + variant}>
              <Chip size="small" color={color} variant={variant} label={`theirs ${color} ${variant}`} />
              <LabelChip color={color} variant={variant} label={`ours ${color} ${variant}`} />
            </div>
          ))}
        </ThemeProvider>,
      );
      for (const { color, variant } of LOOKS) {
        const ours = drawn(`ours ${color} ${variant}`);
        expect([color, variant, ours]).toEqual([color, variant, drawn(`theirs ${color} ${variant}`)]);
        expect(ours.height).toBe("24px");
      }
    },
  );

  it("keeps its label as text a screen reader reads, and a long one to the width it has", () => {
    render(<LabelChip label="A team name long enough to be cut short" color="success" />);
    expect(screen.getByText("A team name long enough to be cut short")).toBeVisible();
    expect(drawn("A team name long enough to be cut short")).toMatchObject({
      maxWidth: "100%",
      overflow: "hidden",
      textOverflow: "ellipsis",
    });
  });
});
