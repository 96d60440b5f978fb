import { Button, CircularProgress, Container, Typography } from "@mui/material";
import { useMemo } from "react";
import { useParams } from "react-router-dom";
import type { RankingRow } from "../../../contract/results";
import { useAppSelector } from "../../app/hooks";
import { paths } from "../../config/paths";
import { longDate } from "../../i18n/dates";
import { useLanguage } from "../../i18n/LanguageContext";
import { useT } from "../../i18n/useT";
import LoadError from "../../ui/LoadError";
import NotFoundPage from "../../ui/NotFoundPage";
import RankingTable, { type Column } from "../../ui/RankingTable";
import { SiteLink } from "../../ui/SiteLink";
import { useGetEventsQuery } from "../events/eventsApi";
import { selectEventByName } from "../events/eventsSlice";
import { useEventResultsQuery } from "./resultsApi";

/** /events/{name}/results: the published ranking, or a plain note that it is not out yet. */
export default function ResultsPage() {
  const { name = "" } = useParams();
  const t = useT();
  const language = useLanguage();
  const columns = useMemo(
    (): Column<RankingRow>[] => [
      { header: t("ui.column.rank"), cell: (row) => t("rank.label", { rank: row.rank }) },
      { header: t("results.team"), rowHeader: true, cell: (row) => <bdi>{row.team_name}</bdi> },
      { header: t("results.members"), cell: (row) => row.members.join(", ") },
    ],
    [t],
  );
  // Any listed event, an added one too: the bundled catalogue until the server's list answers.
  const list = useGetEventsQuery();
  const event = useAppSelector((state) => selectEventByName(state, name));
  const { data, error, refetch, isLoading, isFetching } = useEventResultsQuery(name, { skip: !event });
  if (!event) return list.isUninitialized || list.isFetching ? <CircularProgress /> : <NotFoundPage />;
  const notOut = error && "httpStatus" in error && error.httpStatus === 404;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t("results.title", { eventName: event.title })}
      </Typography>
      {isLoading && <CircularProgress aria-label={t("results.loading")} />}
      {notOut && <Typography>{t("results.notOut")}</Typography>}
      {error && !notOut && <LoadError what={t("results.what")} error={error} onRetry={refetch} />}
      {data && (
        <>
          <Typography sx={{ mb: 2 }}>
            {data.corrected_at
              ? t("results.publishedCorrected", {
                  published: longDate(language, data.published_at),
                  corrected: longDate(language, data.corrected_at),
                })
              : t("results.published", { published: longDate(language, data.published_at) })}
          </Typography>
          <RankingTable
            caption={t("results.caption")}
            columns={columns}
            rowKey={(row) => `${row.rank}-${row.team_name}`}
            data={data.ranking}
            isLoading={false}
            isFetching={isFetching}
            isError={false}
            onRetry={refetch}
            emptyText={t("results.empty")}
            errorText={t("results.error")}
          />
        </>
      )}
      <Button component={SiteLink} to={paths.event(event.name)} sx={{ mt: 3 }}>
        {t("results.back", { eventName: event.title })}
      </Button>
    </Container>
  );
}
