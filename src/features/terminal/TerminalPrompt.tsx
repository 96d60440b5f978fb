import { Box } from "@mui/material";
import { styled } from "@mui/material/styles";
import { type KeyboardEvent, type RefObject, useState } from "react";
import { useAppSelector } from "../../app/hooks";
import { useT } from "../../i18n/useT";
import { FOCUS_SHORTCUT_ARIA } from "./focusShortcut";
import { freshRecall, recall } from "./recall";
import { TERMINAL_FONT, type TerminalColors, visuallyHidden } from "./terminalColors";
import { selectTerminalInputs } from "./terminalSlice";
import type { useTerminalActions } from "./useTerminalActions";

export const INPUT_ID = "terminal-input";
export const KEYS_ID = "terminal-keys";

interface Props {
  inputRef: RefObject<HTMLInputElement | null>;
  prompt: string;
  expanded: boolean;
  colors: TerminalColors;
  actions: ReturnType<typeof useTerminalActions>;
}

const Input = styled("input")({
  flex: 1,
  minWidth: 0,
  height: 28,
  padding: "0 4px",
  border: 0,
  borderRadius: 4,
  background: "transparent",
  font: "inherit",
  fontFamily: TERMINAL_FONT,
});

const hasModifier = (event: KeyboardEvent) => event.shiftKey || event.altKey || event.ctrlKey || event.metaKey;

/**
 * The command line. Enter runs (and expands a collapsed bar), Up/Down recall.
 * Tab completes only when there is something to complete, so it never keeps keyboard users inside.
 */
export default function TerminalPrompt({ inputRef, prompt, expanded, colors, actions }: Props) {
  const t = useT();
  const inputs = useAppSelector(selectTerminalInputs);
  const [text, setText] = useState("");
  const [recallState, setRecallState] = useState(freshRecall);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "Enter": {
        event.preventDefault();
        if (!expanded) actions.expand();
        if (text.trim()) actions.run(text);
        setText("");
        setRecallState(freshRecall);
        return;
      }
      case "ArrowUp":
      case "ArrowDown": {
        event.preventDefault();
        const next = recall(inputs, recallState, text, event.key === "ArrowUp" ? -1 : 1);
        setRecallState(next.state);
        setText(next.text);
        return;
      }
      case "Tab": {
        if (hasModifier(event) || !text.trim()) return;
        const completion = actions.completeInput(text);
        if (completion.input === text && completion.candidates.length === 0) return;
        event.preventDefault();
        setText(completion.input);
      }
    }
  };

  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 2, height: 36, flexShrink: 0 }}>
      <Box component="label" htmlFor={INPUT_ID} sx={{ color: colors.prompt, fontWeight: 700, whiteSpace: "nowrap" }}>
        <span aria-hidden="true">{prompt}</span>
        <Box component="span" sx={visuallyHidden}>
          {t("terminal.command")}
        </Box>
      </Box>
      <Input
        ref={inputRef}
        id={INPUT_ID}
        type="text"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setRecallState(freshRecall);
        }}
        onKeyDown={onKeyDown}
        placeholder={expanded ? "" : t("terminal.placeholder")}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-describedby={KEYS_ID}
        aria-keyshortcuts={FOCUS_SHORTCUT_ARIA}
        sx={{
          color: colors.text,
          caretColor: colors.prompt,
          "&::placeholder": { color: colors.muted, opacity: 1 },
          "&:focus-visible": { outline: `2px solid ${colors.prompt}`, outlineOffset: 1 },
        }}
      />
    </Box>
  );
}
