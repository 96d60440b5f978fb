import { Box, Typography } from "@mui/material";
import { plainList } from "../../ui/muiTheme";

interface Step {
  when: string;
  what: string;
  detail: string;
}

/** The competition's phases as an ordered list along a line. */
export default function Timeline({ steps }: { steps: ReadonlyArray<Step> }) {
  return (
    <Box component="ol" sx={{ ...plainList, borderLeft: 2, borderColor: "divider", ml: 1 }}>
      {steps.map((step) => (
        <Box component="li" key={step.what} sx={{ position: "relative", pl: 3, pb: 3 }}>
          <Box
            aria-hidden
            sx={{
              position: "absolute",
              left: -7,
              top: 6,
              width: 12,
              height: 12,
              borderRadius: "50%",
              bgcolor: "primary.main",
            }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {step.when}
          </Typography>
          <Typography component="h3" variant="h3" sx={{ fontSize: "1.15rem" }}>
            {step.what}
          </Typography>
          <Typography color="text.secondary">{step.detail}</Typography>
        </Box>
      ))}
    </Box>
  );
}
