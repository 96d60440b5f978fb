import { Avatar, Box } from "@mui/material";
import { ThemeProvider } from "@mui/material/styles";
import { render } from "@testing-library/react";
import { INITIALS_CIRCLE } from "../../../src/ui/initialsCircle";
import { BOTH_THEMES } from "../../utils/bothThemes";
import { drawnStyle } from "../../utils/drawnStyle";

const DRAWN = [
  "display",
  "alignItems",
  "justifyContent",
  "width",
  "height",
  "borderRadius",
  "overflow",
  "userSelect",
  "lineHeight",
  "fontSize",
  "color",
  "backgroundColor",
  "flexShrink",
] as const;

const drawn = (text: string) => drawnStyle(text, DRAWN);

describe("INITIALS_CIRCLE", () => {
  it.each(BOTH_THEMES)("draws initials as the identity card's MUI Avatar does in the %s theme", (_, theme) => {
    render(
      <ThemeProvider theme={theme}>
        <Avatar sx={{ width: 64, height: 64, bgcolor: "primary.main", fontSize: "1.5rem" }}>AV</Avatar>
        <Box sx={INITIALS_CIRCLE}>GH</Box>
      </ThemeProvider>,
    );
    expect(drawn("GH")).toEqual(drawn("AV"));
    expect(drawn("GH").backgroundColor).not.toBe(drawn("GH").color);
  });
});
