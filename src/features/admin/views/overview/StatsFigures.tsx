import { Box, Typography } from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import type { AdminStats, StatsChart } from "../../../../../contract/adminStats";
import type { StatsArg } from "../../statsApi";
import ChartFigure from "./ChartFigure";
import { ageText, dayLabel, hourLabel } from "./chartText";

const HEIGHT = 260;
/**
 * A count axis: ticks at least 1 apart, so a chart of small counts (0 to 3) marks 0, 1, 2, 3 and never 0.5; `label`
 * names what is counted.
 */
const countAxis = (label: string) => ({ label, tickMinStep: 1 });
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
  const csv = (chart: StatsChart) => ({ chart, query });
  const zone = stats.time_zone;
  const days = stats.signups.map((row) => dayLabel(row.day));
  const signups = stats.signups.map((row) => row.count);
  const running = stats.signups.map((row) => row.total);
  const entryDays = stats.entries.map((row) => dayLabel(row.day));
  const entries = stats.entries.map((row) => row.count);
  const hours = stats.mail.hours.map((row) => hourLabel(row.hour, zone));
  const sent = stats.mail.hours.map((row) => row.sent);
  const failed = stats.mail.hours.map((row) => row.failed);
  const funnel = [
    ["Signed up", stats.funnel.signed_up],
    ["E-mail verified", stats.funnel.verified],
    ["Profile complete", stats.funnel.complete],
    ["In a team", stats.funnel.in_team],
  ] as const;
  const fillNames = stats.team_fill.map((row) => row.name);
  const resultNames = stats.results.map((row) => row.name);
  const dayAxis = (data: string[]) => [{ scaleType: "band" as const, data, label: `Day (${zone})` }];
  const common = { height: HEIGHT, skipAnimation: true };

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
      <ChartFigure
        title="Sign-ups per day"
        csv={csv("signups")}
        summary={`${total(signups)} new accounts in the period, ${running.at(-1) ?? 0} in all.`}
        empty={none(signups, "No sign-ups in this period.")}
        table={{
          head: [`Day (${zone})`, "Sign-ups", "In all"],
          rows: stats.signups.map((row, index) => [days[index], row.count, row.total]),
        }}
      >
        <BarChart
          {...common}
          xAxis={dayAxis(days)}
          yAxis={[countAxis("Sign-ups")]}
          series={[{ data: signups, label: "Sign-ups", color: colours[0] }]}
          hideLegend
        />
      </ChartFigure>
      <ChartFigure
        title="Participants in all, day by day"
        csv={csv("signups")}
        summary={`From ${running[0] ?? 0} to ${running.at(-1) ?? 0} accounts.`}
        empty={running.length === 0 || running.at(-1) === 0 ? "No participants yet." : null}
        table={{
          head: [`Day (${zone})`, "In all"],
          rows: stats.signups.map((row, index) => [days[index], row.total]),
        }}
      >
        <LineChart
          {...common}
          xAxis={[{ scaleType: "point", data: days, label: `Day (${zone})` }]}
          yAxis={[countAxis("Accounts")]}
          series={[{ data: running, label: "Accounts in all", color: colours[0] }]}
          hideLegend
        />
      </ChartFigure>
      <ChartFigure
        title="Places taken in teams per day"
        csv={csv("entries")}
        summary={`${total(entries)} places taken in the period.`}
        empty={none(entries, "No one joined a team in this period.")}
        table={{
          head: [`Day (${zone})`, "Places taken"],
          rows: stats.entries.map((row, index) => [entryDays[index], row.count]),
        }}
      >
        <BarChart
          {...common}
          xAxis={dayAxis(entryDays)}
          yAxis={[countAxis("Places")]}
          series={[{ data: entries, label: "Places taken", color: colours[2] }]}
          hideLegend
        />
      </ChartFigure>
      <ChartFigure
        title="From sign-up to a team"
        csv={csv("funnel")}
        summary={funnel.map(([step, count]) => `${step}: ${count}`).join(", ") + "."}
        empty={stats.funnel.signed_up === 0 ? "No participants yet." : null}
        table={{ head: ["Step", "Participants"], rows: funnel.map(([step, count]) => [step, count]) }}
      >
        <BarChart
          {...common}
          layout="horizontal"
          yAxis={[{ scaleType: "band", data: funnel.map(([step]) => step), width: 110 }]}
          xAxis={[countAxis("Participants")]}
          series={[{ data: funnel.map(([, count]) => count), label: "Participants", color: colours[0] }]}
          hideLegend
        />
      </ChartFigure>
      <ChartFigure
        title="Team fill per team event"
        csv={csv("team_fill")}
        summary={
          stats.team_fill
            .map((row) => `${row.name}: ${row.full} full, ${row.with_free_place} with a free place`)
            .join("; ") + "."
        }
        empty={none(
          stats.team_fill.map((row) => row.full + row.with_free_place),
          "No teams yet.",
        )}
        table={{
          head: ["Event", "Full", "With a free place"],
          rows: stats.team_fill.map((row) => [row.name, row.full, row.with_free_place]),
        }}
      >
        <BarChart
          {...common}
          layout="horizontal"
          yAxis={[{ scaleType: "band", data: fillNames, width: 110 }]}
          xAxis={[countAxis("Teams")]}
          series={[
            { data: stats.team_fill.map((row) => row.full), label: "Full", stack: "fill", color: colours[0] },
            {
              data: stats.team_fill.map((row) => row.with_free_place),
              label: "With a free place",
              stack: "fill",
              color: colours[1],
            },
          ]}
        />
      </ChartFigure>
      <ChartFigure
        title="Mail sent and failed per hour"
        csv={csv("mail")}
        summary={`${total(sent)} sent and ${total(failed)} failed in the period; ${stats.mail.queued} waiting.`}
        empty={none([...sent, ...failed], "No mail sent in this period.")}
        extra={
          <Typography variant="body2">
            {stats.mail.queued === 0 || stats.mail.oldest_queued_at === null
              ? "Nothing waiting to be sent."
              : `${stats.mail.queued} waiting to be sent; the oldest for ${ageText(stats.mail.oldest_queued_at)}.`}
          </Typography>
        }
        table={{
          head: [`Hour (${zone})`, "Sent", "Failed"],
          rows: stats.mail.hours.map((row, index) => [hours[index], row.sent, row.failed]),
        }}
      >
        <BarChart
          {...common}
          xAxis={[{ scaleType: "band", data: hours, label: `Hour (${zone})` }]}
          yAxis={[countAxis("Messages")]}
          series={[
            { data: sent, label: "Sent", stack: "mail", color: colours[0] },
            { data: failed, label: "Failed", stack: "mail", color: colours[1] },
          ]}
        />
      </ChartFigure>
      <ChartFigure
        title="Results and certificates per event"
        csv={csv("results")}
        summary={
          stats.results
            .map((row) => `${row.name}: ${row.results} teams in results, ${row.certificates} certificates`)
            .join("; ") + "."
        }
        empty={none(
          stats.results.map((row) => row.results + row.certificates),
          "No results published yet.",
        )}
        table={{
          head: ["Event", "Teams in results", "Certificates"],
          rows: stats.results.map((row) => [row.name, row.results, row.certificates]),
        }}
      >
        <BarChart
          {...common}
          layout="horizontal"
          yAxis={[{ scaleType: "band", data: resultNames, width: 110 }]}
          xAxis={[countAxis("Count")]}
          series={[
            { data: stats.results.map((row) => row.results), label: "Teams in results", color: colours[0] },
            { data: stats.results.map((row) => row.certificates), label: "Certificates", color: colours[1] },
          ]}
        />
      </ChartFigure>
    </Box>
  );
}
