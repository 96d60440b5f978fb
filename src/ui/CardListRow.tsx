import type { ReactNode } from "react";
import { CardListItem, CardListText } from "./CardList";

interface Props {
  primary: ReactNode;
  secondary: ReactNode;
  /** Buttons at the end of the row (under its text when the card is narrow). */
  actions?: ReactNode;
}

/** A row of a list in a dashboard card: what it is, a line of details, and what can be done with it. */
export default function CardListRow({ primary, secondary, actions }: Props) {
  return (
    <CardListItem divider sx={{ flexWrap: "wrap", gap: 1, justifyContent: "space-between" }}>
      <CardListText primary={primary} secondary={secondary} />
      {actions}
    </CardListItem>
  );
}
