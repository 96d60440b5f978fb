import { CircularProgress } from "@mui/material";
import type { SerializedError } from "@reduxjs/toolkit";
import type { ReactNode } from "react";
import type { ApiError } from "../../../api/baseQuery";
import { useT } from "../../../i18n/useT";
import { useFirstAnswerLater } from "../../../lib/useFirstAnswerLater";
import LoadError from "../../../ui/LoadError";
import HeldScreen from "../HeldScreen";

/** The parts of an RTK Query hook's result a view shows while it waits or after it failed. */
export interface Query<T> {
  data?: T;
  error?: ApiError | SerializedError;
  isLoading: boolean;
  refetch: () => unknown;
}

interface Props<T> {
  /** What is loaded, as the sentences say it, in the language shown: "teams" (Loading the teams; The teams could not be loaded). */
  what: string;
  query: Query<T>;
  /** A spinner while the first answer is on its way; off where the view's toolbar shows its own. */
  spinner?: boolean;
  /**
   * Say a failed request even over the rows of the last answer (the paged lists whose filters ask again); by default
   * the error shows only when there is nothing to show.
   */
  errorOverRows?: boolean;
  /**
   * On by default, for a view's main read (the one below which the page ends): while its first answer is on its way a
   * screen's height is held (with the spinner at its top, if any), so the footer stays out of sight until the content
   * comes instead of being pushed down by it; gone once the answer (or the error) is in. Off for a read nested in a
   * view's content (a history under an editor, the overview's charts): one screen held per page, not several.
   */
  holdScreen?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * A console view's query as the organiser sees it: loading, the error with a retry, then its content. The first
 * answer's content renders in the transition after the render that tells of it (`useFirstAnswerLater`).
 */
export default function QueryState<T>({
  what,
  query,
  spinner = true,
  errorOverRows = false,
  holdScreen = true,
  children,
}: Props<T>) {
  const t = useT();
  const { data, error, isLoading, refetch } = useFirstAnswerLater(query);
  const loading = t("console.loadingThe", { what });
  const failed = errorOverRows ? error !== undefined : data === undefined && !isLoading;
  return (
    <>
      {isLoading &&
        (holdScreen ? (
          <HeldScreen label={spinner ? loading : undefined} />
        ) : (
          spinner && <CircularProgress aria-label={loading} />
        ))}
      {failed && <LoadError what={what} error={error} onRetry={refetch} />}
      {data !== undefined && children(data)}
    </>
  );
}
