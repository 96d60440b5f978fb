import { Box, Button } from "@mui/material";
import { useSearchParams } from "react-router-dom";
import { useT } from "../../../i18n/useT";
import QueryState from "../views/QueryState";
import { useAdminFestivalQuery } from "./festivalContentApi";
import FestivalEditor from "./FestivalEditor";

/** `?edit=festival` of the events view (the events' editors use `?edit=<id>`: one editor open at a time). */
export const FESTIVAL_EDIT = "festival";

/** The festival's details editor, opened from the events view (only where the server keeps content). */
export default function FestivalSection() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const open = params.get("edit") === FESTIVAL_EDIT;
  const toggle = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (open) next.delete("edit");
      else next.set("edit", FESTIVAL_EDIT);
      return next;
    });
  return (
    <Box sx={{ mt: 3 }}>
      <Button variant="outlined" aria-expanded={open} onClick={toggle}>
        {t(open ? "festivalDetails.hide" : "festivalDetails.open")}
      </Button>
      {open && <FestivalDetails />}
    </Box>
  );
}

function FestivalDetails() {
  const t = useT();
  const query = useAdminFestivalQuery();
  return (
    <Box sx={{ mt: 2 }}>
      <QueryState what={t("festivalDetails.loading")} query={query}>
        {(published) => <FestivalEditor published={published} refetch={query.refetch} />}
      </QueryState>
    </Box>
  );
}
