import { Box, Container, Link, Typography } from "@mui/material";
import { useMemo } from "react";
import type { LeaderboardEntry } from "../../../contract/rankings";
import { paths } from "../../config/paths";
import { REFERRAL_STEPS } from "../../content/referral";
import { useT } from "../../i18n/useT";
import { competitionRanks } from "../../lib/ranks";
import RankingTable, { type Column } from "../../ui/RankingTable";
import { SiteLink } from "../../ui/SiteLink";
import { useGetLeaderboardQuery } from "./leaderboardApi";

type RankedEntry = LeaderboardEntry & { rank: number };

export default function ReferralPage() {
  const query = useGetLeaderboardQuery();
  const t = useT();
  const columns = useMemo(
    (): Column<RankedEntry>[] => [
      { header: t("ui.column.rank"), numeric: true, cell: (row) => row.rank },
      { header: t("ui.column.name"), rowHeader: true, cell: (row) => row.name },
      { header: t("ui.column.institute"), cell: (row) => row.institute_name },
      { header: t("referral.table.referrals"), numeric: true, cell: (row) => row.referral_count },
    ],
    [t],
  );
  const ranked = useMemo(() => {
    if (!Array.isArray(query.data)) return query.data;
    const ranks = competitionRanks(query.data.map((entry) => entry.referral_count));
    return query.data.map((entry, index): RankedEntry => ({ ...entry, rank: ranks[index] }));
  }, [query.data]);

  return (
    <Container component="section" aria-labelledby="referral-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="referral-title" variant="h1" gutterBottom>
        {t("referral.title")}
      </Typography>
      <Typography sx={{ mb: 4, maxWidth: "62ch" }}>{t("referral.intro")}</Typography>
      <Box
        sx={{
          display: "grid",
          gap: 5,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 3fr)" },
        }}
      >
        <Box component="section" aria-labelledby="referral-how">
          <Typography id="referral-how" variant="h2" gutterBottom>
            {t("referral.how")}
          </Typography>
          <Box component="ol" sx={{ pl: 3, m: 0, "& li": { mb: 1.5 } }}>
            {REFERRAL_STEPS.map((n) => (
              <Typography component="li" key={n}>
                {t(`referral.step.${n}`)}
              </Typography>
            ))}
          </Box>
          <Typography>
            <Link component={SiteLink} to={paths.dashboard}>
              {t("referral.dashboardLink")}
            </Link>
          </Typography>
        </Box>
        <Box component="section" aria-labelledby="referral-table">
          <Typography id="referral-table" variant="h2" gutterBottom>
            {t("referral.leaderboard")}
          </Typography>
          <RankingTable
            caption={t("referral.table.caption")}
            columns={columns}
            rowKey={(row, index) => `${index}-${row.name}`}
            data={ranked}
            isLoading={query.isLoading}
            isFetching={query.isFetching}
            isError={query.isError}
            onRetry={() => void query.refetch()}
            emptyText={t("referral.table.empty")}
            errorText={t("referral.table.error")}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t("referral.table.note")}
          </Typography>
        </Box>
      </Box>
    </Container>
  );
}
