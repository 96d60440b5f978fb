import { Box, Link } from "@mui/material";
import { useLayoutEffect, useRef } from "react";
import { useAppSelector } from "../../app/hooks";
import { useT } from "../../i18n/useT";
import { SiteLink } from "../../ui/SiteLink";
import type { TerminalColors } from "./terminalColors";
import { selectTerminalLines, type TerminalLine } from "./terminalSlice";

export const OUTPUT_ID = "terminal-output";

function Line({ line, colors }: { line: TerminalLine; colors: TerminalColors }) {
  const color = { command: colors.prompt, output: colors.text, error: colors.error }[line.kind];
  return (
    <Box sx={{ color, fontWeight: line.kind === "command" ? 700 : 400 }}>
      {line.parts.map((part, index) =>
        part.to ? (
          <Link key={index} component={SiteLink} to={part.to} sx={{ color: colors.link }} underline="always">
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Box>
  );
}

/** The output: a polite live log, kept scrolled to its newest line. */
export default function TerminalOutput({ colors, expanded }: { colors: TerminalColors; expanded: boolean }) {
  const t = useT();
  const lines = useAppSelector(selectTerminalLines);
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines, expanded]);

  return (
    <Box
      ref={ref}
      id={OUTPUT_ID}
      role="log"
      aria-live="polite"
      aria-label={t("terminal.output")}
      tabIndex={0}
      sx={{
        flex: 1,
        minHeight: 0,
        overflowY: "auto",
        px: 2,
        whiteSpace: "pre-wrap",
        overflowWrap: "anywhere",
        "&:focus-visible": { outline: `2px solid ${colors.prompt}`, outlineOffset: -2 },
      }}
    >
      {lines.map((line) => (
        <Line key={line.id} line={line} colors={colors} />
      ))}
    </Box>
  );
}
