import { Button, TableCell, TableRow, TextField } from "@mui/material";
import { useState } from "react";
import { REVOCATION_REASON_MAX_LENGTH, type AdminCertificate } from "../../../../contract/admin";
import { isolate } from "../../../../contract/bidi";
import { useT } from "../../../i18n/useT";
import { useAdminCertificatesQuery, useRevokeCertificateMutation } from "../adminApi";
import ConfirmDialog from "../ConfirmDialog";
import { useSearchText } from "../useSearchText";
import { RowHead } from "./ListTable";
import ListToolbar, { SearchBox } from "./ListToolbar";
import PagedList from "./PagedList";
import { usePending } from "./usePending";

/** Issued certificates, searched by holder; each can be revoked with a reason the verification page shows. */
export default function CertificatesView() {
  const t = useT();
  const [page, setPage] = useState(1);
  const { input, search, setInput } = useSearchText(() => setPage(1));
  const query = useAdminCertificatesQuery({ search, page });
  const [revoke] = useRevokeCertificateMutation();
  const [reason, setReason] = useState("");
  const { pending, ask, dialog } = usePending<AdminCertificate>({
    run: (certificate) => revoke({ id: certificate.id, reason: reason.trim() }),
    refused: t("console.certificates.notRevoked"),
    done: (certificate) => t("console.certificates.revoked", { name: isolate(certificate.name) }),
    onSettled: () => setReason(""),
  });

  return (
    <>
      <ListToolbar fetching={query.isFetching} what={t("console.certificates.loadingWhat")}>
        <SearchBox label={t("console.certificates.search")} value={input} onChange={setInput} />
      </ListToolbar>
      <PagedList
        label={t("console.view.certificates")}
        head={[
          t("console.certificates.column.holder"),
          t("console.certificates.column.event"),
          t("console.certificates.column.kind"),
          t("console.certificates.column.state"),
          t("console.column.action"),
        ]}
        empty={t("console.certificates.none")}
        pager={{ page, items: "certificates", onPage: setPage }}
        query={query}
        errorOverRows
        row={(certificate) => (
          <TableRow key={certificate.id}>
            <RowHead>
              <bdi>{certificate.name}</bdi> {`<${certificate.email}>`}
            </RowHead>
            <TableCell>{certificate.event}</TableCell>
            <TableCell>
              {certificate.kind === "merit" && certificate.rank
                ? t("console.certificates.merit", { rank: certificate.rank })
                : t("console.certificates.participation")}
            </TableCell>
            <TableCell>
              {certificate.revoked_at
                ? t("console.certificates.revokedBecause", { reason: certificate.revoked_reason ?? "" })
                : t("console.certificates.valid")}
            </TableCell>
            <TableCell>
              {!certificate.revoked_at && (
                <Button size="small" color="error" onClick={() => ask(certificate)}>
                  {t("console.certificates.revokeButton", { name: certificate.name, kind: certificate.kind })}
                </Button>
              )}
            </TableCell>
          </TableRow>
        )}
      />
      <ConfirmDialog
        {...dialog}
        title={t("console.certificates.revokeTitle", { name: isolate(pending?.name ?? "") })}
        confirmLabel={t("console.certificates.revoke")}
        canConfirm={reason.trim() !== ""}
      >
        <TextField
          label={t("console.certificates.reason")}
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
