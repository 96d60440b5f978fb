import { LinearProgress } from "@mui/material";

/** Shown while the first page's code arrives. */
export default function PageLoading() {
  return <LinearProgress aria-label="Loading page" sx={{ position: "fixed", top: 0, left: 0, right: 0 }} />;
}
