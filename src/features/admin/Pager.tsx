import { Box, Button, Typography } from "@mui/material";
import type { Page } from "../../../contract/paging";
import { countOf } from "../../lib/plural";

interface Props {
  page: number;
  data: Page<unknown> | undefined;
  /** The items, as one and as several: "team", "teams". */
  one: string;
  what: string;
  onPage: (page: number) => void;
}

export const PAGE_SIZE = 50;

/** Previous and next page of a server-paged list (50 a page), with where the organiser is. */
export default function Pager({ page, data, one, what, onPage }: Props) {
  if (!data) return null;
  const pages = Math.max(1, Math.ceil(data.count / PAGE_SIZE));
  return (
    <Box component="nav" aria-label={`Pages of ${what}`} sx={{ display: "flex", gap: 2, alignItems: "center", mt: 2 }}>
      <Button variant="outlined" disabled={!data.previous} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <Typography>
        Page {page} of {pages} ({countOf(data.count, one, what)})
      </Typography>
      <Button variant="outlined" disabled={!data.next} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </Box>
  );
}
