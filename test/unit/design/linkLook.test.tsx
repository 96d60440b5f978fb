import { Box, Link } from "@mui/material";
import { ThemeProvider } from "@mui/material/styles";
import { render, screen } from "@testing-library/react";
import { LINK_LOOK } from "../../../src/ui/linkLook";
import { BOTH_THEMES } from "../../utils/bothThemes";

/** How a link in text is drawn: its colour and its underline (MUI's Link sets the underline's through a variable). */
function drawn(name: string) {
  const style = getComputedStyle(screen.getByRole("link", { name }));
  const variable = /^var\((--[\w-]+)\)$/.exec(style.textDecorationColor)?.[1];
  return {
    color: style.color,
    textDecorationLine: style.textDecorationLine || style.textDecoration,
    textDecorationColor: variable ? style.getPropertyValue(variable).trim() : style.textDecorationColor,
  };
}

describe("LINK_LOOK", () => {
  it.each(BOTH_THEMES)("draws a Box as `a` as MUI's Link in the %s theme", (_, theme) => {
    render(
      <ThemeProvider theme={theme}>
        <p>
          <Link href="mailto:theirs@example.org">theirs</Link>{" "}
          <Box component="a" href="mailto:ours@example.org" sx={LINK_LOOK}>
            ours
          </Box>
        </p>
      </ThemeProvider>,
    );
    expect(drawn("ours")).toEqual(drawn("theirs"));
    expect(drawn("ours").textDecorationColor).not.toBe("");
  });
});
