import { AMBASSADORS } from "../../content/ambassadors";
import RankingTable, { type Column } from "../../ui/RankingTable";
import { formatUpdated, rankAmbassadors, type RankedAmbassador } from "./ambassadorRanking";
import { useGetAmbassadorsQuery } from "./ambassadorsApi";

const COLUMNS: Column<RankedAmbassador>[] = [
  { header: "Rank", numeric: true, cell: (row) => row.rank },
  { header: "Name", rowHeader: true, cell: (row) => row.name },
  { header: "Institute", cell: (row) => row.institute_name },
  { header: "Points", numeric: true, cell: (row) => row.points },
  { header: "Last updated", wideOnly: true, cell: (row) => formatUpdated(row.last_updated) },
];

/** The campus ambassadors' points table from cas/. */
export default function AmbassadorTable() {
  const query = useGetAmbassadorsQuery();
  return (
    <RankingTable
      caption={AMBASSADORS.tableCaption}
      columns={COLUMNS}
      rowKey={(row) => row.caid}
      data={rankAmbassadors(query.data)}
      isLoading={query.isLoading}
      isFetching={query.isFetching}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      emptyText="No points have been awarded yet. The table fills up once the programme starts."
      errorText="The points table could not be loaded. Check your connection and try again."
    />
  );
}
