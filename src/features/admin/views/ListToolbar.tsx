import { Box, Button, CircularProgress, MenuItem, TextField } from "@mui/material";
import type { ReactNode } from "react";
import { useT } from "../../../i18n/useT";
import { useExportCsvMutation, type CsvExportPath } from "../adminApi";

interface Props {
  /** A small spinner after the filters while a request runs, named "Loading " + `what` (in the language shown). */
  fetching?: boolean;
  what?: string;
  children: ReactNode;
}

/** The row above a console list: its search box, its selects, its buttons, and a spinner while it asks. */
export default function ListToolbar({ fetching = false, what = "", children }: Props) {
  const t = useT();
  return (
    <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", mb: 2, alignItems: "center" }}>
      {children}
      {fetching && <CircularProgress size={24} aria-label={t("console.loading", { what })} />}
    </Box>
  );
}

interface SearchProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
}

/** A list's search box; the view sends its text once typing settles (useSearchText). */
export function SearchBox({ label, value, onChange }: SearchProps) {
  return <TextField label={label} type="search" value={value} onChange={(change) => onChange(change.target.value)} />;
}

interface ChoiceProps<V extends string> {
  label: string;
  /** The chosen option, "" for all. */
  value: V | "";
  onChange: (value: V | "") => void;
  /** Each option's value and its words, in order. */
  options: readonly (readonly [V, ReactNode])[];
  /** The words of the first option, which filters nothing ("All" by default). */
  all?: string;
  minWidth?: number;
}

/** A list's select: "All" (or the view's words for it) and then each option. */
export function ChoiceSelect<V extends string>({
  label,
  value,
  onChange,
  options,
  all,
  minWidth = 180,
}: ChoiceProps<V>) {
  const t = useT();
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(change) => onChange(change.target.value as V | "")}
      sx={{ minWidth }}
    >
      <MenuItem value="">{all ?? t("console.all")}</MenuItem>
      {options.map(([option, words]) => (
        <MenuItem key={option} value={option}>
          {words}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A filter's setter that also goes back to page 1: a new filter's rows start there. */
export const fromPageOne =
  <V,>(set: (value: V) => void, setPage: (page: number) => void) =>
  (value: V) => {
    set(value);
    setPage(1);
  };

interface ExportProps {
  path: CsvExportPath;
  /** The list's filters, as the export's query string. */
  query: Record<string, unknown>;
  fileName: string;
}

/** A list's CSV export saved under `fileName`; a refusal is told by the app's listener for failed calls. */
export function ExportButton({ path, query, fileName }: ExportProps) {
  const t = useT();
  const [exportCsv, { isLoading: exporting }] = useExportCsvMutation();
  return (
    <Button variant="outlined" onClick={() => void exportCsv({ path, query, fileName })} disabled={exporting}>
      {exporting ? t("console.exporting") : t("console.exportCsv")}
    </Button>
  );
}
