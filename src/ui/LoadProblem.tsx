import type { SerializedError } from "@reduxjs/toolkit";
import { apiErrorMessage, isNetworkFailure } from "../api/apiErrors";
import type { ApiError } from "../api/baseQuery";
import { useT } from "../i18n/useT";
import RetryAlert from "./RetryAlert";

interface Props {
  /** What should be there, in the language shown. */
  what: string;
  error: ApiError | SerializedError | undefined;
  /** True when older data is still on screen. */
  stale: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/** A failed read, told where the data should be, with a retry; older data stays visible when there is some. */
export default function LoadProblem({ what, error, stale, retrying, onRetry }: Props) {
  const t = useT();
  const reason = isNetworkFailure(error)
    ? t("ui.loadProblem.offline")
    : t("ui.loadProblem.answered", { message: apiErrorMessage(error) ?? t("ui.loadProblem.unknown") });
  return (
    <RetryAlert severity={stale ? "warning" : "error"} onRetry={onRetry} retrying={retrying}>
      {t(stale ? "ui.loadProblem.stale" : "ui.loadProblem.failed", { what, reason })}
    </RetryAlert>
  );
}
