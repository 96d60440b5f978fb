import { ButtonBase } from "@mui/material";
import { styled } from "@mui/material/styles";
import type { ReactNode } from "react";

/** One step: its label, and whether it can be chosen now. */
export interface StepChoice {
  label: ReactNode;
  disabled?: boolean;
}

const Row = styled("div")({ display: "flex", flexDirection: "row", alignItems: "flex-start" });

const Step = styled("div")({ paddingLeft: 8, paddingRight: 8, flex: 1, position: "relative" });

/** The line from the step before, between the two circles. */
const Connector = styled("span")(({ theme }) => ({
  display: "block",
  position: "absolute",
  top: 12,
  left: "calc(-50% + 20px)",
  right: "calc(50% + 20px)",
  borderTop: `1px solid ${theme.palette.mode === "light" ? theme.palette.grey[400] : theme.palette.grey[600]}`,
}));

const Choice = styled(ButtonBase)(({ theme }) => ({
  width: "100%",
  padding: "24px 16px",
  margin: "-24px -16px",
  boxSizing: "content-box",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  "& .MuiTouchRipple-root": { color: "rgba(0, 0, 0, 0.3)" },
  "&.Mui-disabled": { cursor: "default" },
  "& svg": {
    display: "block",
    width: "1em",
    height: "1em",
    flexShrink: 0,
    fontSize: theme.typography.pxToRem(24),
    fill: "currentColor",
    userSelect: "none",
    color: theme.palette.text.disabled,
    transition: theme.transitions.create("color", { duration: theme.transitions.duration.shortest }),
  },
  "& text": {
    fill: theme.palette.primary.contrastText,
    fontSize: theme.typography.caption.fontSize,
    fontFamily: theme.typography.fontFamily,
  },
  "& .step-label": {
    ...theme.typography.body2,
    display: "block",
    width: "100%",
    marginTop: 16,
    textAlign: "center",
    color: theme.palette.text.secondary,
    transition: theme.transitions.create("color", { duration: theme.transitions.duration.shortest }),
  },
  '&[aria-current="step"] svg': { color: theme.palette.primary.main },
  '&[aria-current="step"] .step-label': { color: theme.palette.text.primary, fontWeight: 500 },
}));

/**
 * Steps a form goes through, each a button to go to it: drawn as MUI's non-linear `Stepper` with `alternativeLabel`
 * and `StepButton`s (the numbered circles, the labels under them, the lines between, the current step in the primary
 * colour with `aria-current="step"`), from `ButtonBase` and the theme. MUI's Stepper with its steps, labels, icons and
 * connectors is about 2 KB gzip of a page's first visit (`/profile/edit`'s), for three buttons.
 */
export default function StepButtons({
  steps,
  active,
  onSelect,
}: {
  steps: StepChoice[];
  active: number;
  onSelect: (index: number) => void;
}) {
  return (
    <Row>
      {steps.map((step, index) => (
        <Step key={index}>
          {index > 0 && <Connector />}
          <Choice
            focusRipple
            disabled={step.disabled}
            aria-current={index === active ? "step" : undefined}
            onClick={() => onSelect(index)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="12" />
              <text x="12" y="12" textAnchor="middle" dominantBaseline="central">
                {index + 1}
              </text>
            </svg>
            <span className="step-label">{step.label}</span>
          </Choice>
        </Step>
      ))}
    </Row>
  );
}
