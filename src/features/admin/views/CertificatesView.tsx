import { Button, TableCell, TableRow, TextField } from "@mui/material";
import { useState } from "react";
import { REVOCATION_REASON_MAX_LENGTH, type AdminCertificate } from "../../../../contract/admin";
import { isolate } from "../../../../contract/fields";
import { rankLabel } from "../../../../contract/rankLabel";
import { useAdminCertificatesQuery, useRevokeCertificateMutation } from "../adminApi";
import ConfirmDialog from "../ConfirmDialog";
import { useSearchText } from "../useSearchText";
import { RowHead } from "./ListTable";
import ListToolbar, { SearchBox } from "./ListToolbar";
import PagedList from "./PagedList";
import { usePending } from "./usePending";

/** Issued certificates, searched by holder; each can be revoked with a reason the verification page shows. */
export default function CertificatesView() {
  const [page, setPage] = useState(1);
  const { input, search, setInput } = useSearchText(() => setPage(1));
  const query = useAdminCertificatesQuery({ search, page });
  const [revoke] = useRevokeCertificateMutation();
  const [reason, setReason] = useState("");
  const { pending, ask, dialog } = usePending<AdminCertificate>({
    run: (certificate) => revoke({ id: certificate.id, reason: reason.trim() }),
    refused: "Not revoked",
    done: (certificate) => `Revoked the certificate of ${isolate(certificate.name)}.`,
    onSettled: () => setReason(""),
  });

  return (
    <>
      <ListToolbar fetching={query.isFetching} what="the certificates">
        <SearchBox label="Search certificates" value={input} onChange={setInput} />
      </ListToolbar>
      <PagedList
        label="Certificates"
        head={["Holder", "Event", "Kind", "State", "Action"]}
        empty="No certificate matches."
        pager={{ page, items: "certificates", onPage: setPage }}
        query={query}
        errorOverRows
        row={(certificate) => (
          <TableRow key={certificate.id}>
            <RowHead>
              <bdi>{certificate.name}</bdi> &lt;{certificate.email}&gt;
            </RowHead>
            <TableCell>{certificate.event}</TableCell>
            <TableCell>
              {certificate.kind === "merit" && certificate.rank
                ? `Merit (${rankLabel(certificate.rank)})`
                : "Participation"}
            </TableCell>
            <TableCell>{certificate.revoked_at ? `Revoked: ${certificate.revoked_reason ?? ""}` : "Valid"}</TableCell>
            <TableCell>
              {!certificate.revoked_at && (
                <Button size="small" color="error" onClick={() => ask(certificate)}>
                  Revoke {certificate.name}&apos;s certificate of {certificate.kind}
                </Button>
              )}
            </TableCell>
          </TableRow>
        )}
      />
      <ConfirmDialog
        {...dialog}
        title={`Revoke ${isolate(pending?.name ?? "")}'s certificate?`}
        confirmLabel="Revoke"
        canConfirm={reason.trim() !== ""}
      >
        <TextField
          label="Reason (shown on the verification page)"
          required
          fullWidth
          multiline
          value={reason}
          onChange={(change) => setReason(change.target.value.slice(0, REVOCATION_REASON_MAX_LENGTH))}
          sx={{ mt: 1 }}
        />
      </ConfirmDialog>
    </>
  );
}
