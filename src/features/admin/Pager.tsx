import { Box, Button, Typography } from "@mui/material";
import type { Page } from "../../../contract/paging";
import type { MessageKey } from "../../i18n/catalogues";
import { useT } from "../../i18n/useT";

/** What a pager counts: its words for the pages' landmark ("Pages of teams") and for a count ("1 team", "2 teams"). */
const ITEMS = {
  rows: { name: "console.pager.rows", count: "console.count.rows" },
  teams: { name: "console.pager.teams", count: "console.count.teams" },
  participants: { name: "console.pager.participants", count: "console.count.participants" },
  reports: { name: "console.pager.reports", count: "console.count.reports" },
  announcements: { name: "console.pager.announcements", count: "console.count.announcements" },
  entries: { name: "console.pager.entries", count: "console.count.entries" },
  certificates: { name: "console.pager.certificates", count: "console.count.certificates" },
} as const satisfies Record<string, { name: MessageKey; count: MessageKey }>;

export type PagerItems = keyof typeof ITEMS;

interface Props {
  page: number;
  data: Page<unknown> | undefined;
  /** What the list's rows are. */
  items: PagerItems;
  onPage: (page: number) => void;
}

export const PAGE_SIZE = 50;

/** Previous and next page of a server-paged list (50 a page), with where the organiser is. */
export default function Pager({ page, data, items, onPage }: Props) {
  const t = useT();
  if (!data) return null;
  const pages = Math.max(1, Math.ceil(data.count / PAGE_SIZE));
  return (
    <Box
      component="nav"
      aria-label={t(ITEMS[items].name)}
      sx={{ display: "flex", gap: 2, alignItems: "center", mt: 2 }}
    >
      <Button variant="outlined" disabled={!data.previous} onClick={() => onPage(page - 1)}>
        {t("console.pager.previous")}
      </Button>
      <Typography>
        {t("console.pager.where", { page, pages, count: t(ITEMS[items].count, { count: data.count }) })}
      </Typography>
      <Button variant="outlined" disabled={!data.next} onClick={() => onPage(page + 1)}>
        {t("console.pager.next")}
      </Button>
    </Box>
  );
}
