import { List, ListItem, ListItemText } from "@mui/material";
import { ThemeProvider } from "@mui/material/styles";
import { render, screen, within } from "@testing-library/react";
import { CardList, CardListItem, CardListText } from "../../../src/ui/CardList";
import { BOTH_THEMES } from "../../utils/bothThemes";

const ROW = ["display", "alignItems", "paddingTop", "paddingBottom", "paddingLeft", "paddingRight"] as const;
const DIVIDER = ["borderBottomWidth", "borderBottomStyle", "borderBottomColor"] as const;
const TEXT_BOX = ["marginTop", "marginBottom", "flexGrow", "flexShrink", "minWidth"] as const;
const TYPE = ["fontSize", "fontWeight", "lineHeight", "letterSpacing", "color", "display"] as const;

function picked(element: Element, properties: readonly string[]) {
  const style = getComputedStyle(element);
  return Object.fromEntries(
    properties.map((property) => [
      property,
      style.getPropertyValue(property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)),
    ]),
  );
}

/** How a list drawn under `label` looks: its row, its divider, the text's box and its two lines. */
function drawing(label: string) {
  const list = screen.getByRole("list", { name: label });
  const row = within(list).getByRole("listitem");
  const primary = within(row).getByText("Enigma");
  const secondary = within(row).queryByText("Team Owls · 2 of 2");
  return {
    list: picked(list, ["marginTop", "paddingTop", "paddingBottom", "listStyleType"]),
    row: picked(row, ROW),
    divider: picked(row, DIVIDER),
    text: picked(row.firstElementChild as Element, TEXT_BOX),
    primary: picked(primary, TYPE),
    secondary: secondary && picked(secondary, TYPE),
  };
}

describe("CardList", () => {
  it.each(BOTH_THEMES)("draws a row with two lines and a divider as MUI's list does in the %s theme", (_, theme) => {
    render(
      <ThemeProvider theme={theme}>
        <List disablePadding aria-label="theirs">
          <ListItem disableGutters divider>
            <ListItemText primary="Enigma" secondary="Team Owls · 2 of 2" />
          </ListItem>
        </List>
        <CardList label="ours">
          <CardListItem divider>
            <CardListText primary="Enigma" secondary="Team Owls · 2 of 2" />
          </CardListItem>
        </CardList>
      </ThemeProvider>,
    );
    const ours = drawing("ours");
    expect(ours).toEqual(drawing("theirs"));
    expect(ours.divider.borderBottomStyle).toBe("solid");
    expect(ours.secondary?.color).not.toBe(ours.primary.color);
  });

  it.each(BOTH_THEMES)("draws a dense row of one line without a divider as MUI's does in the %s theme", (_, theme) => {
    render(
      <ThemeProvider theme={theme}>
        <List dense disablePadding aria-label="theirs">
          <ListItem disableGutters>
            <ListItemText primary="Enigma" />
          </ListItem>
        </List>
        <CardList label="ours">
          <CardListItem dense>
            <CardListText dense primary="Enigma" />
          </CardListItem>
        </CardList>
      </ThemeProvider>,
    );
    const ours = drawing("ours");
    expect(ours).toEqual(drawing("theirs"));
    expect(ours.secondary).toBeNull();
    expect(ours.row.paddingTop).toBe("4px");
  });
});
