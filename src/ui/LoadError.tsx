import type { SerializedError } from "@reduxjs/toolkit";
import { apiErrorMessage } from "../api/apiErrors";
import type { ApiError } from "../api/baseQuery";
import { useT } from "../i18n/useT";
import RetryAlert from "./RetryAlert";

interface Props {
  /** What could not be loaded, in the language shown. */
  what: string;
  error: ApiError | SerializedError | undefined;
  onRetry: () => void;
}

/** A list that could not be loaded (or came back malformed): what and why, with a retry. */
export default function LoadError({ what, error, onRetry }: Props) {
  const t = useT();
  return (
    <RetryAlert severity="error" onRetry={onRetry}>
      {t("ui.loadError", { what, reason: apiErrorMessage(error) ?? t("ui.somethingWentWrong") })}
    </RetryAlert>
  );
}
