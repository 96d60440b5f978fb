import { Box, Container, Link, Typography } from "@mui/material";
import { useMemo } from "react";
import { Link as RouterLink } from "react-router-dom";
import type { LeaderboardEntry } from "../../../contract/rankings";
import { paths } from "../../config/paths";
import { REFERRAL } from "../../content/referral";
import { competitionRanks } from "../../lib/ranks";
import RankingTable, { type Column } from "../../ui/RankingTable";
import { useGetLeaderboardQuery } from "./leaderboardApi";

type RankedEntry = LeaderboardEntry & { rank: number };

const COLUMNS: Column<RankedEntry>[] = [
  { header: "Rank", numeric: true, cell: (row) => row.rank },
  { header: "Name", rowHeader: true, cell: (row) => row.name },
  { header: "Institute", cell: (row) => row.institute_name },
  { header: "Referrals", numeric: true, cell: (row) => row.referral_count },
];

export default function ReferralPage() {
  const query = useGetLeaderboardQuery();
  const ranked = useMemo(() => {
    if (!Array.isArray(query.data)) return query.data;
    const ranks = competitionRanks(query.data.map((entry) => entry.referral_count));
    return query.data.map((entry, index): RankedEntry => ({ ...entry, rank: ranks[index] }));
  }, [query.data]);

  return (
    <Container component="section" aria-labelledby="referral-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="referral-title" variant="h1" gutterBottom>
        Referral Leaderboard
      </Typography>
      <Typography sx={{ mb: 4, maxWidth: "62ch" }}>{REFERRAL.intro}</Typography>
      <Box
        sx={{
          display: "grid",
          gap: 5,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 3fr)" },
        }}
      >
        <Box component="section" aria-labelledby="referral-how">
          <Typography id="referral-how" variant="h2" gutterBottom>
            How referrals work
          </Typography>
          <Box component="ol" sx={{ pl: 3, m: 0, "& li": { mb: 1.5 } }}>
            {REFERRAL.steps.map((step) => (
              <Typography component="li" key={step}>
                {step}
              </Typography>
            ))}
          </Box>
          <Typography>
            <Link component={RouterLink} to={paths.dashboard}>
              Find your referral link on the dashboard
            </Link>
          </Typography>
        </Box>
        <Box component="section" aria-labelledby="referral-table">
          <Typography id="referral-table" variant="h2" gutterBottom>
            Leaderboard
          </Typography>
          <RankingTable
            caption={REFERRAL.tableCaption}
            columns={COLUMNS}
            rowKey={(row, index) => `${index}-${row.name}`}
            data={ranked}
            isLoading={query.isLoading}
            isFetching={query.isFetching}
            isError={query.isError}
            onRetry={() => void query.refetch()}
            emptyText="No referrals have been counted yet. Share your link and be the first on the board."
            errorText="The leaderboard could not be loaded. Check your connection and try again."
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {REFERRAL.tableNote}
          </Typography>
        </Box>
      </Box>
    </Container>
  );
}
