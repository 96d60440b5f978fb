import { Box, CircularProgress } from "@mui/material";

/**
 * A screen's height, held while the role is checked, while a view's code arrives and while a view's main read is on
 * its way: the footer stays out of sight until the content comes, instead of being pushed down by it (a layout shift
 * on a phone's first screen). With `label`, a spinner of that name at its top; without, the view's toolbar shows one.
 */
export default function HeldScreen({ label }: { label?: string }) {
  return (
    <Box aria-busy="true" sx={{ minHeight: "100vh" }}>
      {label !== undefined && <CircularProgress aria-label={label} />}
    </Box>
  );
}
