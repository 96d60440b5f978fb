import { Box, Button, MenuItem, TextField, Typography } from "@mui/material";
import { type ChangeEvent, useState } from "react";
import type { AdminEvent, ResultsPreview } from "../../../../contract/admin";
import { LEADERBOARD_KEYS, type LeaderboardKey, type ResultsUploadQuery } from "../../../../contract/results";
import { type HandleField, PLATFORM_NAMES } from "../../../../contract/rules";
import type { ApiError } from "../../../api/baseQuery";
import Message from "../../../i18n/Message";
import { useT, type Translate } from "../../../i18n/useT";
import { showSuccessToast } from "../../../lib/toast";
import { usePreviewResultsCsvMutation, useSaveResultsCsvMutation } from "../adminApi";
import { csvHeader } from "../csvHeader";
import ResultsPreviewList from "./ResultsPreviewList";

type Format = "team" | LeaderboardKey;

/** Each way rows name their teams, in words (a platform by its own name). */
const formatLabel = (t: Translate, format: Format): string =>
  format === "team"
    ? t("console.upload.format.team")
    : format === "email"
      ? t("console.upload.format.email")
      : t("console.upload.format.handle", { platform: PLATFORM_NAMES[format as HandleField] });

/**
 * A chosen file's text (FileReader: every browser has it, and so does the test DOM). A failure is the reader's own
 * error, for the code; the organiser reads `console.upload.unreadable`, in the console's language.
 */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new DOMException(file.name, "NotReadableError"));
    reader.readAsText(file);
  });

/** The server's problems with an upload: one line per bad row (under `csv`) or column, else its message. */
const problemsOf = (error: ApiError) => {
  const lines = [...(error.fields.csv ?? []), ...(error.fields.key_column ?? []), ...(error.fields.rank_column ?? [])];
  return lines.length > 0 ? lines : [error.message];
};

/**
 * Results from a spreadsheet: rows `team,rank` (team by access code or id, rank empty for a team that took part), or a
 * contest platform's leaderboard keyed by member (e-mail or a handle; the organiser picks the key and rank columns
 * from the file's header). The server previews what would change; saving replaces the whole draft, or after
 * publication saves a correction that is published apart.
 */
export default function ResultsCsvUpload({ event, published }: { event: AdminEvent; published: boolean }) {
  const t = useT();
  const [format, setFormat] = useState<Format>("team");
  const [file, setFile] = useState<{ name: string; text: string; header: string[] } | null>(null);
  const [keyColumn, setKeyColumn] = useState("");
  const [rankColumn, setRankColumn] = useState("");
  const [preview, setPreview] = useState<ResultsPreview | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [askPreview, { isLoading: previewing }] = usePreviewResultsCsvMutation();
  const [save, { isLoading: saving }] = useSaveResultsCsvMutation();

  const queryFor = (chosen: Format, key: string, rank: string): ResultsUploadQuery | undefined =>
    chosen === "team" ? undefined : { key: chosen, key_column: key, rank_column: rank };

  const run = async (text: string, query: ResultsUploadQuery | undefined) => {
    const result = await askPreview({ id: event.id, csv: text, query });
    if ("error" in result) setProblems(problemsOf(result.error as ApiError));
    else setPreview(result.data);
  };

  const choose = async (change: ChangeEvent<HTMLInputElement>) => {
    const chosen = change.target.files?.[0];
    change.target.value = "";
    setPreview(null);
    setProblems([]);
    if (!chosen) return;
    let text: string;
    try {
      text = await readText(chosen);
    } catch {
      setProblems([t("console.upload.unreadable", { file: chosen.name })]);
      return;
    }
    // The browser decodes UTF-8 and UTF-16 with a byte order mark; other encodings come out with replacement marks.
    if (text.includes("\uFFFD")) {
      setFile({ name: chosen.name, text: "", header: [] });
      setProblems([t("console.upload.notUtf8")]);
      return;
    }
    const header = csvHeader(text);
    setFile({ name: chosen.name, text, header });
    if (format === "team") await run(text, undefined);
    else {
      setKeyColumn((current) => (header.includes(current) ? current : ""));
      setRankColumn((current) => (header.includes(current) ? current : ""));
    }
  };

  const confirm = async () => {
    if (!file) return;
    const result = await save({ id: event.id, csv: file.text, query: queryFor(format, keyColumn, rankColumn) });
    if ("error" in result) {
      setProblems(problemsOf(result.error as ApiError));
      return;
    }
    showSuccessToast(
      published
        ? t("console.upload.savedCorrection", { name: event.name, file: file.name })
        : t("console.upload.savedDraft", { name: event.name, file: file.name }),
    );
    setFile(null);
    setPreview(null);
  };

  const leaderboard = format !== "team";
  const columnsChosen = keyColumn !== "" && rankColumn !== "";
  const columnChoice = (label: string, value: string, onChange: (value: string) => void) => (
    <TextField
      select
      label={label}
      value={value}
      onChange={(change) => {
        onChange(change.target.value);
        setPreview(null);
      }}
      sx={{ minWidth: 220 }}
    >
      {(file?.header ?? []).map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box component="section" aria-labelledby="results-csv-title" sx={{ mt: 4 }}>
      <Typography id="results-csv-title" variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
        {published ? t("console.upload.titleCorrect") : t("console.upload.title")}
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: "75ch" }}>
        {leaderboard ? (
          t(format === "email" ? "console.upload.leaderboardEmail" : "console.upload.leaderboardHandle")
        ) : (
          <Message id="console.upload.teams" values={{ format: <code>team,rank</code> }} />
        )}{" "}
        {published ? t("console.upload.publishedNote") : t("console.upload.replacesDraft")}
      </Typography>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "center", mb: 2 }}>
        <TextField
          select
          label={t("console.upload.rowsIdentify")}
          value={format}
          onChange={(change) => {
            setFormat(change.target.value as Format);
            setPreview(null);
            setProblems([]);
          }}
          sx={{ minWidth: 280 }}
        >
          {(["team", ...LEADERBOARD_KEYS] as Format[]).map((option) => (
            <MenuItem key={option} value={option}>
              {formatLabel(t, option)}
            </MenuItem>
          ))}
        </TextField>
        {/* The browser's own file input: keyboard and screen-reader ready as it is. */}
        <Box component="label" sx={{ display: "inline-flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
          <span>{t("console.upload.file")}</span>
          <input type="file" accept=".csv,.txt,text/csv" onChange={choose} disabled={previewing || saving} />
        </Box>
      </Box>
      {leaderboard && file && file.header.length > 0 && (
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "center", mb: 2 }}>
          {columnChoice(
            format === "email" ? t("console.upload.columnEmail") : t("console.upload.columnHandle"),
            keyColumn,
            setKeyColumn,
          )}
          {columnChoice(t("console.upload.columnRank"), rankColumn, setRankColumn)}
          <Button
            variant="outlined"
            disabled={!columnsChosen || previewing}
            onClick={() => {
              setProblems([]);
              void run(file.text, queryFor(format, keyColumn, rankColumn));
            }}
          >
            {t("console.upload.preview")}
          </Button>
        </Box>
      )}
      {previewing && <Typography sx={{ mt: 1 }}>{t("console.upload.reading")}</Typography>}
      {problems.length > 0 && (
        <Box role="alert" sx={{ color: "error.main", mt: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {file ? t("console.upload.refused", { file: file.name }) : t("console.upload.refusedFile")}
          </Typography>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Box>
      )}
      {preview && file && (
        <Box sx={{ mt: 2 }}>
          <ResultsPreviewList preview={preview} fileName={file.name} />
          <Box sx={{ display: "flex", gap: 2, mt: 2, flexWrap: "wrap" }}>
            <Button variant="contained" onClick={confirm} disabled={saving}>
              {saving
                ? t("console.upload.saving")
                : published
                  ? t("console.upload.saveCorrection")
                  : t("console.upload.saveDraft")}
            </Button>
            <Button onClick={() => setPreview(null)} disabled={saving}>
              {t("console.upload.discard")}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
