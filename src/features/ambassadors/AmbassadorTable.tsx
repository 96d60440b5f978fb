import { useMemo } from "react";
import { useLanguage } from "../../i18n/LanguageContext";
import { useT } from "../../i18n/useT";
import RankingTable, { type Column } from "../../ui/RankingTable";
import { formatUpdated, rankAmbassadors, type RankedAmbassador } from "./ambassadorRanking";
import { useGetAmbassadorsQuery } from "./ambassadorsApi";

/** The campus ambassadors' points table from cas/. */
export default function AmbassadorTable() {
  const query = useGetAmbassadorsQuery();
  const t = useT();
  const language = useLanguage();
  const columns = useMemo(
    (): Column<RankedAmbassador>[] => [
      { header: t("ui.column.rank"), numeric: true, cell: (row) => row.rank },
      { header: t("ui.column.name"), rowHeader: true, cell: (row) => row.name },
      { header: t("ui.column.institute"), cell: (row) => row.institute_name },
      { header: t("ca.table.points"), numeric: true, cell: (row) => row.points },
      { header: t("ca.table.updated"), wideOnly: true, cell: (row) => formatUpdated(row.last_updated, language) },
    ],
    [t, language],
  );
  return (
    <RankingTable
      caption={t("ca.table.caption")}
      columns={columns}
      rowKey={(row) => row.caid}
      data={rankAmbassadors(query.data)}
      isLoading={query.isLoading}
      isFetching={query.isFetching}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      emptyText={t("ca.table.empty")}
      errorText={t("ca.table.error")}
    />
  );
}
