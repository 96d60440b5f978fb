import { Alert, AlertTitle } from "@mui/material";
import { ThemeProvider } from "@mui/material/styles";
import { render, screen } from "@testing-library/react";
import AlertHeading from "../../../src/ui/AlertHeading";
import { BOTH_THEMES } from "../../utils/bothThemes";
import { drawnStyle } from "../../utils/drawnStyle";

const DRAWN = [
  "fontFamily",
  "fontSize",
  "fontWeight",
  "lineHeight",
  "letterSpacing",
  "marginTop",
  "marginBottom",
  "color",
  "display",
] as const;

const drawn = (text: string) => drawnStyle(text, DRAWN);

describe("AlertHeading", () => {
  it.each(BOTH_THEMES)("draws an alert's title as MUI's AlertTitle does in the %s theme", (_, theme) => {
    render(
      <ThemeProvider theme={theme}>
        <Alert severity="warning">
          <AlertTitle>From MUI</AlertTitle>
        </Alert>
        <Alert severity="warning">
          <AlertHeading>Drawn here</AlertHeading>
        </Alert>
      </ThemeProvider>,
    );
    expect(drawn("Drawn here")).toEqual(drawn("From MUI"));
    expect(drawn("Drawn here").fontWeight).toBe(String(theme.typography.fontWeightMedium));
    expect(screen.getByText("Drawn here").tagName).toBe("DIV");
  });

  it("is a heading of the page when asked to be", () => {
    render(<AlertHeading component="h2">Revoked</AlertHeading>);
    expect(screen.getByRole("heading", { level: 2, name: "Revoked" })).toBeInTheDocument();
  });
});
