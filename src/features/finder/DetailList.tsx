import { Box, Typography } from "@mui/material";
import { Fragment } from "react";
import type { ShownDetails } from "../../../contract/finder";
import { shownDetailLines } from "./shownDetails";
import { useFinderText } from "./useFinderText";

/**
 * The details someone chose to show (their name is shown by the caller), each isolated: people wrote them. `inline`
 * gives one line of spans (inside a list row's text) instead of a list.
 */
export default function DetailList({ details, inline = false }: { details: ShownDetails; inline?: boolean }) {
  const words = useFinderText();
  const lines = shownDetailLines(details, words);
  if (lines.length === 0) return null;
  if (inline) {
    return (
      <Typography component="span" variant="body2" sx={{ display: "block", overflowWrap: "anywhere" }}>
        {lines.map((line, index) => (
          <Fragment key={`${line.label}:${line.value}`}>
            {index > 0 && " · "}
            {line.label && `${line.label}: `}
            <bdi>{line.value}</bdi>
          </Fragment>
        ))}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
      {lines.map((line) => (
        <Typography
          component="li"
          variant="body2"
          color="text.secondary"
          key={`${line.label}:${line.value}`}
          sx={{ overflowWrap: "anywhere" }}
        >
          {line.label && `${line.label}: `}
          <bdi>{line.value}</bdi>
        </Typography>
      ))}
    </Box>
  );
}
