import { Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { FINDER_PAGE_SIZE, type Listing } from "../../../contract/finder";
import type { Handles } from "../../../contract/profile";
import LoadProblem from "../../ui/LoadProblem";
import { useBrowseListingsQuery, type BrowseArg } from "./finderApi";
import ListingCard from "./ListingCard";
import ListingFilters, { filtersOf, type FilterValues } from "./ListingFilters";
import ReportDialog from "./ReportDialog";
import RequestDialog from "./RequestDialog";
import { useFinderText } from "./useFinderText";

interface Props {
  event: string;
  handles: Handles | undefined;
}

/**
 * An event's listings, newest first, 20 a page, with the filters in the address (so back and forward, and a shared
 * link, keep them): asking a listing to team up and reporting one open a dialog over the list.
 */
export default function BrowseSection({ event, handles }: Props) {
  const words = useFinderText();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersOf(searchParams);
  const page = Math.max(1, Number(searchParams.get("page")) || 1);
  const arg: BrowseArg = { event, ...filters, page };
  const query = useBrowseListingsQuery(arg);
  const [asking, setAsking] = useState<Listing | null>(null);
  const [reporting, setReporting] = useState<Listing | null>(null);
  const { data } = query;
  const pages = data ? Math.max(1, Math.ceil(data.count / FINDER_PAGE_SIZE)) : 1;
  const filtered = Object.values(filters).some((value) => value !== "");

  const setFilters = (next: FilterValues) => {
    const params = new URLSearchParams();
    if (next.skill) params.set("skill", next.skill);
    if (next.institute.trim()) params.set("institute", next.institute.trim());
    if (next.country) params.set("country", next.country);
    if (next.hasTeam) params.set("has_team", next.hasTeam);
    setSearchParams(params);
  };
  const goTo = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target <= 1) params.delete("page");
    else params.set("page", String(target));
    setSearchParams(params);
  };

  return (
    <Box component="section" aria-labelledby="browse-heading" sx={{ display: "grid", gap: 2 }}>
      <Typography id="browse-heading" variant="h2" sx={{ fontSize: "1.5rem" }}>
        {words.browseHeading}
      </Typography>
      <ListingFilters key={searchParams.toString()} value={filters} onChange={setFilters} />
      {query.isError && (
        <LoadProblem
          what={words.loadWhatListings}
          error={query.error}
          stale={data !== undefined}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isLoading && (
        <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
          <CircularProgress aria-label={words.loading} />
        </Box>
      )}
      {data && (
        <>
          <Typography role="status" color="text.secondary">
            {data.count === 0 ? (filtered ? words.noneMatch : words.none) : words.count(data.count)}
          </Typography>
          <Box
            component="ul"
            aria-label={words.browseHeading}
            sx={{
              listStyle: "none",
              p: 0,
              m: 0,
              display: "grid",
              gap: 2,
              gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" },
            }}
          >
            {data.results.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} onAsk={setAsking} onReport={setReporting} />
              </li>
            ))}
          </Box>
          {pages > 1 && (
            <Stack
              component="nav"
              aria-label={words.pageOf(page, pages)}
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: "center", flexWrap: "wrap" }}
            >
              <Button disabled={!data.previous || query.isFetching} onClick={() => goTo(page - 1)}>
                {words.previous}
              </Button>
              <Typography>{words.pageOf(page, pages)}</Typography>
              <Button disabled={!data.next || query.isFetching} onClick={() => goTo(page + 1)}>
                {words.next}
              </Button>
            </Stack>
          )}
        </>
      )}
      {asking && <RequestDialog listing={asking} handles={handles} onClose={() => setAsking(null)} />}
      {reporting && <ReportDialog target={{ listing: reporting.id }} onClose={() => setReporting(null)} />}
    </Box>
  );
}
