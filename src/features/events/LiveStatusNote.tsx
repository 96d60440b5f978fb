import { Typography } from "@mui/material";

/** A quiet line when the server's event list is unavailable: the static content stays, only the live state is missing. */
export default function LiveStatusNote({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 2 }}>
      Registration status could not be loaded right now. The event details are unaffected.
    </Typography>
  );
}
