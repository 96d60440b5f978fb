import { Box, Button, Typography } from "@mui/material";
import { type ChangeEvent, useState } from "react";
import type { AdminEvent, ResultsPreview } from "../../../../contract/admin";
import type { ApiError } from "../../../api/baseQuery";
import { showSuccessToast } from "../../../lib/toast";
import { usePreviewResultsCsvMutation, useSaveResultsCsvMutation } from "../adminApi";
import ResultsPreviewList from "./ResultsPreviewList";

/** A chosen file's text (FileReader: every browser has it, and so does the test DOM). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}.`));
    reader.readAsText(file);
  });

/** The server's problems with an upload: one line per bad row (under `csv`), else its message. */
const problemsOf = (error: ApiError) => error.fields.csv ?? [error.message];

/**
 * Results from a spreadsheet: rows `team,rank` (team by access code or id, rank empty for a team that took part).
 * The server previews what would change; saving replaces the whole draft.
 */
export default function ResultsCsvUpload({ event }: { event: AdminEvent }) {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<ResultsPreview | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [askPreview, { isLoading: previewing }] = usePreviewResultsCsvMutation();
  const [save, { isLoading: saving }] = useSaveResultsCsvMutation();

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
      setProblems([`${chosen.name} could not be read. Choose the file again.`]);
      return;
    }
    setFile({ name: chosen.name, text });
    const result = await askPreview({ id: event.id, csv: text });
    if ("error" in result) setProblems(problemsOf(result.error as ApiError));
    else setPreview(result.data);
  };

  const confirm = async () => {
    if (!file) return;
    const result = await save({ id: event.id, csv: file.text });
    if ("error" in result) {
      setProblems(problemsOf(result.error as ApiError));
      return;
    }
    showSuccessToast(`Saved the draft results of ${event.name} from ${file.name}.`);
    setFile(null);
    setPreview(null);
  };

  return (
    <Box component="section" aria-labelledby="results-csv-title" sx={{ mt: 4 }}>
      <Typography id="results-csv-title" variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
        Upload results as CSV
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: "75ch" }}>
        One row per team: <code>team,rank</code>, the team by its access code or id, the rank empty for a team that took
        part without a rank. A header row is optional. Saving replaces the whole draft.
      </Typography>
      {/* The browser's own file input: keyboard and screen-reader ready as it is. */}
      <Box component="label" sx={{ display: "inline-flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
        <span>CSV file of results</span>
        <input type="file" accept=".csv,text/csv" onChange={choose} disabled={previewing || saving} />
      </Box>
      {previewing && <Typography sx={{ mt: 1 }}>Reading the file…</Typography>}
      {problems.length > 0 && (
        <Box role="alert" sx={{ color: "error.main", mt: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{`${file?.name ?? "The file"} was not accepted:`}</Typography>
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
              {saving ? "Saving…" : "Save these results as the draft"}
            </Button>
            <Button onClick={() => setPreview(null)} disabled={saving}>
              Discard
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
