import { Button, TableCell, TableRow, TextField } from "@mui/material";
import { useState } from "react";
import * as z from "zod/mini";
import { ambassadorPatchSchema, type AdminAmbassador } from "../../../../contract/admin";
import { isolate } from "../../../../contract/bidi";
import { apiErrorMessage, fieldErrorsOf } from "../../../api/apiErrors";
import { useT } from "../../../i18n/useT";
import { showErrorToast, showSuccessToast } from "../../../lib/toast";
import { useUpdateAmbassadorMutation } from "../adminApi";

interface Props {
  ambassador: AdminAmbassador;
  onDelete: (ambassador: AdminAmbassador) => void;
}

/** One ambassador, with points edited in place and checked by the contract's rule before saving. */
export default function AmbassadorRow({ ambassador, onDelete }: Props) {
  const t = useT();
  const [points, setPoints] = useState(String(ambassador.points));
  const [problem, setProblem] = useState("");
  const [update, { isLoading }] = useUpdateAmbassadorMutation();

  const save = async () => {
    const parsed = z.safeParse(ambassadorPatchSchema, { points: points.trim() === "" ? NaN : Number(points) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? t("console.ambassadors.pointsRule"));
      return;
    }
    setProblem("");
    const result = await update({ caid: ambassador.caid, patch: parsed.data });
    if ("error" in result) {
      // A refused value is said beside the field; anything else (the ambassador deleted meanwhile, whose row then
      // leaves the list, or a network failure) in a toast that outlives the row.
      const fieldProblem = Object.values(fieldErrorsOf(result.error)).flat()[0];
      if (fieldProblem) setProblem(fieldProblem);
      else
        showErrorToast(
          t("console.ambassadors.notSaved", {
            reason: apiErrorMessage(result.error) ?? t("console.ambassadors.noAnswer"),
          }),
        );
    } else
      showSuccessToast(
        t("console.ambassadors.pointsSaved", { name: isolate(ambassador.name), count: result.data.points }),
      );
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
          label={t("console.ambassadors.pointsOf", { name: ambassador.name })}
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
          {t("console.ambassadors.save")}
        </Button>
        <Button size="small" color="error" onClick={() => onDelete(ambassador)}>
          {t("console.ambassadors.deleteName", { name: ambassador.name })}
        </Button>
      </TableCell>
    </TableRow>
  );
}
