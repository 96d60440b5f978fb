import { Button, TableCell, TableRow, TextField } from "@mui/material";
import { useState } from "react";
import * as z from "zod/mini";
import { ambassadorPatchSchema, type AdminAmbassador } from "../../../../contract/admin";
import { isolate } from "../../../../contract/fields";
import { apiErrorMessage, fieldErrorsOf } from "../../../api/apiErrors";
import { countOf } from "../../../lib/plural";
import { showErrorToast, showSuccessToast } from "../../../lib/toast";
import { useUpdateAmbassadorMutation } from "../adminApi";

interface Props {
  ambassador: AdminAmbassador;
  onDelete: (ambassador: AdminAmbassador) => void;
}

/** One ambassador, with points edited in place and checked by the contract's rule before saving. */
export default function AmbassadorRow({ ambassador, onDelete }: Props) {
  const [points, setPoints] = useState(String(ambassador.points));
  const [problem, setProblem] = useState("");
  const [update, { isLoading }] = useUpdateAmbassadorMutation();

  const save = async () => {
    const parsed = z.safeParse(ambassadorPatchSchema, { points: points.trim() === "" ? NaN : Number(points) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Enter a whole number of points, 0 or more.");
      return;
    }
    setProblem("");
    const result = await update({ caid: ambassador.caid, patch: parsed.data });
    if ("error" in result) {
      // A refused value is said beside the field; anything else (the ambassador deleted meanwhile, whose row then
      // leaves the list, or a network failure) in a toast that outlives the row.
      const fieldProblem = Object.values(fieldErrorsOf(result.error)).flat()[0];
      if (fieldProblem) setProblem(fieldProblem);
      else showErrorToast(`Not saved: ${apiErrorMessage(result.error) ?? "the server did not answer."}`);
    } else showSuccessToast(`${isolate(ambassador.name)} now has ${countOf(result.data.points, "point")}.`);
  };

  const changed = points !== String(ambassador.points);
  return (
    <TableRow>
      <TableCell>{ambassador.caid}</TableCell>
      <TableCell component="th" scope="row">
        <bdi>{ambassador.name}</bdi>
      </TableCell>
      <TableCell>
        <bdi>{ambassador.institute_name}</bdi>
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          label={`Points of ${ambassador.name}`}
          value={points}
          inputMode="numeric"
          onChange={(change) => setPoints(change.target.value)}
          onKeyDown={(key) => {
            if (key.key === "Enter") void save();
          }}
          error={problem !== ""}
          helperText={problem || undefined}
          sx={{ width: 160 }}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: "nowrap" }}>
        <Button size="small" disabled={!changed || isLoading} onClick={() => void save()}>
          Save
        </Button>
        <Button size="small" color="error" onClick={() => onDelete(ambassador)}>
          Delete {ambassador.name}
        </Button>
      </TableCell>
    </TableRow>
  );
}
