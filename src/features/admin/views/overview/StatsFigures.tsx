import { Box, Typography } from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import type { AdminStats, StatsChart } from "../../../../../contract/adminStats";
import { useLanguage } from "../../../../i18n/LanguageContext";
import { useT } from "../../../../i18n/useT";
import type { StatsArg } from "../../statsApi";
import ChartFigure from "./ChartFigure";
import { ageMessage, dayLabel, hourLabel } from "./chartText";

const HEIGHT = 260;
/**
 * A count axis: ticks at least 1 apart, so a chart of small counts (0 to 3) marks 0, 1, 2, 3 and never 0.5; `label`
 * names what is counted; the ticks are numbers of the language shown (Intl).
 */
const countAxisIn = (language: string) => {
  const numbers = new Intl.NumberFormat(language);
  return (label: string) => ({ label, tickMinStep: 1, valueFormatter: (value: number) => numbers.format(value) });
};
const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
const none = (values: number[], words: string) => (values.every((value) => value === 0) ? words : null);

/** Every chart of the overview, from one answer of `GET admin/stats/`. */
export default function StatsFigures({
  stats,
  colours,
  query,
}: {
  stats: AdminStats;
  colours: readonly string[];
  /** The period and event asked for: each chart's CSV is of the same. */
  query: StatsArg;
}) {
  const t = useT();
  const language = useLanguage();
  const countAxis = countAxisIn(language);
  const csv = (chart: StatsChart) => ({ chart, query });
  const zone = stats.time_zone;
  const dayHeading = t("console.stats.day", { zone });
  const hourHeading = t("console.stats.hour", { zone });
  const days = stats.signups.map((row) => dayLabel(row.day, language));
  const signups = stats.signups.map((row) => row.count);
  const running = stats.signups.map((row) => row.total);
  const entryDays = stats.entries.map((row) => dayLabel(row.day, language));
  const entries = stats.entries.map((row) => row.count);
  const hours = stats.mail.hours.map((row) => hourLabel(row.hour, zone, language));
  const sent = stats.mail.hours.map((row) => row.sent);
  const failed = stats.mail.hours.map((row) => row.failed);
  const funnel = [
    [t("console.stats.funnel.signedUp"), stats.funnel.signed_up],
    [t("console.stats.funnel.verified"), stats.funnel.verified],
    [t("console.stats.funnel.complete"), stats.funnel.complete],
    [t("console.stats.funnel.inTeam"), stats.funnel.in_team],
  ] as const;
  const fillNames = stats.team_fill.map((row) => row.name);
  const resultNames = stats.results.map((row) => row.name);
  const dayAxis = (data: string[]) => [{ scaleType: "band" as const, data, label: dayHeading }];
  const list = (items: string[]) => t("console.stats.list", { items: items.join(t("console.stats.separator")) });
  const common = { height: HEIGHT, skipAnimation: true };

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
      <ChartFigure
        title={t("console.stats.signups.title")}
        csv={csv("signups")}
        summary={t("console.stats.signups.summary", { count: total(signups), all: running.at(-1) ?? 0 })}
        empty={none(signups, t("console.stats.signups.none"))}
        table={{
          head: [dayHeading, t("console.stats.signups"), t("console.stats.inAll")],
          rows: stats.signups.map((row, index) => [days[index], row.count, row.total]),
        }}
      >
        <BarChart
          {...common}
          xAxis={dayAxis(days)}
          yAxis={[countAxis(t("console.stats.signups"))]}
          series={[{ data: signups, label: t("console.stats.signups"), color: colours[0] }]}
          hideLegend
        />
      </ChartFigure>
      <ChartFigure
        title={t("console.stats.running.title")}
        csv={csv("signups")}
        summary={t("console.stats.running.summary", { from: running[0] ?? 0, to: running.at(-1) ?? 0 })}
        empty={running.length === 0 || running.at(-1) === 0 ? t("console.stats.noParticipants") : null}
        table={{
          head: [dayHeading, t("console.stats.inAll")],
          rows: stats.signups.map((row, index) => [days[index], row.total]),
        }}
      >
        <LineChart
          {...common}
          xAxis={[{ scaleType: "point", data: days, label: dayHeading }]}
          yAxis={[countAxis(t("console.stats.accounts"))]}
          // The last day's point sits on the plot's right edge: room for its label's second half.
          margin={{ right: 28 }}
          // Straight from day to day: a running total never dips or bulges between two days' figures.
          series={[{ data: running, label: t("console.stats.accountsInAll"), color: colours[0], curve: "linear" }]}
          hideLegend
        />
      </ChartFigure>
      <ChartFigure
        title={t("console.stats.entries.title")}
        csv={csv("entries")}
        summary={t("console.stats.entries.summary", { count: total(entries) })}
        empty={none(entries, t("console.stats.entries.none"))}
        table={{
          head: [dayHeading, t("console.stats.placesTaken")],
          rows: stats.entries.map((row, index) => [entryDays[index], row.count]),
        }}
      >
        <BarChart
          {...common}
          xAxis={dayAxis(entryDays)}
          yAxis={[countAxis(t("console.stats.places"))]}
          series={[{ data: entries, label: t("console.stats.placesTaken"), color: colours[2] }]}
          hideLegend
        />
      </ChartFigure>
      <ChartFigure
        title={t("console.stats.funnel.title")}
        csv={csv("funnel")}
        summary={t("console.stats.funnel.summary", {
          steps: funnel.map(([step, count]) => t("console.stats.figure", { name: step, count })).join(", "),
        })}
        empty={stats.funnel.signed_up === 0 ? t("console.stats.noParticipants") : null}
        table={{
          head: [t("console.stats.step"), t("console.stats.participants")],
          rows: funnel.map(([step, count]) => [step, count]),
        }}
      >
        <BarChart
          {...common}
          layout="horizontal"
          yAxis={[{ scaleType: "band", data: funnel.map(([step]) => step), width: 110 }]}
          xAxis={[countAxis(t("console.stats.participants"))]}
          series={[
            { data: funnel.map(([, count]) => count), label: t("console.stats.participants"), color: colours[0] },
          ]}
          hideLegend
        />
      </ChartFigure>
      <ChartFigure
        title={t("console.stats.fill.title")}
        csv={csv("team_fill")}
        summary={list(
          stats.team_fill.map((row) =>
            t("console.stats.fill.row", { name: row.name, full: row.full, free: row.with_free_place }),
          ),
        )}
        empty={none(
          stats.team_fill.map((row) => row.full + row.with_free_place),
          t("console.stats.fill.none"),
        )}
        table={{
          head: [t("console.stats.event"), t("console.stats.full"), t("console.stats.withFreePlace")],
          rows: stats.team_fill.map((row) => [row.name, row.full, row.with_free_place]),
        }}
      >
        <BarChart
          {...common}
          layout="horizontal"
          // Wide enough for an event's name as the seed writes them (the table gives any longer one whole).
          yAxis={[{ scaleType: "band", data: fillNames, width: 150 }]}
          xAxis={[countAxis(t("console.stats.teams"))]}
          series={[
            {
              data: stats.team_fill.map((row) => row.full),
              label: t("console.stats.full"),
              stack: "fill",
              color: colours[0],
            },
            {
              data: stats.team_fill.map((row) => row.with_free_place),
              label: t("console.stats.withFreePlace"),
              stack: "fill",
              color: colours[1],
            },
          ]}
        />
      </ChartFigure>
      <ChartFigure
        title={t("console.stats.mail.title")}
        csv={csv("mail")}
        summary={t("console.stats.mail.summary", {
          sent: total(sent),
          failed: total(failed),
          queued: stats.mail.queued,
        })}
        empty={none([...sent, ...failed], t("console.stats.mail.none"))}
        extra={
          <Typography variant="body2">
            {stats.mail.queued === 0 || stats.mail.oldest_queued_at === null
              ? t("console.stats.mail.nothingWaiting")
              : t("console.stats.mail.waiting", {
                  count: stats.mail.queued,
                  age: ((age) => t(age.key, age.values))(ageMessage(stats.mail.oldest_queued_at)),
                })}
          </Typography>
        }
        table={{
          head: [hourHeading, t("console.stats.sent"), t("console.stats.failed")],
          rows: stats.mail.hours.map((row, index) => [hours[index], row.sent, row.failed]),
        }}
      >
        <BarChart
          {...common}
          xAxis={[{ scaleType: "band", data: hours, label: hourHeading }]}
          yAxis={[countAxis(t("console.stats.messages"))]}
          series={[
            { data: sent, label: t("console.stats.sent"), stack: "mail", color: colours[0] },
            { data: failed, label: t("console.stats.failed"), stack: "mail", color: colours[1] },
          ]}
        />
      </ChartFigure>
      <ChartFigure
        title={t("console.stats.results.title")}
        csv={csv("results")}
        summary={list(
          stats.results.map((row) =>
            t("console.stats.results.row", { name: row.name, results: row.results, certificates: row.certificates }),
          ),
        )}
        empty={none(
          stats.results.map((row) => row.results + row.certificates),
          t("console.stats.results.none"),
        )}
        table={{
          head: [t("console.stats.event"), t("console.stats.teamsInResults"), t("console.stats.certificates")],
          rows: stats.results.map((row) => [row.name, row.results, row.certificates]),
        }}
      >
        <BarChart
          {...common}
          layout="horizontal"
          yAxis={[{ scaleType: "band", data: resultNames, width: 150 }]}
          xAxis={[countAxis(t("console.stats.count"))]}
          series={[
            {
              data: stats.results.map((row) => row.results),
              label: t("console.stats.teamsInResults"),
              color: colours[0],
            },
            {
              data: stats.results.map((row) => row.certificates),
              label: t("console.stats.certificates"),
              color: colours[1],
            },
          ]}
        />
      </ChartFigure>
    </Box>
  );
}
